import { adminMessages } from "@sahayi/contract/admin/messages";
import { NavLink, Outlet } from "react-router";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { ApiError } from "../../lib/api-client.ts";
import { adminPages } from "./admin-paths.ts";
import { useAdminMe } from "./api.ts";
import { cataloguePaths } from "./catalogue/catalogue-paths.ts";
import { useUnreadMessages } from "./inbox/inbox-api.ts";

const links = [
  { to: adminPages.dashboard.href(), label: "Dashboard", end: true },
  { to: adminPages.review.href(), label: "Review queue" },
  { to: adminPages.helpers.href(), label: "Helpers" },
  { to: adminPages.listingChanges.href(), label: "Listing changes" },
  { to: adminPages.reports.href(), label: "Contact reports" },
  { to: adminPages.users.href(), label: "Users" },
  { to: adminPages.payments.href(), label: "Payments" },
  { to: adminPages.inbox.href(), label: "Messages", badge: "unread" },
  { to: cataloguePaths.plans(), label: "Plans" },
  { to: cataloguePaths.categories(), label: "Categories" },
  { to: cataloguePaths.banners(), label: "Banners" },
  { to: cataloguePaths.settings(), label: "Site settings" },
  { to: cataloguePaths.reference("districts"), label: "Reference lists" },
  { to: adminPages.audit.href(), label: "Audit log" },
];

/**
 * The admin console's frame: its own navigation and the page. Loaded only when someone opens
 * /admin (a chunk of its own). The server decides who is an admin; this only shows its answer.
 */
export function AdminLayout() {
  useDocumentTitle("Admin");
  const me = useAdminMe();
  const unread = useUnreadMessages(me.isSuccess).data?.unread ?? 0;
  if (me.isPending) return <p className="container-page py-8">Loading…</p>;
  if (me.isError) {
    const forbidden = me.error instanceof ApiError && me.error.status === 403;
    return (
      <p role="alert" className="container-page py-8">
        {forbidden ? adminMessages.adminOnly : me.error.message}
      </p>
    );
  }
  return (
    <div className="container-page flex flex-col gap-6 py-6 md:flex-row">
      <nav aria-label="Admin" className="md:w-48 md:shrink-0">
        <p className="mb-2 font-semibold">Admin</p>
        <ul className="flex flex-wrap gap-2 md:flex-col">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  `block rounded px-3 py-2 ${isActive ? "bg-brand-800 text-white" : "hover:bg-stone-100"}`
                }
              >
                {link.label}
                {"badge" in link && unread > 0 ? (
                  // The space keeps the link's name "Messages 3 unread", not "Messages3 unread".
                  <>
                    {" "}
                    <span className="rounded-full bg-red-700 px-2 text-white text-xs">
                      {unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  </>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="min-w-0 flex-1">
        <Outlet />
      </main>
    </div>
  );
}
