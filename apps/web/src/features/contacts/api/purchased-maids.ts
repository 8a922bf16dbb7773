import type { ContactReportRequest, PurchasedMaidsResponse } from "@sahayi/contract";
import { contactsPaths } from "@sahayi/contract/paths";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/user/purchased-maids: the Maids tab, with each helper's report. */
export function getPurchasedMaids(options: { signal?: AbortSignal } = {}) {
  return api.get(contactsPaths.purchasedMaids, options);
}

export const purchasedMaidsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.purchasedMaids,
    queryFn: ({ signal }) => getPurchasedMaids({ signal }),
  });

export function usePurchasedMaids() {
  return useQuery(purchasedMaidsQueryOptions());
}

/** POST /api/user/contact-report; the card shows the stored report at once. */
export function useReportContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactReportRequest) => api.post(contactsPaths.contactReport, body),
    onSuccess: (report, body) => {
      client.setQueryData<PurchasedMaidsResponse>(queryKeys.purchasedMaids, (list) =>
        list
          ? {
              maids: list.maids.map((maid) =>
                maid.id === body.maid_id ? { ...maid, contact_report: report } : maid,
              ),
            }
          : list,
      );
    },
  });
}
