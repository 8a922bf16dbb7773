import { Outlet, useMatches } from "react-router";
import { useHomepage } from "../../lib/queries/get-homepage.ts";
import { SessionExpiry } from "../session-expiry.tsx";
import { FloatingContact } from "./floating-contact.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** What a route may tell the shell through its `handle`. */
export interface ShellHandle {
  /** The page shows floating contact buttons of its own (a helper's), so the site's stay away. */
  ownFloatingContact?: boolean;
}

/** The root layout of spec §2: top bar, page, footer and floating contact buttons. */
export function SiteShell() {
  // Spec §7: homepage data is loaded when the shell loads; the footer needs its settings.
  const homepage = useHomepage();
  const settings = homepage.data?.settings;
  const pageContact = useMatches().some(
    (match) => (match.handle as ShellHandle | undefined)?.ownFloatingContact,
  );
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <SessionExpiry />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter settings={settings} />
      {pageContact ? null : <FloatingContact number={settings?.whatsapp_number} />}
    </div>
  );
}
