import type { Maid } from "@sahayi/contract";
import { lazy, Suspense, useState } from "react";
import type { ContactMode } from "./contact-links.ts";

const ContactPopupPanel = lazy(() =>
  import("./contact-popup-panel.tsx").then((module) => ({ default: module.ContactPopupPanel })),
);

interface ContactPopupProps {
  maid: Maid;
  /** Open in this mode; null is closed. */
  mode: ContactMode | null;
  onClose: () => void;
}

/**
 * Product §2 "Contact popup". Its dialog loads the first time it opens, so no page's first
 * download carries it (decision 009).
 */
export function ContactPopup({ maid, mode, onClose }: ContactPopupProps) {
  const [wanted, setWanted] = useState(mode !== null);
  // Keeps the last mode while the dialog closes, so its text does not jump.
  const [lastMode, setLastMode] = useState<ContactMode>(mode ?? "call");
  if (mode !== null && !wanted) setWanted(true);
  if (mode !== null && mode !== lastMode) setLastMode(mode);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ContactPopupPanel maid={maid} mode={lastMode} open={mode !== null} onClose={onClose} />
    </Suspense>
  );
}
