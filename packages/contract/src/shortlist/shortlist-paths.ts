import type { Endpoint } from "../paths.ts";
import type { ShortlistChange, ShortlistResponse } from "./shortlist.ts";

/**
 * A household's shortlist: the list (GET), and one helper kept (PUT) or dropped (DELETE). A
 * module of its own, not paths.ts: only code loaded after the first page uses it.
 */
export const shortlistPaths = {
  shortlist: "/api/user/shortlist" as Endpoint<{ GET: ShortlistResponse }>,
  shortlistMaid: "/api/user/shortlist/:maid_id",
  shortlistMaidOf: (maidId: string) =>
    `/api/user/shortlist/${encodeURIComponent(maidId)}` as Endpoint<{
      PUT: ShortlistChange;
      DELETE: ShortlistChange;
    }>,
} as const;
