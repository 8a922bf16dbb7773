import { z } from "zod";
import { boundedInt } from "../numbers.ts";
import type { Endpoint } from "../paths.ts";
import { adminListQuerySchema, adminPageSchema, adminReasonSchema } from "./console.ts";

/**
 * The admin console's users and payments. Bodies use the wire's field names, so a 400's
 * `fields` land on the form's inputs as they are.
 */

export const ADMIN_GRANT_MAX_ENQUIRIES = 1000;
export const ADMIN_EXTEND_MAX_DAYS = 3650;
/** The length of a grant subscription made for a user with none running, unless the admin says. */
export const ADMIN_GRANT_DEFAULT_DAYS = 30;

/**
 * The API paths of these pages, kept out of paths.ts: that module is in every visitor's first
 * download, and visitors never open the console.
 */
export const adminUsersPaths = {
  users: "/api/admin/users" as Endpoint<{ GET: AdminUsersPage }>,
  user: "/api/admin/users/:id",
  userOf: (id: number) => `/api/admin/users/${id}` as Endpoint<{ GET: AdminUserDetail }>,
  userGrant: "/api/admin/users/:id/grant-enquiries",
  userDisable: "/api/admin/users/:id/disable",
  userEnable: "/api/admin/users/:id/enable",
  userAction: (id: number, action: "grant-enquiries" | "disable" | "enable") =>
    `/api/admin/users/${id}/${action}` as Endpoint<{ POST: AdminUserActionResponse }>,
  subscriptionExtend: "/api/admin/subscriptions/:id/extend",
  subscriptionExtendOf: (id: number) =>
    `/api/admin/subscriptions/${id}/extend` as Endpoint<{ POST: AdminUserActionResponse }>,
  payments: "/api/admin/payments" as Endpoint<{ GET: AdminPaymentsPage }>,
  paymentReconcile: "/api/admin/payments/:id/reconcile",
  paymentReconcileOf: (id: number) =>
    `/api/admin/payments/${id}/reconcile` as Endpoint<{ POST: AdminReconcileResponse }>,
} as const;

// ---- users -------------------------------------------------------------------------------

export const ADMIN_USER_SORTS = ["created_at", "name", "mobile_number", "role"] as const;

export const adminUsersQuerySchema = adminListQuerySchema(ADMIN_USER_SORTS, "created_at");
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile_number: z.string(),
  role: z.enum(["user", "admin"]),
  created_at: z.iso.datetime(),
  /** Some subscription runs now. */
  active_plan: z.boolean(),
  remaining_enquiries: z.number().int(),
  disabled_at: z.iso.datetime().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersPageSchema = adminPageSchema(adminUserRowSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const adminSubscriptionSchema = z.object({
  id: z.number().int(),
  /** The plan's title; a grant made with no plan running says so. */
  plan: z.string(),
  /** Made by an admin's grant, not bought. */
  granted: z.boolean(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  running: z.boolean(),
  enquiries_total: z.number().int(),
  enquiries_used: z.number().int(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const paymentStatuses = ["created", "paid", "failed"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const adminPaymentRowSchema = z.object({
  id: z.number().int(),
  status: z.enum(paymentStatuses),
  /** subscription (a household's plan) or maid_registration (a helper's fee). */
  kind: z.enum(["subscription", "maid_registration"]),
  plan: z.string(),
  total_paise: z.number().int(),
  /** Who paid: the user's or the helper's name and phone. */
  payer_name: z.string(),
  payer_phone: z.string(),
  user_id: z.number().int().nullable(),
  provider: z.string(),
  provider_order_id: z.string(),
  provider_payment_id: z.string().nullable(),
  created_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
  /** The newest provider event about this order that could not be applied, in words. */
  anomaly: z.string().nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

export const adminPurchasedHelperSchema = z.object({
  id: z.string(),
  name: z.string(),
  purchased_at: z.iso.datetime(),
});

export const adminUserDetailSchema = adminUserRowSchema.extend({
  whatsapp_number: z.string(),
  email: z.string(),
  address: z.string(),
  district: z.string().nullable(),
  pincode: z.string(),
  total_enquiries: z.number().int(),
  subscriptions: z.array(adminSubscriptionSchema),
  payments: z.array(adminPaymentRowSchema),
  purchased_helpers: z.array(adminPurchasedHelperSchema),
  /** When the account was deleted (its personal fields are erased); null while it is open. */
  deleted_at: z.iso.datetime().nullable(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminGrantSchema = adminReasonSchema.extend({
  enquiries: boundedInt({
    min: 1,
    max: ADMIN_GRANT_MAX_ENQUIRIES,
    message: `Enquiries must be a whole number from 1 to ${ADMIN_GRANT_MAX_ENQUIRIES}.`,
  }),
  /** Only used when no subscription runs: how long the grant subscription lasts. */
  days: boundedInt({
    min: 1,
    max: ADMIN_EXTEND_MAX_DAYS,
    message: `Days must be a whole number from 1 to ${ADMIN_EXTEND_MAX_DAYS}.`,
  }).default(ADMIN_GRANT_DEFAULT_DAYS),
});
export type AdminGrant = z.infer<typeof adminGrantSchema>;

export const adminExtendSchema = adminReasonSchema.extend({
  days: boundedInt({
    min: 1,
    max: ADMIN_EXTEND_MAX_DAYS,
    message: `Days must be a whole number from 1 to ${ADMIN_EXTEND_MAX_DAYS}.`,
  }),
});
export type AdminExtend = z.infer<typeof adminExtendSchema>;

/** The answer of a change to a user: what was done, and the user as it is now. */
export const adminUserActionResponseSchema = z.object({
  message: z.string(),
  user: adminUserDetailSchema,
});
export type AdminUserActionResponse = z.infer<typeof adminUserActionResponseSchema>;

// ---- payments ----------------------------------------------------------------------------

export const ADMIN_PAYMENT_SORTS = ["created_at", "paid_at", "total_paise", "status"] as const;

export const adminPaymentsQuerySchema = adminListQuerySchema(
  ADMIN_PAYMENT_SORTS,
  "created_at",
).extend({
  status: z
    .enum(paymentStatuses, { error: `Status must be one of ${paymentStatuses.join(", ")}.` })
    .optional(),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

export const adminPaymentsPageSchema = adminPageSchema(adminPaymentRowSchema);
export type AdminPaymentsPage = z.infer<typeof adminPaymentsPageSchema>;

/** What asking the provider about one order found. */
export const reconcileOutcomes = ["granted", "already_paid", "unpaid"] as const;
export type ReconcileOutcome = (typeof reconcileOutcomes)[number];

export const adminReconcileResponseSchema = z.object({
  outcome: z.enum(reconcileOutcomes),
  message: z.string(),
  payment: adminPaymentRowSchema,
});
export type AdminReconcileResponse = z.infer<typeof adminReconcileResponseSchema>;
