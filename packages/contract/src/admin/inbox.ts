import { z } from "zod";
import { adminListQuerySchema, adminPageSchema } from "./console.ts";

/** The admin console's inbox: the messages of the contact form (paths in users.ts). */

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

export const adminMessageReadSchema = z.object({
  read: z.boolean({ error: "Read must be true or false." }),
});
