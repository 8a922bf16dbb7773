import path from "node:path";
import { fileURLToPath } from "node:url";
import { CGST_RATE, SGST_RATE } from "@sahayi/contract";
import { z } from "zod";
import { limitSettings } from "./config/limits.ts";
import {
  type EmailConfig,
  type Msg91Config,
  messageSettings,
  templatesOf,
} from "./config/messages.ts";
import { paymentSettings, type RazorpayConfig } from "./config/payments.ts";
import { serverSettings, type TrustProxy } from "./config/server.ts";
import { type S3Config, storageSettings } from "./config/storage.ts";
import { SAMPLE_GSTIN } from "./lib/billing/gstin.ts";

export type { EmailConfig, Msg91Config } from "./config/messages.ts";
export type { RazorpayConfig } from "./config/payments.ts";
export {
  DEMO_HELPERS_DEFAULT,
  SITEMAP_URLS_PER_FILE_MAX,
  type TrustProxy,
} from "./config/server.ts";
export type { S3Config } from "./config/storage.ts";

/** Every plan's price has CGST and SGST added at checkout (docs/decisions/026). */
const PLANS_CARRY_GST = CGST_RATE + SGST_RATE > 0;

/** The repository root, found from this file so it does not depend on the working directory. */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** Every setting, one area a file in config/; the README's table lists them. */
const envSchema = z
  .object({
    ...serverSettings,
    ...storageSettings,
    ...paymentSettings,
    ...messageSettings,
    ...limitSettings,
  })
  .superRefine((env, ctx) => {
    const required = (names: readonly (keyof typeof env)[], when: string) => {
      for (const name of names) {
        if (!env[name])
          ctx.addIssue({ code: "custom", path: [name], message: `is required when ${when}` });
      }
    };
    if (env.SMS_PROVIDER === "msg91")
      required(
        ["MSG91_AUTH_KEY", "MSG91_TEMPLATE_ID", "MSG91_DLT_TEMPLATE_ID"],
        "SMS_PROVIDER=msg91",
      );
    /** Two settings that mean something only together: either asks for the other. */
    const together = (first: keyof typeof env, second: keyof typeof env) => {
      if (env[first]) required([second], `${first} is set`);
      if (env[second]) required([first], `${second} is set`);
    };
    if (env.EMAIL_PROVIDER === "smtp") required(["SMTP_URL", "EMAIL_FROM"], "EMAIL_PROVIDER=smtp");
    if (env.S3_BUCKET) required(["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"], "S3_BUCKET is set");
    together("MSG91_TEMPLATE_ID_ML", "MSG91_DLT_TEMPLATE_ID_ML");
    together("ADMIN_PHONE", "ADMIN_PASSWORD");
    // The sandbox signs whatever payment a client asks it to: anyone could mark their own
    // order paid. A production server refuses it unless told plainly that this is a demo.
    if (
      env.NODE_ENV === "production" &&
      env.PAYMENT_PROVIDER === "sandbox" &&
      env.ALLOW_SANDBOX_PAYMENTS !== "1"
    )
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_PROVIDER"],
        message:
          "must be razorpay when NODE_ENV=production: the sandbox lets anyone mark an order paid (set ALLOW_SANDBOX_PAYMENTS=1 for a demo)",
      });
    // Only a registered supplier may collect GST, and every plan carries it: a real server
    // does not take money without the seller's GSTIN to print on the invoice.
    if (env.NODE_ENV === "production" && PLANS_CARRY_GST) {
      if (!env.INVOICE_SELLER_GSTIN)
        ctx.addIssue({
          code: "custom",
          path: ["INVOICE_SELLER_GSTIN"],
          message:
            "is required when NODE_ENV=production: plans carry CGST and SGST, which only a GST-registered seller may charge",
        });
      else if (env.INVOICE_SELLER_GSTIN === SAMPLE_GSTIN && env.ALLOW_SANDBOX_PAYMENTS !== "1")
        ctx.addIssue({
          code: "custom",
          path: ["INVOICE_SELLER_GSTIN"],
          message:
            "is the demo's sample GSTIN: set the seller's own (or ALLOW_SANDBOX_PAYMENTS=1 for a demo)",
        });
    }
    if (env.PAYMENT_PROVIDER === "razorpay")
      required(
        ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"],
        "PAYMENT_PROVIDER=razorpay",
      );
  });

