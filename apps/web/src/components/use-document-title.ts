import { useEffect } from "react";

const SITE_NAME = "Sahayi";

/** Names the browser tab after the page, so history and screen readers tell pages apart. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title
      ? `${title} · ${SITE_NAME}`
      : `${SITE_NAME} – Trusted domestic helpers in Kerala`;
  }, [title]);
}
