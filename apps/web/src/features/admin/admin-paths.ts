/**
 * The console's pages. Apart from the app's other paths (lib/paths.ts) because visitors never
 * download the console: these, like its routes (admin-routes.tsx), load with it.
 */
export const adminPages = {
  dashboard: { pattern: "/admin", href: () => "/admin" },
  review: { pattern: "/admin/review", href: () => "/admin/review" },
  helpers: { pattern: "/admin/helpers", href: () => "/admin/helpers" },
  reports: { pattern: "/admin/reports", href: () => "/admin/reports" },
  listingChanges: { pattern: "/admin/listing-changes", href: () => "/admin/listing-changes" },
  audit: { pattern: "/admin/audit-log", href: () => "/admin/audit-log" },
  helper: {
    pattern: "/admin/helpers/:id",
    href: (id: string) => `/admin/helpers/${encodeURIComponent(id)}`,
  },
  users: { pattern: "/admin/users", href: () => "/admin/users" },
  user: { pattern: "/admin/users/:id", href: (id: number) => `/admin/users/${id}` },
  payments: { pattern: "/admin/payments", href: () => "/admin/payments" },
  inbox: { pattern: "/admin/messages", href: () => "/admin/messages" },
  message: { pattern: "/admin/messages/:id", href: (id: number) => `/admin/messages/${id}` },
} as const;
