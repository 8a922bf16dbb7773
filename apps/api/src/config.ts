import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  CGST_RATE,
  CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR,
  KERALA_STATE_CODE,
  MESSAGE_KINDS,
  type MessageKind,
  OTP_REQUESTS_PER_ADDRESS_PER_HOUR,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REVEALS_PER_ACCOUNT_PER_HOUR,
  SGST_RATE,
} from "@sahayi/contract";
import { z } from "zod";
import { isValidGstin, SAMPLE_GSTIN } from "./lib/gstin.ts";

/**
 * Demo helpers on a first start: 140 constituencies, three each, and some more, so a search
 * for one constituency finds people (the demo seed goes round the constituencies in turn).
 */
export const DEMO_HELPERS_DEFAULT = 480;

/** Where Amazon S3 is unless S3_ENDPOINT names another store; other stores ignore it or want it. */
const S3_REGION_DEFAULT = "us-east-1";

/** The sitemap protocol's limit of addresses in one file; past it, a sitemap index. */
export const SITEMAP_URLS_PER_FILE_MAX = 50_000;

/** Every plan's price has CGST and SGST added at checkout (docs/decisions/026). */
const PLANS_CARRY_GST = CGST_RATE + SGST_RATE > 0;

/** The repository root, found from this file so it does not depend on the working directory. */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

const optionalText = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string().optional(),
);

/** Where requests come from when they pass through proxies: see TRUST_PROXY in the README. */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for the loopback, link-local and private ranges. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry) !== 0) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0 || !bits || !/^[0-9]{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

const trustProxySchema = optionalText.transform((value, ctx): TrustProxy => {
  const text = value?.trim().toLowerCase() ?? "false";
  if (text === "false") return false;
  if (text === "true") return true;
  // A hop count: the client is that many addresses from the right of X-Forwarded-For.
  if (/^[0-9]{1,2}$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  ctx.addIssue({
    code: "custom",
    message:
      "must be true, false, a hop count, or a comma-separated list of proxy addresses or CIDR ranges",
  });
  return z.NEVER;
});

/** MSG91_TEMPLATE_RECEIPT, MSG91_TEMPLATE_HELPER_APPROVED …: one DLT template per kind. */
const templateVariable = (kind: MessageKind) => `MSG91_TEMPLATE_${kind.toUpperCase()}`;
const templateSchemas = Object.fromEntries(
  MESSAGE_KINDS.map((kind) => [templateVariable(kind), optionalText]),
) as Record<string, typeof optionalText>;

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATA_DIR: optionalText,
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    DATABASE_PREPARE: optionalText.pipe(z.enum(["0", "1"], { error: "must be 0 or 1" }).optional()),
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
        .optional(),
    ),
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          "must be a bucket name (3 to 63 of a-z 0-9 . -)",
        )
        .optional(),
    ),
    S3_ENDPOINT: optionalText.pipe(
      z
        .url({
          protocol: /^https?$/,
          error: "must be an http(s) URL such as https://s3.example.com",
        })
        .optional(),
    ),
    S3_REGION: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, "must be a region name such as us-east-1")
        .default(S3_REGION_DEFAULT),
    ),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: optionalText.pipe(
      z.enum(["0", "1"], { error: "must be 0 or 1" }).optional(),
    ),
    BACKUP_DIR: optionalText,
    PAYMENT_PROVIDER: z.enum(["sandbox", "razorpay"]).default("sandbox"),
    /** "1" lets a production server take sandbox payments anyway (a demo); see superRefine. */
    ALLOW_SANDBOX_PAYMENTS: optionalText.pipe(
      z.enum(["0", "1"], { error: "must be 0 or 1" }).optional(),
    ),
    RAZORPAY_KEY_ID: optionalText.pipe(
      z
        .string()
        .regex(
          /^rzp_(test|live)_[A-Za-z0-9]{8,32}$/,
          "must be a Razorpay key id (rzp_test_… or rzp_live_…)",
        )
        .optional(),
    ),
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    RAZORPAY_BASE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
      .default("https://api.razorpay.com"),
    PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    RETENTION_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
    INVOICE_SELLER_NAME: optionalText.pipe(z.string().max(100).optional()),
    INVOICE_SELLER_GSTIN: optionalText.pipe(
      z
        .string()
        .refine(
          isValidGstin,
          `must be a 15-character GSTIN with its check character right (e.g. ${SAMPLE_GSTIN})`,
        )
        .refine(
          (gstin) => gstin.startsWith(KERALA_STATE_CODE),
          `must be registered in Kerala (state code ${KERALA_STATE_CODE}): invoices charge CGST and SGST, not IGST`,
        )
        .optional(),
    ),
    SMS_PROVIDER: z.enum(["console", "msg91"]).default("console"),
    MSG91_AUTH_KEY: optionalText,
    MSG91_TEMPLATE_ID: optionalText,
    MSG91_DLT_TEMPLATE_ID: optionalText.pipe(
      z
        .string()
        .regex(/^[0-9]{19}$/, "must be the 19-digit template id from the DLT portal")
        .optional(),
    ),
    MSG91_SENDER_ID: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z]{6}$/, "must be the 6-letter sender id (header) registered on DLT")
        .optional(),
    ),
    MSG91_BASE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
      .default("https://control.msg91.com"),
    SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    ...templateSchemas,
    EMAIL_PROVIDER: z.enum(["console", "smtp"]).default("console"),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must start with smtp:// or smtps:// (smtp://user:pass@host:587)")
        .refine(URL.canParse, "must be a URL such as smtp://user:pass@host:587")
        .optional(),
    ),
    EMAIL_FROM: optionalText.pipe(
      z
        .string()
        .regex(
          /^([^<>]+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
          "must be an address, or a name and an address: Sahayi <hello@sahayi.in>",
        )
        .optional(),
    ),
    MESSAGES_POLL_INTERVAL_MS: z.coerce
      .number()
      .int()
      .refine((ms) => ms === 0 || (ms >= 100 && ms <= 600_000), "must be 0 (off) or 100 to 600000")
      .default(1000),
    AUTH_SECRET: optionalText.pipe(
      z.string().min(32, "must be at least 32 characters (e.g. openssl rand -hex 32)").optional(),
    ),
    ADMIN_PHONE: optionalText.pipe(
      z
        .string()
        .regex(/^[0-9]{10}$/, "must be a 10-digit phone number")
        .optional(),
    ),
    ADMIN_PASSWORD: optionalText.pipe(
      z
        .string()
        .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
        .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)
        .optional(),
    ),
    SEED: z.enum(["demo", "none"]).optional(),
    SEED_HELPERS: z.coerce.number().int().min(0).max(200_000).default(DEMO_HELPERS_DEFAULT),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    WEB_DIST: optionalText,
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
    OTP_REQUESTS_PER_ADDRESS_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .default(OTP_REQUESTS_PER_ADDRESS_PER_HOUR),
    CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .default(CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR),
    REVEALS_PER_ACCOUNT_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(REVEALS_PER_ACCOUNT_PER_HOUR),
    PASSWORD_HASHES_AT_ONCE: z.coerce
      .number()
      .int()
      .min(1)
      .max(64)
      .default(Math.max(1, Math.floor(availableParallelism() / 2))),
    PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
    CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
    VERIFICATION_VALID_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
    TRUST_PROXY: trustProxySchema,
    DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    PUBLIC_ORIGIN: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://sahayi.in" })
        .refine((text) => {
          if (!URL.canParse(text)) return true; // .url() has said what is wrong
          const url = new URL(text);
          return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
        }, "must be an origin only (scheme, host and port), without a path, query or user")
        .optional(),
    ),
    SITEMAP_URLS_PER_FILE: z.coerce
      .number()
      .int()
      .min(1)
      .max(SITEMAP_URLS_PER_FILE_MAX)
      .default(SITEMAP_URLS_PER_FILE_MAX),
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
    if (env.EMAIL_PROVIDER === "smtp") required(["SMTP_URL", "EMAIL_FROM"], "EMAIL_PROVIDER=smtp");
    if (env.S3_BUCKET) required(["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"], "S3_BUCKET is set");
    if (env.ADMIN_PHONE) required(["ADMIN_PASSWORD"], "ADMIN_PHONE is set");
    if (env.ADMIN_PASSWORD) required(["ADMIN_PHONE"], "ADMIN_PASSWORD is set");
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

