import { z } from "zod";
import { passwordField, phoneField } from "./accounts.ts";
import { fieldMessages } from "./messages.ts";

/**
 * The admin console (issue 12). Form and query schemas use the wire's field names, so a 400's
 * `fields` land on the inputs as they are.
 */

/** `npm run admin:create -- --phone … --password …` and ADMIN_PHONE / ADMIN_PASSWORD. */
export const adminAccountSchema = z.object({
  phone: phoneField(fieldMessages.phoneLoginInvalid),
  password: passwordField,
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** GET /api/admin/me: who is signed in to the console. */
export const adminMeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile_number: z.string(),
});
export type AdminMe = z.infer<typeof adminMeSchema>;
