import type { Maid, ShortlistResponse } from "@sahayi/contract";
import * as words from "@sahayi/contract/i18n/en/shortlist";
import { shortlistPaths } from "@sahayi/contract/shortlist/shortlist-paths";
import type { QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, errorMessage } from "../../lib/api-client.ts";
import { t } from "../../lib/i18n.ts";
import { queryKeys } from "../../lib/query-keys.ts";

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
  try {
    await (keep ? api.put(address) : api.delete(address));
    toast.success(t(keep ? words.kept : words.dropped, { name: maid.name }));
  } catch (error) {
    client.setQueryData(queryKeys.shortlist, before);
    toast.error(errorMessage(error));
  } finally {
    void client.invalidateQueries({ queryKey: queryKeys.shortlist });
  }
}

/**
 * The helper tapped before logging in, if any, kept once logged in. Nothing was cached before
 * the login, so nothing turns early; the list is fetched again with the answer.
 */
export async function keepAfterLogin(client: QueryClient) {
  const helper = takeWaitingHeart();
  if (!helper) return;
  try {
    await api.put(shortlistPaths.shortlistMaidOf(helper.id));
    toast.success(t(words.kept, { name: helper.name }));
  } catch (error) {
    toast.error(errorMessage(error));
  } finally {
    void client.invalidateQueries({ queryKey: queryKeys.shortlist });
  }
}

/** A visitor's tap: the heart remembers her, and she is told why the login page comes next. */
export function askToLogIn(maid: Maid) {
  rememberWaitingHeart(maid);
  toast(t(words.keptAfterLogin, { name: maid.name }));
}

// The helper a visitor tapped the heart of before logging in, kept for this tab only
// (sessionStorage): a sign-up may come between, and the login page keeps her once logged in.
const KEY = "sahayi.shortlist.waiting";

interface WaitingHeart {
  id: string;
  name: string;
}

function rememberWaitingHeart(helper: WaitingHeart) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ id: helper.id, name: helper.name }));
  } catch {
    // Storage refused (a private window): she taps once more after logging in.
  }
}

/** The waiting helper, once: reading it forgets it. */
function takeWaitingHeart(): WaitingHeart | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const helper = stored ? (JSON.parse(stored) as Partial<WaitingHeart>) : null;
    return typeof helper?.id === "string" && typeof helper.name === "string"
      ? { id: helper.id, name: helper.name }
      : null;
  } catch {
    return null;
  }
}