/** The MSG91 account and the OTP template registered on DLT (India's SMS registry). */
export interface Msg91Config {
  authKey: string;
  /** MSG91's id of the OTP template, which carries the variable `otp`. */
  templateId: string;
  /** The same template's id on the DLT portal; operators drop messages without it. */
  dltTemplateId: string;
  senderId: string | undefined;
  baseUrl: string;
  /** MSG91's template of each kind of outbox message; a kind without one is not sent by SMS. */
  templates: Partial<Record<MessageKind, string>>;
}

/** Where e-mail goes: the log and the development outbox, or an SMTP server. */
export type EmailConfig = { provider: "console" } | { provider: "smtp"; url: string; from: string };
/** An S3-compatible bucket that holds the uploaded images instead of DATA_DIR/uploads. */
export interface S3Config {
  bucket: string;
  /** The store's address, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO server. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket in the path (`endpoint/bucket/key`) rather than in the host name. */
  forcePathStyle: boolean;
}

/** The Razorpay account: API keys for orders and signatures, and the webhook's own secret. */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where Razorpay's API is (tests point the SDK at a local fake). */
  baseUrl: string;
}

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
   * sign-up is answered 503 with Retry-After (lib/passwords.ts says why).
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
            templateId: e.MSG91_TEMPLATE_ID ?? "",
            dltTemplateId: e.MSG91_DLT_TEMPLATE_ID ?? "",
            senderId: e.MSG91_SENDER_ID,
            baseUrl: e.MSG91_BASE_URL,
            templates: Object.fromEntries(
              MESSAGE_KINDS.flatMap((kind) => {
                const id = (e as Record<string, unknown>)[templateVariable(kind)];
                return typeof id === "string" ? [[kind, id]] : [];
              }),
            ),
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
