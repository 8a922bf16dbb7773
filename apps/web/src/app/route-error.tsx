import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useDocumentTitle } from "../components/use-document-title.ts";
import { paths } from "../lib/paths.ts";

/** Shown when a page fails to render or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle("Something went wrong");
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="container-page flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="font-bold text-3xl text-brand-800">Something went wrong</h1>
      <p className="max-w-md text-muted">
        This page could not be shown. Reloading usually helps.
        {detail ? ` (${detail})` : null}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to={paths.home.href()} reloadDocument className="btn btn-outline">
          Back to home
        </Link>
      </div>
    </div>
  );
}
