import * as pages from "@sahayi/contract/i18n/en/pages";
import * as panels from "@sahayi/contract/i18n/en/panels";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useDocumentTitle } from "../components/use-document-title.ts";
import { t } from "../lib/i18n.ts";
import { paths } from "../lib/paths.ts";

/** Shown when a page fails to render or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle(t(pages.somethingWentWrong));
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="container-page flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="font-bold text-3xl text-brand-800">{t(pages.somethingWentWrong)}</h1>
      <p className="max-w-md text-muted">
        {t(pages.pageFailed)}
        {detail ? ` (${detail})` : null}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t(pages.reloadPage)}
        </button>
        <Link to={paths.home.href()} reloadDocument className="btn btn-outline">
          {t(panels.backHome)}
        </Link>
      </div>
    </div>
  );
}
