import { lazy, Suspense } from "react";
import { Loading } from "../../../components/loading.tsx";

/**
 * The catalogue screens load from here, not from the router: the list of chunks a dynamic
 * import preloads is written into the module that imports it, and in the router that is
 * every visitor's first download (first-download.test.ts).
 */
const CataloguePages = lazy(() =>
  import("./catalogue-pages.tsx").then((module) => ({ default: module.CataloguePages })),
);

export function CatalogueEntry() {
  return (
    <Suspense fallback={<Loading />}>
      <CataloguePages />
    </Suspense>
  );
}
