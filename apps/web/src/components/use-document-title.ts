import { pageTitle } from "@sahayi/contract/site-pages";
import { useEffect } from "react";

/**
 * Names the browser tab after the page, so history and screen readers tell pages apart; the
 * same words the server writes into the page's HTML for search engines and link previews.
 */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
