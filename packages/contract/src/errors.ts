import { z } from "zod";

export const errorCodes = [
  "VALIDATION_FAILED",
  "MALFORMED_JSON",
  "BAD_REQUEST",
  "BAD_URL",
  "URL_TOO_LONG",
  "HEADERS_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "METHOD_NOT_ALLOWED",
  "REQUEST_TIMEOUT",
  "NOT_FOUND",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NO_ACTIVE_PLAN",
  "ENQUIRY_LIMIT_REACHED",
  "SHORTLIST_FULL",
  "HELPER_PAUSED",
  "NOT_REGISTERED",
  "NOT_LISTED",
  "LINK_INVALID",
  "LINK_EXPIRED",
  "LINK_USED",
  "CONFLICT",
  "PAYMENT_INVALID",
  "PAYMENT_PROVIDER_FAILED",
  "PAYMENT_PROVIDER_UNAVAILABLE",
  "INVALID_CREDENTIALS",
  "ACCOUNT_DISABLED",
  "VERIFICATION_REQUIRED",
  "OTP_INVALID",
  "OTP_EXPIRED",
  "OTP_TOO_MANY_TRIES",
  "SMS_FAILED",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  "DATABASE_UNAVAILABLE",
  "SERVER_BUSY",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The one error shape on the wire. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
