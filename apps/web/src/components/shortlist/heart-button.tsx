import type { Maid } from "@sahayi/contract";
import { shortlistPaths } from "@sahayi/contract/shortlist/shortlist-paths";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { useIsAuthenticated } from "../../lib/session.ts";
import { Heart } from "./heart.tsx";

/**
 * The household's shortlist, one query every heart and the Shortlist tab share; nothing is
 * asked for a visitor. Here, with the household's heart, so that it comes in that chunk.
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

/**
 * A household's heart (see shortlist-heart.tsx): tapped, the helper is kept on the shortlist;
 * tapped again, she is dropped. What a tap does loads with the first tap.
 */
export function HeartButton({ maid, className }: { maid: Maid; className: string }) {
  const list = useShortlist();
  const kept = list.data?.maids.some((shortlisted) => shortlisted.id === maid.id) ?? false;
  const client = useQueryClient();
  const toggle = () =>
    void import("./change-shortlist.ts").then((module) =>
      module.changeShortlist(client, maid, !kept),
    );
  return <Heart maid={maid} kept={kept} className={className} onClick={toggle} />;
}
