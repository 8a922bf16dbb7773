import type { Maid } from "@sahayi/contract";
import * as words from "@sahayi/contract/i18n/en/shortlist-heart";
import { shortlistPaths } from "@sahayi/contract/shortlist/shortlist-paths";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { api } from "../../lib/api-client.ts";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { useIsAuthenticated } from "../../lib/session.ts";
import { Icon, type IconProps } from "../icons.tsx";

/**
 * The household's shortlist, one query every heart and the Shortlist tab share; nothing is
 * asked for a visitor. Here, with the heart, so that it comes in the heart's own chunk.
 */
export function useShortlist() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.shortlist,
      queryFn: ({ signal }) => api.get(shortlistPaths.shortlist, { signal }),
      enabled: useIsAuthenticated(),
    }),
  );
}

/** What a tap does, loaded with the first tap: every page with helpers draws hearts. */
const tapped = () => import("./change-shortlist.ts");

/**
 * The heart itself (see shortlist-heart.tsx): tapped, the helper is kept on the shortlist;
 * tapped again, she is dropped. A visitor is sent to log in, and the heart remembers whom she
 * tapped: the login page keeps the helper once logged in, and leads back here.
 */
export function HeartButton({ maid, className = "" }: { maid: Maid; className?: string }) {
  const authenticated = useIsAuthenticated();
  const list = useShortlist();
  const kept = list.data?.maids.some((shortlisted) => shortlisted.id === maid.id) ?? false;
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const onClick = () => {
    if (authenticated) {
      void tapped().then((module) => module.changeShortlist(client, maid, !kept));
      return;
    }
    void tapped().then((module) => module.askToLogIn(maid));
    void navigate(paths.login.href(), { state: { from: location } });
  };

  const name = t(kept ? words.dropHelper : words.keepHelper, { name: maid.name });
  return (
    <button
      type="button"
      aria-pressed={kept}
      aria-label={name}
      title={name}
      onClick={onClick}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-rose-600 shadow ring-1 ring-sand hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700 ${className}`}
    >
      <HeartIcon width={22} height={22} fill={kept ? "currentColor" : "none"} />
    </button>
  );
}

/** Filled when the helper is on the shortlist. Here, not in icons.tsx: it comes with the heart. */
const HeartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
  </Icon>
);
