import { lazy, Suspense, useState } from "react";

const SubscriptionPopupPanel = lazy(() =>
  import("./subscription-popup-panel.tsx").then((module) => ({
    default: module.SubscriptionPopupPanel,
  })),
);

interface SubscriptionPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Product §2 "Subscription popup": Subscribe to our plans, the plans in a carousel. Any page may
 * open it (the contact reveal does, for a user without an active plan); its dialog and
 * carousel code load the first time it opens, so no page's first download carries them.
 */
export function SubscriptionPopup({ open, onOpenChange }: SubscriptionPopupProps) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SubscriptionPopupPanel open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
