/**
 * A helper's own pages (/helper/…), by key, in English (see en/shell.ts): signing in with a
 * code, her status, her listing's counts, and pausing or resuming it. Their Malayalam is in
 * ml/helper-account.ts.
 */

/** On a helper's page and card when she has paused her listing. */
export const notAvailableNow = "Not available now";
