import { SEARCH_TOTAL_MAX } from "@sahayi/contract/catalog/search-params";
import * as search from "@sahayi/contract/i18n/en/search";
import { t } from "../../../lib/i18n.ts";

/** "1 helper", "42 helpers", "10,000+ helpers": a total at the cap may stand for more. */
export function helpersText(total: number): string {
  if (total >= SEARCH_TOTAL_MAX) return t(search.helpersAtLeast, { total: SEARCH_TOTAL_MAX });
  return t(search.helpers, { count: total, total: String(total) });
}
