import { outboxPaths } from "@sahayi/contract/outbox";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { useIsAuthenticated } from "../../lib/session.ts";

/** GET /api/user/latest-receipt: the (masked) phone the newest receipt SMS was queued to. */
export function getLatestReceipt(options: { signal?: AbortSignal } = {}) {
  return api.get(outboxPaths.latestReceipt, options);
}

export const latestReceiptQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.latestReceipt,
    queryFn: ({ signal }) => getLatestReceipt({ signal }),
    // The receipt is queued with the payment: a page after a purchase wants the newest.
    staleTime: 0,
  });

export function useLatestReceipt() {
  const authenticated = useIsAuthenticated();
  return useQuery({ ...latestReceiptQueryOptions(), enabled: authenticated });
}
