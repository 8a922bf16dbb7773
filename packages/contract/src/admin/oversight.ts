import { z } from "zod";
import type { Endpoint } from "../paths.ts";
import { adminListQuerySchema, adminPageSchema } from "./console.ts";

/**
 * What an operator watches: the morning dashboard, the audit log of admin changes,
 * and who revealed a helper's contact.
 */

/** How many days the dashboard's charts cover, today included. */
export const DASHBOARD_DAYS = 14;

/** One day of a chart: the day in India (YYYY-MM-DD) and its figure. */
export const dashboardDaySchema = z.object({ day: z.iso.date(), value: z.number().int() });
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/** GET /api/admin/dashboard. Days and weeks are India's (IST); weeks start on Monday. */
export const adminDashboardSchema = z.object({
  registrations_waiting: z.number().int(),
  reports_waiting: z.number().int(),
  new_users_today: z.number().int(),
  new_users_this_week: z.number().int(),
  /** Paid plan purchases and registration fees, tax included, in paise. */
  revenue_this_week_paise: z.number().int(),
  revenue_this_month_paise: z.number().int(),
  /** The last DASHBOARD_DAYS days, oldest first, every day present (0 when nothing happened). */
  reveals_per_day: z.array(dashboardDaySchema),
  new_users_per_day: z.array(dashboardDaySchema),
  revenue_per_day_paise: z.array(dashboardDaySchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

// ---- audit log ------------------------------------------------------------------------------

export const ADMIN_AUDIT_SORTS = ["created_at", "action", "entity"] as const;

/** The audit log, newest first; narrowed to one thing with entity (and entity_id). */
export const adminAuditQuerySchema = adminListQuerySchema(ADMIN_AUDIT_SORTS, "created_at").extend({
  entity: z.string().trim().max(50, "Entity must be at most 50 characters.").optional(),
  entity_id: z.string().trim().max(50, "Entity id must be at most 50 characters.").optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  admin_user_id: z.number().int(),
  admin_name: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditPageSchema = adminPageSchema(adminAuditEntrySchema);
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;

// ---- who revealed a helper's contact ---------------------------------------------------------

export const adminRevealsQuerySchema = adminListQuerySchema(["created_at"], "created_at");
export type AdminRevealsQuery = z.infer<typeof adminRevealsQuerySchema>;

export const adminRevealSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  user_phone: z.string(),
  /** False when the user had bought this helper before: a repeat reveal costs nothing. */
  spent_enquiry: z.boolean(),
  created_at: z.iso.datetime(),
});
export type AdminReveal = z.infer<typeof adminRevealSchema>;

export const adminRevealsPageSchema = adminPageSchema(adminRevealSchema);
export type AdminRevealsPage = z.infer<typeof adminRevealsPageSchema>;

/** The routes of this module (not in paths.ts, which every visitor downloads). */
export const adminOversightPaths = {
  dashboard: "/api/admin/dashboard" as Endpoint<{ GET: AdminDashboard }>,
  auditLog: "/api/admin/audit-log" as Endpoint<{ GET: AdminAuditPage }>,
  helperReveals: "/api/admin/helpers/:id/reveals",
  helperRevealsOf: (id: string) =>
    `/api/admin/helpers/${encodeURIComponent(id)}/reveals` as Endpoint<{ GET: AdminRevealsPage }>,
} as const;
