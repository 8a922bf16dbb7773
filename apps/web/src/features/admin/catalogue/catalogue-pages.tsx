import { useRoutes } from "react-router";
import { BannerPage, BannersPage } from "./banners-pages.tsx";
import { CategoriesPage, CategoryPage } from "./categories-pages.tsx";
import { PlanPage, PlansPage } from "./plans-pages.tsx";
import { ReferencePage } from "./reference-page.tsx";
import { SettingsPage } from "./settings-page.tsx";

/**
 * The catalogue screens (cataloguePaths), one lazy chunk below /admin/catalogue/*. Route
 * objects with useRoutes, not <Routes> elements: those would keep React Router's
 * children-to-routes code in the shared router chunk of every visitor's first download.
 */
export function CataloguePages() {
  return useRoutes([
    { path: "plans", element: <PlansPage /> },
    { path: "plans/:id", element: <PlanPage /> },
    { path: "settings", element: <SettingsPage /> },
    { path: "reference/:list", element: <ReferencePage /> },
    { path: "categories", element: <CategoriesPage /> },
    { path: "categories/:id", element: <CategoryPage /> },
    { path: "banners", element: <BannersPage /> },
    { path: "banners/:id", element: <BannerPage /> },
    { path: "*", element: <p>No such page in the catalogue.</p> },
  ]);
}
