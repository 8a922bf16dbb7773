import type { Maid } from "@sahayi/contract";
import { lazy, Suspense } from "react";

const HeartButton = lazy(() =>
  import("./heart-button.tsx").then((module) => ({ default: module.HeartButton })),
);

/**
 * The shortlist's heart on a helper's card and page. It is not needed to draw the page, so its
 * code comes right after the page's own (the first download has a budget, decision 009); its
 * place is held meanwhile, so nothing moves when it arrives.
 */
export function ShortlistHeart({ maid, className = "" }: { maid: Maid; className?: string }) {
  return (
    <Suspense
      fallback={<span aria-hidden="true" className={`inline-block size-11 ${className}`} />}
    >
      <HeartButton maid={maid} className={className} />
    </Suspense>
  );
}
