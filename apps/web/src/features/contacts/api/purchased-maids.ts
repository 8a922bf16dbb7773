import type {
  ContactOutcomeRequest,
  ContactReportRequest,
  PurchasedMaid,
  PurchasedMaidsResponse,
} from "@sahayi/contract";
import { contactsPaths } from "@sahayi/contract/paths";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
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

/**
 * POST /api/user/contact-report; the card shows the stored report at once. A contact reported
 * is no longer a hire: the API has turned a "hired" answer into "not hired", and so does the card.
 */
export function useReportContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactReportRequest) => api.post(contactsPaths.contactReport, body),
    onSuccess: (report, body) =>
      changePurchasedMaid(client, body.maid_id, (maid) =>
        maid.outcome === "hired"
          ? { contact_report: report, outcome: "not_hired", hired_count: maid.hired_count - 1 }
          : { contact_report: report },
      ),
  });
}

/** POST /api/user/contact-outcome; the card shows the answer at once, her page its count. */
export function useContactOutcome() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactOutcomeRequest) => api.post(contactsPaths.contactOutcome, body),
    onSuccess: (answer) => {
      changePurchasedMaid(client, answer.maid_id, () => ({
        outcome: answer.outcome,
        hired_count: answer.hired_count,
      }));
      void client.invalidateQueries({ queryKey: queryKeys.maidDetails(answer.maid_id) });
    },
  });
}

function changePurchasedMaid(
  client: QueryClient,
  maidId: string,
  change: (maid: PurchasedMaid) => Partial<PurchasedMaid>,
) {
  client.setQueryData<PurchasedMaidsResponse>(queryKeys.purchasedMaids, (list) =>
    list
      ? {
          maids: list.maids.map((maid) =>
            maid.id === maidId ? { ...maid, ...change(maid) } : maid,
          ),
        }
      : list,
  );
}
