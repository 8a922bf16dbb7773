import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page.ts";
import { adminPages } from "./admin-paths.ts";

/**
 * The admin console: one layout and its pages, each a chunk of its own. The app's
 * router adds this table on the first visit to /admin (app/router.tsx); the API refuses
 * non-admins whatever the browser loads.
 */
export const adminRoutes: RouteObject = {
  path: adminPages.dashboard.pattern,
  lazy: lazyPage(() => import("./admin-layout.tsx"), "AdminLayout"),
  children: [
    {
      index: true,
      lazy: lazyPage(() => import("./oversight/dashboard-page.tsx"), "DashboardPage"),
    },
    {
      path: adminPages.reports.pattern,
      lazy: lazyPage(() => import("./oversight/reports-page.tsx"), "ReportsPage"),
    },
    {
      path: adminPages.audit.pattern,
      lazy: lazyPage(() => import("./oversight/audit-page.tsx"), "AuditLogPage"),
    },
    {
      path: adminPages.review.pattern,
      lazy: lazyPage(() => import("./helpers/helpers-pages.tsx"), "ReviewQueuePage"),
    },
    {
      path: adminPages.helpers.pattern,
      lazy: lazyPage(() => import("./helpers/helpers-pages.tsx"), "HelpersPage"),
    },
    {
      path: adminPages.helper.pattern,
      lazy: lazyPage(() => import("./helpers/helper-page.tsx"), "AdminHelperPage"),
    },
    {
      path: adminPages.listingChanges.pattern,
      lazy: lazyPage(() => import("./helpers/listing-changes-page.tsx"), "ListingChangesPage"),
    },
    {
      path: adminPages.users.pattern,
      lazy: lazyPage(() => import("./users/users-page.tsx"), "UsersPage"),
    },
    {
      path: adminPages.user.pattern,
      lazy: lazyPage(() => import("./users/user-page.tsx"), "AdminUserPage"),
    },
    {
      path: adminPages.payments.pattern,
      lazy: lazyPage(() => import("./users/payments-page.tsx"), "PaymentsPage"),
    },
    {
      path: adminPages.inbox.pattern,
      lazy: lazyPage(() => import("./inbox/inbox-pages.tsx"), "InboxPage"),
    },
    {
      path: adminPages.message.pattern,
      lazy: lazyPage(() => import("./inbox/inbox-pages.tsx"), "AdminMessagePage"),
    },
    {
      path: "/admin/catalogue/*",
      lazy: lazyPage(() => import("./catalogue/catalogue-entry.tsx"), "CatalogueEntry"),
    },
  ],
};
