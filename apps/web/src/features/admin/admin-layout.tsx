import { adminMessages } from "@sahayi/contract/admin-messages";
import { NavLink, Outlet } from "react-router";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { ApiError } from "../../lib/api-client.ts";
import { paths } from "../../lib/paths.ts";
import { useAdminMe } from "./api.ts";
import { cataloguePaths } from "./catalogue-paths.ts";

const links = [
  { to: paths.adminReview.href(), label: "Review queue" },
  { to: paths.adminHelpers.href(), label: "Helpers" },
  { to: cataloguePaths.plans(), label: "Plans" },
  { to: cataloguePaths.categories(), label: "Categories" },
  { to: cataloguePaths.banners(), label: "Banners" },
  { to: cataloguePaths.settings(), label: "Site settings" },
  { to: cataloguePaths.reference("districts"), label: "Reference lists" },
];

/**
 * The admin console's frame: its own navigation and the page. Loaded only when someone opens
 * /admin (a chunk of its own). The server decides who is an admin; this only shows its answer.
 */
export function AdminLayout() {
  useDocumentTitle("Admin");
  const me = useAdminMe();
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
                className={({ isActive }) =>
                  `block rounded px-3 py-2 ${isActive ? "bg-brand-800 text-white" : "hover:bg-stone-100"}`
                }
              >
                {link.label}
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
