/**
 * A helper's own query keys, as lib/query-keys.ts holds a household's; here, so the public
 * pages' first download leaves them out (as the admin console's). Her answers come with her
 * login, so no household's query shares a key with them.
 */
export const helperQueryKeys = {
  account: ["helper-account"],
  listing: ["helper-account", "listing"],
} as const;
