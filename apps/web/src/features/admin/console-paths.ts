/**
 * Links to the console's users, payments and inbox pages (routes users/:id?, payments,
 * messages/:id? under /admin in app/router.tsx). Kept out of lib/paths.ts, which is in every
 * visitor's first download; only console pages link here.
 */
export const consoleHrefs = {
  users: () => "/admin/users",
  user: (id: number) => `/admin/users/${id}`,
  payments: () => "/admin/payments",
  inbox: () => "/admin/messages",
  message: (id: number) => `/admin/messages/${id}`,
} as const;
