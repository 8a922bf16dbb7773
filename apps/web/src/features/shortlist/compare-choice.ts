import type { Maid } from "@sahayi/contract";
import { SHORTLIST_COMPARE_MAX } from "@sahayi/contract/constants";

/** The address's parameter naming the helpers compared: `?compare=id,id,id`. */
export const COMPARE_PARAM = "compare";

/**
 * The kept helpers an address names for comparison, in its order, each once, at most three.
 * Ids no longer on the shortlist (dropped, or typed by hand) are left out.
 */
export function chosenForComparison(value: string | null, kept: readonly Maid[]): Maid[] {
  if (!value) return [];
  const byId = new Map(kept.map((maid) => [maid.id, maid]));
  const ids = [...new Set(value.split(","))];
  return ids
    .map((id) => byId.get(id))
    .filter((maid): maid is Maid => maid !== undefined)
    .slice(0, SHORTLIST_COMPARE_MAX);
}

/** The picked ids with `id` added at the end, or taken out if it was picked. */
export function toggled(picked: readonly string[], id: string): string[] {
  return picked.includes(id) ? picked.filter((each) => each !== id) : [...picked, id];
}
