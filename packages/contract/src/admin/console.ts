import { z } from "zod";
import { passwordField, phoneField } from "../accounts.ts";
import { MAID_IMAGE_TYPES } from "../constants.ts";
import { fieldMessages } from "../messages.ts";
import { boundedInt, dbId } from "../numbers.ts";
import type { Endpoint } from "../paths.ts";
import { adminMessages } from "./messages.ts";

/**
 * The admin console's shared pieces: the admin account, its API's paths, the tables'
 * queries and pages, a reason, and uploaded pictures. Each room (helpers, users, inbox,
 * catalogue, oversight) has its own module beside this one (decision 038). Form and query
 * schemas use the wire's field names, so a 400's `fields` land on the inputs as they are.
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

/**
 * The admin console's API. Every path under /api/admin/ answers 401 without a login, 403 to
 * a non-admin, and `private, no-store` (a stable interface, decision 036). Here, not in
 * paths.ts, whose module every visitor downloads: only the console uses these. Each room's
 * paths are in its own module, beside the answers they name.
 */
export const adminPaths = {
  prefix: "/api/admin/",
  me: "/api/admin/me" as Endpoint<{ GET: AdminMe }>,
} as const;

// ---- tables: server-side sort, search and pages ------------------------------------------

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
/** Rows on one page of an admin table that asks for no other number. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_SEARCH_MAX_LENGTH = 100;
export const ADMIN_REASON_MAX_LENGTH = 500;

const pageField = boundedInt({
  min: 1,
  max: 100_000,
  message: "Page must be a whole number from 1.",
});
const pageSizeField = boundedInt({
  min: 1,
  max: 100,
  message: "Page size must be a whole number from 1 to 100.",
});
const searchField = z
  .string()
  .trim()
  .max(ADMIN_SEARCH_MAX_LENGTH, `Search must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters.`);

/** The query of every admin table: which page, how many, sorted by what, searched for what. */
export function adminListQuerySchema<const Sort extends readonly [string, ...string[]]>(
  sorts: Sort,
  defaultSort: Sort[number],
) {
  return z.object({
    page: pageField.default(1),
    page_size: pageSizeField.default(ADMIN_PAGE_SIZE),
    sort: z
      .enum(sorts, { error: `Sort must be one of ${sorts.join(", ")}.` })
      .default(defaultSort as never),
    order: z.enum(["asc", "desc"], { error: "Order must be asc or desc." }).default("desc"),
    q: searchField.optional(),
  });
}

export const adminPageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

/** The `:id` of every other admin route (users, payments, messages, plans, categories …). */
export const adminIdParamsSchema = z.object({ id: dbId("Id must be a whole number from 1.") });

/** Reject and suspend say why; the reason is kept (and sent to the helper on a rejection). */
export const adminReasonSchema = z.object({
  reason: z
    .string({ error: adminMessages.reasonRequired })
    .trim()
    .min(1, adminMessages.reasonRequired)
    .max(ADMIN_REASON_MAX_LENGTH, `Reason must be at most ${ADMIN_REASON_MAX_LENGTH} characters.`),
});
export type AdminReason = z.infer<typeof adminReasonSchema>;

// ---- pictures ----------------------------------------------------------------------------

/**
 * A picture (a category's, a banner, a helper's photo) is uploaded first (POST
 * /api/admin/images or a helper's photo route, multipart, one `image`), through the same
 * pipeline as people's photos; the forms then save its key.
 */

export const ADMIN_IMAGE_FIELD = "image";
/** Banners are wide photographs: more room than a helper's photo. */
export const ADMIN_IMAGE_MAX_BYTES = 5_000_000;
export const ADMIN_IMAGE_TYPES = MAID_IMAGE_TYPES;

export const adminImageSchema = z.object({ key: z.string(), url: z.string() });
export type AdminImage = z.infer<typeof adminImageSchema>;
