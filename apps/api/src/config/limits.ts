import { availableParallelism } from "node:os";
import {
  CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR,
  OTP_REQUESTS_PER_ADDRESS_PER_HOUR,
  REVEALS_PER_ACCOUNT_PER_HOUR,
} from "@sahayi/contract";
import { z } from "zod";

/** Rate limits, password hashing at once, caching, and how long records count or stay. */
export const limitSettings = {
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
  RETENTION_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
};
