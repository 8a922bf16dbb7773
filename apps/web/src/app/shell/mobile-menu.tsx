import * as shell from "@sahayi/contract/i18n/en/shell";
import { lazy, Suspense, useRef, useState } from "react";
import { useLocation } from "react-router";
import { MenuIcon } from "../../components/icons.tsx";
import { t } from "../../lib/i18n.ts";

const MobileMenuPanel = lazy(() =>
  import("./mobile-menu-panel.tsx").then((module) => ({ default: module.MobileMenuPanel })),
);

/**
 * The menu below the desktop breakpoint. The button is plain; the panel and its dialog code
 * load on the first press (or a first hover or touch, to be ready by the press), so they are
 * not part of every page's first download.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const [shownFor, setShownFor] = useState(location.key);
  // Any navigation, even one started outside the menu, closes it (product §2).
  if (shownFor !== location.key) {
    setShownFor(location.key);
    if (open) setOpen(false);
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={t(shell.openMenu)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "mobile-menu" : undefined}
        onPointerEnter={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 lg:hidden"
      >
        <MenuIcon width={26} height={26} />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