/** Every environment variable the server reads (the deploy/sahayi.env file names each one). */
export const SETTING_NAMES = Object.keys(envSchema.shape);

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** Absolute. Holds the embedded database (`db/`) and uploaded images (`uploads/`). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Set: images live in this bucket; unset: in DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /**
   * Named prepared statements on PostgreSQL (faster repeats). Off (DATABASE_PREPARE=0) behind
   * a pooler in transaction mode such as pgbouncer, where they break.
   */
  databasePrepare: boolean;
  /** Where rate limits are counted for every process; unset, each process counts its own. */
  redisUrl: string | undefined;
  /** Absolute. Where `npm run db:backup` writes; unset, the bucket (S3_BUCKET) or its --to. */
  backupDir: string | undefined;
  paymentProvider: "sandbox" | "razorpay";
  /** Set when paymentProvider is razorpay. */
  razorpay: RazorpayConfig | undefined;
  /** How long a call to the payment provider may take before the buyer is told it failed. */
  paymentTimeoutMs: number;
  /** How often orders still unpaid are checked with the provider; 0 turns the job off. */
  paymentReconcileIntervalSeconds: number;
  /** How often records past the privacy policy's retention are removed; 0 turns the job off. */
  retentionIntervalSeconds: number;
  /**
   * The seller on GST invoices: the site's name and its GSTIN. Outside production without
   * INVOICE_SELLER_GSTIN it is the sample GSTIN, and `demo` makes invoices say so.
   */
  invoiceSeller: { name: string; gstin: string; demo: boolean };
  smsProvider: "console" | "msg91";
  /** Set when smsProvider is msg91. */
  msg91: Msg91Config | undefined;
  /** How long a send may take before the user is told it failed (and nothing is spent). */
  smsTimeoutMs: number;
  email: EmailConfig;
  /**
   * How often each process's outbox worker looks for messages due (docs/decisions/029); 0 runs
   * neither the worker nor the plan reminders in this process.
   */
  messagesPollIntervalMs: number;
  /**
   * Signs access and verification tokens and keys the one-time code hashes. Unset: a random
   * secret kept in DATA_DIR/auth-secret, which every process on this machine shares.
   */
  authSecret: string | undefined;
  /** ADMIN_PHONE and ADMIN_PASSWORD: an admin account created or promoted at every start. */
  admin: { phone: string; password: string } | undefined;
  seed: "demo" | "none";
  /** How many approved helpers the demo seed creates. */
  seedHelpers: number;
  logLevel: string;
  /** Absolute path of the built web app; it may not exist (API-only runs). */
  webDist: string;
  /** Requests per minute and client address on /api; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** One-time codes one client address may ask for per hour (the test browser is one address). */
  otpRequestsPerAddressPerHour: number;
  /** Contact-form messages one client address may send per hour. */
  contactMessagesPerAddressPerHour: number;
  /**
   * Helpers' numbers one account may open per hour through purchase-maid, so a stolen login
   * cannot scrape them; counted in the database, so it holds across API processes.
   */
  revealsPerAccountPerHour: number;
  /**
   * argon2 checks and hashes run at once, and how many more may wait; past that a login or
   * sign-up is answered 503 with Retry-After (lib/accounts/passwords.ts says why).
   */
  passwordHashesAtOnce: number;
  passwordHashQueue: number;
  /** How long answers that are the same for everyone (home page, lists) are reused; 0 = never. */
  cacheTtlMs: number;
  /** How old a verification record may be and still count for the Verified badge. */
  verificationValidDays: number;
  /**
   * Off: the client is the address that connected, whatever X-Forwarded-For says. Behind
   * proxies: trust X-Forwarded-For/-Proto from every proxy (true), from this many hops, or
   * from these addresses and ranges, so limits, logs and HSTS see the real client.
   */
  trustProxy: TrustProxy;
  /** How long start-up waits for an unreachable PostgreSQL (containers start in any order). */
  databaseConnectTimeoutSeconds: number;
  /** How long SIGTERM waits for requests in flight before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  /**
   * The site's address in canonical links, link previews, robots.txt and the sitemap
   * (`https://sahayi.in`, no trailing slash). Unset: taken from each request's Host header,
   * which a client chooses, so production sets it.
   */
  publicOrigin: string | undefined;
  /** Addresses in one sitemap file; more make /sitemap.xml an index of several files. */
  sitemapUrlsPerFile: number;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads configuration from environment variables. Relative paths are taken from the folder
 * the command was started in: npm sets INIT_CWD to it even when a workspace script runs
 * inside apps/api.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Connection strings may carry passwords, and secrets are secret: their values stay out of logs.
      const secret = name.endsWith("_URL") || /SECRET|PASSWORD|_KEY$/.test(name);
      const shown = secret ? "" : ` (got ${JSON.stringify(env[name])})`;
      return `${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration.\n  ${lines.join("\n  ")}`);
  }
  const e = parsed.data;
  const startDir = env.INIT_CWD ?? process.cwd();
  const fromStart = (value: string) => path.resolve(startDir, value);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR ? fromStart(e.DATA_DIR) : path.join(REPO_ROOT, "data"),
    databaseUrl: e.DATABASE_URL,
    databasePrepare: e.DATABASE_PREPARE !== "0",
    redisUrl: e.REDIS_URL,
    backupDir: e.BACKUP_DIR ? fromStart(e.BACKUP_DIR) : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(
            /\/+$/,
            "",
          ),
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? "",
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? "",
          forcePathStyle: e.S3_FORCE_PATH_STYLE === "1",
        }
      : undefined,
    paymentProvider: e.PAYMENT_PROVIDER,
    razorpay:
      e.PAYMENT_PROVIDER === "razorpay"
        ? {
            keyId: e.RAZORPAY_KEY_ID ?? "",
            keySecret: e.RAZORPAY_KEY_SECRET ?? "",
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? "",
            baseUrl: e.RAZORPAY_BASE_URL,
          }
        : undefined,
    paymentTimeoutMs: e.PAYMENT_TIMEOUT_MS,
    paymentReconcileIntervalSeconds: e.PAYMENT_RECONCILE_INTERVAL_SECONDS,
    retentionIntervalSeconds: e.RETENTION_INTERVAL_SECONDS,
    invoiceSeller: {
      name: e.INVOICE_SELLER_NAME ?? "Sahayi",
      gstin: e.INVOICE_SELLER_GSTIN ?? SAMPLE_GSTIN,
      demo: (e.INVOICE_SELLER_GSTIN ?? SAMPLE_GSTIN) === SAMPLE_GSTIN,
    },
    smsProvider: e.SMS_PROVIDER,
    msg91:
      e.SMS_PROVIDER === "msg91"
        ? {
            authKey: e.MSG91_AUTH_KEY ?? "",
            otp: {
              en: {
                templateId: e.MSG91_TEMPLATE_ID ?? "",
                dltTemplateId: e.MSG91_DLT_TEMPLATE_ID ?? "",
              },
              ml:
                e.MSG91_TEMPLATE_ID_ML && e.MSG91_DLT_TEMPLATE_ID_ML
                  ? {
                      templateId: e.MSG91_TEMPLATE_ID_ML,
                      dltTemplateId: e.MSG91_DLT_TEMPLATE_ID_ML,
                    }
                  : undefined,
            },
            senderId: e.MSG91_SENDER_ID,
            baseUrl: e.MSG91_BASE_URL,
            templates: {
              en: templatesOf(e, "en"),
              ml: templatesOf(e, "ml"),
            },
          }
        : undefined,
    smsTimeoutMs: e.SMS_TIMEOUT_MS,
    email:
      e.EMAIL_PROVIDER === "smtp"
        ? {
            provider: "smtp",
            url: e.SMTP_URL ?? "",
            from: e.EMAIL_FROM ?? "",
          }
        : { provider: "console" },
    messagesPollIntervalMs: e.MESSAGES_POLL_INTERVAL_MS,
    authSecret: e.AUTH_SECRET,
    admin:
      e.ADMIN_PHONE && e.ADMIN_PASSWORD
        ? { phone: e.ADMIN_PHONE, password: e.ADMIN_PASSWORD }
        : undefined,
    seed: e.SEED ?? (e.NODE_ENV === "production" ? "none" : "demo"),
    seedHelpers: e.SEED_HELPERS,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? fromStart(e.WEB_DIST) : path.join(REPO_ROOT, "apps/web/dist"),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    otpRequestsPerAddressPerHour: e.OTP_REQUESTS_PER_ADDRESS_PER_HOUR,
    contactMessagesPerAddressPerHour: e.CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR,
    revealsPerAccountPerHour: e.REVEALS_PER_ACCOUNT_PER_HOUR,
    passwordHashesAtOnce: e.PASSWORD_HASHES_AT_ONCE,
    passwordHashQueue: e.PASSWORD_HASH_QUEUE,
    cacheTtlMs: e.CACHE_TTL_MS,
    verificationValidDays: e.VERIFICATION_VALID_DAYS,
    trustProxy: e.TRUST_PROXY,
    databaseConnectTimeoutSeconds: e.DATABASE_CONNECT_TIMEOUT_SECONDS,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    publicOrigin: e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : undefined,
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
  };
}
