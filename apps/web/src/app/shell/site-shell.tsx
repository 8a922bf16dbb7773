import * as shell from "@sahayi/contract/i18n/en/shell";
import { lazy, Suspense } from "react";
import { Outlet, useLocation, useMatches } from "react-router";
import { pageLocale, t } from "../../lib/i18n.ts";
import { useHomepage } from "../../lib/queries/get-homepage.ts";
import { SessionExpiry } from "../session-expiry.tsx";
import { ContactBar } from "./contact-bar.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { SiteHeader } from "./site-header.tsx";

/**
 * The footer starts below the first screen (the page is at least as tall as the screen), so
 * its code comes in a chunk of its own, fetched as the page draws, not in the first download.
 */
const SiteFooter = lazy(() =>
  import("./site-footer.tsx").then((module) => ({ default: module.SiteFooter })),
);

/** The offer of the Malayalam site, on the English home page (its code loads only there). */
const LanguagePrompt = lazy(() =>
  import("./language-prompt.tsx").then((module) => ({ default: module.LanguagePrompt })),
);

/** What a route may tell the shell through its `handle`. */
export interface ShellHandle {
  /** The page shows contact buttons of its own (a helper's), so the site's bar stays away. */
  ownFloatingContact?: boolean;
}

/** The root layout of product §2: top bar, page, footer and the contact bar. */
export function SiteShell() {
  // Product §7: homepage data is loaded when the shell loads; the footer needs its settings.
  const homepage = useHomepage();
  const settings = homepage.data?.settings;
  const { pathname } = useLocation();
  const pageContact = useMatches().some(
    (match) => (match.handle as ShellHandle | undefined)?.ownFloatingContact,
  );
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t(shell.skipToContent)}
      </a>
      <ScrollToTop />
      <SessionExpiry />
      <SiteHeader />
      {pageLocale() === "en" && pathname === "/" ? (
        <Suspense fallback={null}>
          <LanguagePrompt />
        </Suspense>
      ) : null}
      <main id="main-content" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter settings={settings} />
      </Suspense>
      {pageContact ? null : <ContactBar number={settings?.whatsapp_number} />}
    </div>
  );
}
