import {
  accountsPaths,
  apiErrorSchema,
  devSmsQuerySchema,
  devSmsResponseSchema,
  requestOtpResponseSchema,
  requestOtpSchema,
  verifyOtpResponseSchema,
  verifyOtpSchema,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLocale } from "../../lib/locale.ts";
import { deliveredTo } from "../../lib/outbox/delivered.ts";
import { limit } from "../../lib/route-policy.ts";
import type { ConsoleSms, SmsProvider } from "../../lib/sms.ts";
import { requestOtp, verifyOtp } from "./otp.ts";

export interface OtpRoutesOptions {
  sms: SmsProvider;
  /** Present only with SMS_PROVIDER=console outside production: GET /api/dev/sms exists then. */
  outbox: ConsoleSms | undefined;
  requestsPerAddressPerHour: number;
}

export const otpRoutes: FastifyPluginAsyncZod<OtpRoutesOptions> = async (
  app,
  { sms, outbox, requestsPerAddressPerHour },
) => {
  const deps = {
    db: app.db,
    sms,
    tokens: app.tokens,
    log: (error: unknown, message: string) => app.log.warn({ err: error }, message),
    requestsPerAddressPerHour,
  };

  app.post(
    accountsPaths.requestOtp,
    {
      // A burst guard in memory; the hourly limits per phone and address are in the database.
      config: { rateLimit: limit(30, "minute") },
      schema: {
        operationId: "requestOtp",
        tags: ["accounts"],
        summary:
          "Sends a 4-digit code to the phone (never returned); 429 with Retry-After within 60 s of the last one or past the hourly limits",
        body: requestOtpSchema,
        response: { 200: requestOtpResponseSchema, 502: apiErrorSchema },
      },
    },
    (request) =>
      requestOtp(deps, {
        phone: request.body.mobile_number,
        purpose: request.body.purpose,
        address: request.ip,
        locale: requestLocale(request),
      }),
  );

  app.post(
    accountsPaths.verifyOtp,
    {
      config: { rateLimit: limit(30, "minute") },
      schema: {
        operationId: "verifyOtp",
        tags: ["accounts"],
        summary:
          "Checks a code (5 tries, 5 minutes) and answers a verification token bound to the phone and purpose",
        body: verifyOtpSchema,
        response: { 200: verifyOtpResponseSchema },
      },
    },
    (request) =>
      verifyOtp(deps, {
        phone: request.body.mobile_number,
        purpose: request.body.purpose,
        otp: request.body.otp,
      }),
  );

  if (!outbox) return;
  app.get(
    accountsPaths.devSms,
    {
      schema: {
        operationId: "listDevSms",
        tags: ["development"],
        summary:
          "Development only: the messages the console SMS provider sent to a phone (codes, and the outbox's messages from every process), newest first",
        querystring: devSmsQuerySchema,
        response: { 200: devSmsResponseSchema },
      },
    },
    async (request) => {
      const phone = request.query.mobile_number;
      const queued = (await deliveredTo(app.db, "sms", phone)).map(({ to, text, created_at }) => ({
        to,
        text,
        created_at,
      }));
      const messages = [...outbox.messagesTo(phone), ...queued].sort((a, b) =>
        b.created_at.localeCompare(a.created_at),
      );
      return { messages };
    },
  );
};
