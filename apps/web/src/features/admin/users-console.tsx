import { useParams } from "react-router";
import { AdminMessagePage, InboxPage } from "./inbox-pages.tsx";
import { AdminUserPage } from "./user-page.tsx";
import { UsersPage } from "./users-page.tsx";

/**
 * The users, payments and inbox pages as one route module with three router entries
 * (users/:id?, payments, messages/:id?): every route entry is bytes in the router, which is
 * in every visitor's first download (the 150 kB budget of first-download.test.ts).
 */
export { PaymentsPage } from "./payments-page.tsx";

/** /admin/users and /admin/users/:id */
export function UsersRoute() {
  return useParams().id === undefined ? <UsersPage /> : <AdminUserPage />;
}

/** /admin/messages and /admin/messages/:id */
export function InboxRoute() {
  return useParams().id === undefined ? <InboxPage /> : <AdminMessagePage />;
}
