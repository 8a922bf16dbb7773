/**
 * The heart on a helper's card and page, by key, in English (see en/shell.ts): its name for a
 * screen reader, and its tooltip. A module of its own, as every page with helpers draws the
 * heart; the rest of the shortlist's words (en/shortlist.ts) load with what uses them. Their
 * Malayalam is in ml/shortlist.ts.
 */

export const keepHelper = "Add {name} to shortlist";
export const dropHelper = "Remove {name} from shortlist";
