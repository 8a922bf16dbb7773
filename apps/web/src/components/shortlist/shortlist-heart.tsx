import type { Maid } from "@sahayi/contract";
import { lazy, Suspense } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../lib/paths.ts";
import { useIsAuthenticated } from "../../lib/session.ts";
import { Heart } from "./heart.tsx";
import type { WaitingHeart } from "./waiting-heart.ts";

/** A household's heart, which knows whom it keeps: its code comes after the page's. */
const KeptHeart = lazy(() =>
  import("./heart-button.tsx").then((module) => ({ default: module.HeartButton })),
);

/**
 * The shortlist's heart on a helper's card and page. A visitor's heart keeps nobody yet: it
 * leads to the login page, naming the helper tapped, who is kept once logged in
 * (waiting-heart.ts). Until a household's heart has loaded, it is drawn but not pressable.
 * Only a household's heart needs the shortlist, so only a household downloads its code: the
 * home page a visitor opens stays within its budget (decisions 009 and 037).
 */
export function ShortlistHeart({ maid, className = "" }: { maid: Maid; className?: string }) {
  const authenticated = useIsAuthenticated();
  const navigate = useNavigate();
  const location = useLocation();
  if (authenticated) {
    return (
      <Suspense fallback={<Heart maid={maid} kept={false} className={className} disabled />}>
        <KeptHeart maid={maid} className={className} />
      </Suspense>
    );
  }
  const keep: WaitingHeart = { id: maid.id, name: maid.name };
  const askToLogIn = () => void navigate(paths.login.href(), { state: { from: location, keep } });
  return <Heart maid={maid} kept={false} className={className} onClick={askToLogIn} />;
}
