import { z } from "zod";
import { passwordField, phoneField } from "./accounts.ts";
import { adminMessages } from "./admin-messages.ts";
import { maidIdSchema } from "./catalog.ts";
import { fieldMessages } from "./messages.ts";
import { boundedInt, dbId, mustBeIdFromTheList } from "./numbers.ts";
import type { Endpoint } from "./paths.ts";

/**
 * The admin console. Form and query schemas use the wire's field names, so a 400's
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

/**
 * The admin console's API. Every path under /api/admin/ answers 401 without a login, 403 to
 * a non-admin, and `private, no-store` (a stable interface, decision 036). Here, not in
 * paths.ts, whose module every visitor downloads: only the console uses these.
 */
export const adminPaths = {
  prefix: "/api/admin/",
  me: "/api/admin/me" as Endpoint<{ GET: AdminMe }>,
  helpers: "/api/admin/helpers" as Endpoint<{ GET: AdminHelpersPage }>,
  helper: "/api/admin/helpers/:id",
  helperOf: (id: string) =>
    `/api/admin/helpers/${encodeURIComponent(id)}` as Endpoint<{ GET: AdminHelperDetail }>,
  approve: "/api/admin/helpers/:id/approve",
  reject: "/api/admin/helpers/:id/reject",
  suspend: "/api/admin/helpers/:id/suspend",
  restore: "/api/admin/helpers/:id/restore",
  helperAction: (id: string, action: "approve" | "reject" | "suspend" | "restore") =>
    `/api/admin/helpers/${encodeURIComponent(id)}/${action}` as Endpoint<{
      POST: AdminActionResponse;
    }>,
} as const;

// ---- tables: server-side sort, search and pages ------------------------------------------

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
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
    page_size: pageSizeField.default(20),
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

// ---- helpers (review queue, list, suspend) ------------------------------------------------

/** review_status in the database; `pending` is the "under review". */
export const helperStatuses = [
  "awaiting_payment",
  "pending",
  "approved",
  "rejected",
  "suspended",
] as const;
export type HelperStatus = (typeof helperStatuses)[number];

export const ADMIN_HELPER_SORTS = ["created_at", "name", "status", "district"] as const;

export const adminHelpersQuerySchema = adminListQuerySchema(
  ADMIN_HELPER_SORTS,
  "created_at",
).extend({
  status: z
    .enum(helperStatuses, { error: `Status must be one of ${helperStatuses.join(", ")}.` })
    .optional(),
  district_id: dbId(mustBeIdFromTheList("District")).optional(),
});
export type AdminHelpersQuery = z.infer<typeof adminHelpersQuerySchema>;

export const adminHelperRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile_number: z.string(),
  district: z.string(),
  status: z.enum(helperStatuses),
  profile_picture: z.string(),
  created_at: z.iso.datetime(),
});
export type AdminHelperRow = z.infer<typeof adminHelperRowSchema>;

export const adminHelpersPageSchema = adminPageSchema(adminHelperRowSchema);
export type AdminHelpersPage = z.infer<typeof adminHelpersPageSchema>;

export const adminHelperPaymentSchema = z.object({
  id: z.number().int(),
  status: z.enum(["created", "paid", "failed"]),
  total_paise: z.number().int(),
  provider: z.string(),
  provider_order_id: z.string(),
  provider_payment_id: z.string().nullable(),
  paid_at: z.iso.datetime().nullable(),
});

/** Every field of a helper, the photo and gallery at full size, and its registration payments. */
export const adminHelperDetailSchema = adminHelperRowSchema.extend({
  whatsapp_number: z.string(),
  email: z.string(),
  address: z.string(),
  constituency: z.string(),
  pincode: z.string(),
  age: z.number().int(),
  date_of_birth: z.string(),
  gender: z.string(),
  caste: z.string(),
  language: z.string(),
  shift: z.string(),
  experience_years: z.number().int(),
  about: z.string().nullable(),
  categories: z.array(z.string()),
  gallery: z.array(z.string()),
  rejection_reason: z.string().nullable(),
  reviewed_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime(),
  payments: z.array(adminHelperPaymentSchema),
});
export type AdminHelperDetail = z.infer<typeof adminHelperDetailSchema>;

export const adminHelperParamsSchema = z.object({ id: maidIdSchema });

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

export const adminActionResponseSchema = z.object({
  message: z.string(),
  status: z.enum(helperStatuses),
});
export type AdminActionResponse = z.infer<typeof adminActionResponseSchema>;
