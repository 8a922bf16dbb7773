import type { Maid, ShortlistResponse } from "@sahayi/contract";
import * as words from "@sahayi/contract/i18n/en/shortlist";
import { shortlistPaths } from "@sahayi/contract/shortlist/shortlist-paths";
import type { QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, errorMessage } from "../../lib/api-client.ts";
import { t } from "../../lib/i18n.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import type { WaitingHeart } from "./waiting-heart.ts";

/**
 * What a tap on a heart does, loaded with the first tap (every page with helpers draws hearts;
 * few are tapped). The heart turns at once, as the cached list is rewritten before the answer,
 * and turns back with the API's reason if it refuses; the list is fetched again after either,
 * so every heart on screen agrees with the server.
 */
export async function changeShortlist(client: QueryClient, maid: Maid, keep: boolean) {
  await client.cancelQueries({ queryKey: queryKeys.shortlist });
  const before = client.getQueryData<ShortlistResponse>(queryKeys.shortlist);
  client.setQueryData<ShortlistResponse>(queryKeys.shortlist, (list) => {
    const others = (list?.maids ?? []).filter((kept) => kept.id !== maid.id);
    return { maids: keep ? [maid, ...others] : others };
  });
  const address = shortlistPaths.shortlistMaidOf(maid.id);
  await send(
    client,
    keep ? api.put(address) : api.delete(address),
    t(keep ? words.kept : words.dropped, { name: maid.name }),
    () => client.setQueryData(queryKeys.shortlist, before),
  );
}

/**
 * The helper tapped before logging in, kept once logged in. Nothing was cached before the
 * login, so nothing turns early; the list is fetched again with the answer.
 */
export async function keepAfterLogin(client: QueryClient, helper: WaitingHeart) {
  await send(
    client,
    api.put(shortlistPaths.shortlistMaidOf(helper.id)),
    t(words.kept, { name: helper.name }),
  );
}

/** Says how a change went (undoing what was shown early if it failed) and asks for the list again. */
async function send(
  client: QueryClient,
  change: Promise<unknown>,
  done: string,
  undo?: () => void,
) {
  try {
    await change;
    toast.success(done);
  } catch (error) {
    undo?.();
    toast.error(errorMessage(error));
  } finally {
    void client.invalidateQueries({ queryKey: queryKeys.shortlist });
  }
}
