import { pageTitle, SITE_TAGLINE } from "@sahayi/contract/site-pages";
import { useEffect } from "react";
import { t } from "../lib/i18n.ts";

/**
 * Names the browser tab after the page, so history and screen readers tell pages apart; the
 * same words the server writes into the page's HTML for search engines and link previews.
 */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    // In the page's language where it is translated (the served HTML's title, decision 041).
    document.title = pageTitle(title === undefined ? undefined : t(title), t(SITE_TAGLINE));
  }, [title]);
}
