import {
  apiErrorSchema,
  devEmailQuerySchema,
  devEmailResponseSchema,
  latestReceiptResponseSchema,
  outboxMessagesQuerySchema,
  outboxMessagesResponseSchema,
  outboxNotices,
  outboxPaths,
  outboxResendParamsSchema,
  outboxResendResponseSchema,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticate, currentUser } from "../../lib/accounts/auth.ts";
import { deliveredTo } from "../../lib/outbox/delivered.ts";
import { BEARER_AUTH } from "../../plugins/docs.ts";
import { latestReceipt, listMessages, resendMessage } from "./service.ts";

export interface OutboxRoutesOptions {
  /** EMAIL_PROVIDER=console outside production: GET /api/dev/email exists then. */
  devEmail: boolean;
}

/** The outbox as people see it: the admin's view of each message, a resend, the dev outbox. */
export const outboxRoutes: FastifyPluginAsyncZod<OutboxRoutesOptions> = async (
  app,
  { devEmail },
) => {
  const { db } = app;

  app.get(
    outboxPaths.latestReceipt,
    {
      preHandler: authenticate,
      schema: {
        operationId: "latestReceipt",
        tags: ["payments"],
        summary:
          "The phone (masked) the caller's newest receipt SMS was queued to, for the page after a purchase; null when none",
        security: [{ [BEARER_AUTH]: [] }],
        response: { 200: latestReceiptResponseSchema },
      },
    },
    (request) => latestReceipt(db, currentUser(request).id),
  );

  app.get(
    outboxPaths.adminMessages,
    {
      schema: {
        operationId: "adminListOutboxMessages",
        tags: ["admin"],
        summary:
          "A user's (user_id) or a helper's (helper_id) messages, newest first: queued, sent, or failed with the provider's answer",
        querystring: outboxMessagesQuerySchema,
        response: { 200: outboxMessagesResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({
      messages: await listMessages(db, {
        userId: request.query.user_id,
        helperPublicId: request.query.helper_id,
      }),
    }),
  );

  app.post(
    outboxPaths.adminResend,
    {
      schema: {
        operationId: "adminResendOutboxMessage",
        tags: ["admin"],
        summary: "Queues a failed message again, with a new day of retries (audited)",
        params: outboxResendParamsSchema,
        response: {
          200: outboxResendResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      message: outboxNotices.resent,
      item: await resendMessage(db, {
        adminUserId: currentUser(request).id,
        messageId: request.params.id,
      }),
    }),
  );

  if (!devEmail) return;
  app.get(
    outboxPaths.devEmail,
    {
      schema: {
        operationId: "listDevEmail",
        tags: ["development"],
        summary:
          "Development only (EMAIL_PROVIDER=console): the e-mails delivered to an address, newest first",
        querystring: devEmailQuerySchema,
        response: { 200: devEmailResponseSchema },
      },
    },
    async (request) => ({ messages: await deliveredTo(db, "email", request.query.to) }),
  );
};
