import { isIP } from "node:net";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@sahayi/contract";
import { z } from "zod";
import { optionalText } from "./optional-text.ts";

/**
 * Demo helpers on a first start: 140 constituencies, three each, and some more, so a search
 * for one constituency finds people (the demo seed goes round the constituencies in turn).
 */
export const DEMO_HELPERS_DEFAULT = 480;

/** The sitemap protocol's limit of addresses in one file; past it, a sitemap index. */
export const SITEMAP_URLS_PER_FILE_MAX = 50_000;

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

/** The process, its files, its address on the web, the admin it creates and the demo seed. */
export const serverSettings = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: optionalText,
  WEB_DIST: optionalText,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED: z.enum(["demo", "none"]).optional(),
  SEED_HELPERS: z.coerce.number().int().min(0).max(200_000).default(DEMO_HELPERS_DEFAULT),
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
  TRUST_PROXY: trustProxySchema,
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
};
