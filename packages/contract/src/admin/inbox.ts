import { z } from "zod";
import type { Endpoint } from "../paths.ts";
import { adminListQuerySchema, adminPageSchema } from "./console.ts";

/** The admin console's inbox: the messages of the contact form. */

/** The API paths of the inbox, kept out of paths.ts like the console's others. */
export const adminInboxPaths = {
  messages: "/api/admin/messages" as Endpoint<{ GET: AdminMessagesPage }>,
  messagesUnread: "/api/admin/messages/unread" as Endpoint<{ GET: AdminUnread }>,
  message: "/api/admin/messages/:id",
  messageOf: (id: number) => `/api/admin/messages/${id}` as Endpoint<{ GET: AdminMessage }>,
  messageRead: "/api/admin/messages/:id/read",
  messageReadOf: (id: number) =>
    `/api/admin/messages/${id}/read` as Endpoint<{ POST: AdminMessage }>,
} as const;

export const ADMIN_MESSAGE_SORTS = ["created_at", "name"] as const;

export const adminMessagesQuerySchema = adminListQuerySchema(
  ADMIN_MESSAGE_SORTS,
  "created_at",
).extend({
  read: z.enum(["read", "unread"], { error: "Read must be read or unread." }).optional(),
});
export type AdminMessagesQuery = z.infer<typeof adminMessagesQuerySchema>;

export const adminMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile_number: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.iso.datetime(),
  read_at: z.iso.datetime().nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessagesPageSchema = adminPageSchema(adminMessageSchema).extend({
  unread: z.number().int(),
});
export type AdminMessagesPage = z.infer<typeof adminMessagesPageSchema>;

export const adminUnreadSchema = z.object({ unread: z.number().int() });
export type AdminUnread = z.infer<typeof adminUnreadSchema>;

export const adminMessageReadSchema = z.object({
  read: z.boolean({ error: "Read must be true or false." }),
});
