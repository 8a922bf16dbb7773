import {
  adminIdParamsSchema,
  adminInboxPaths,
  adminMessageReadSchema,
  adminMessageSchema,
  adminMessagesPageSchema,
  adminMessagesQuerySchema,
  adminUnreadSchema,
  apiErrorSchema,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../../lib/accounts/auth.ts";
import { getMessage, listMessages, markMessage, unreadCount } from "./inbox.ts";

const tags = ["admin"];

/** The contact-form inbox: the table, the unread count for the nav, a message, read / unread. */
export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    adminInboxPaths.messages,
    {
      schema: {
        operationId: "adminListMessages",
        tags,
        summary: "Contact-form messages, a page at a time: read / unread, search, sort",
        querystring: adminMessagesQuerySchema,
        response: { 200: adminMessagesPageSchema, 400: apiErrorSchema },
      },
    },
    (request) => listMessages(db, request.query),
  );

  app.get(
    adminInboxPaths.messagesUnread,
    {
      schema: {
        operationId: "adminUnreadMessages",
        tags,
        summary: "How many contact-form messages are unread",
        response: { 200: adminUnreadSchema },
      },
    },
    async () => ({ unread: await unreadCount(db) }),
  );

  app.get(
    adminInboxPaths.message,
    {
      schema: {
        operationId: "adminGetMessage",
        tags,
        summary: "One contact-form message in full",
        params: adminIdParamsSchema,
        response: { 200: adminMessageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => getMessage(db, request.params.id),
  );

  app.post(
    adminInboxPaths.messageRead,
    {
      schema: {
        operationId: "adminMarkMessage",
        tags,
        summary: "Marks a contact-form message read (read: true) or unread (read: false)",
        params: adminIdParamsSchema,
        body: adminMessageReadSchema,
        response: {
          200: adminMessageSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    (request) =>
      markMessage(
        { db, adminUserId: currentUser(request).id },
        { id: request.params.id, read: request.body.read },
      ),
  );
};
