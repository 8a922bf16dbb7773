import type {
  Homepage,
  Maid,
  ProfileDetails,
  PurchaseMaidResponse,
  ShortlistResponse,
} from "@sahayi/contract";
import { contactsPaths } from "@sahayi/contract/paths";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";

/** POST /api/user/purchase-maid: one enquiry for a helper's numbers. */
export function purchaseMaid(maidId: string) {
  return api.post(contactsPaths.purchaseMaid, { maid_id: maidId });
}

/**
 * Product §4: after a purchase the helper shows as purchased wherever it is on screen (home,
 * search and category results, the helper's page, the shortlist) without a reload, and the
 * profile's counts follow. Cached answers are rewritten in place; the profile and the Maids
 * tab are refetched.
 */
export function markPurchased(client: QueryClient, answer: PurchaseMaidResponse) {
  const bought = (maid: Maid): Maid =>
    maid.id === answer.maid_id
      ? {
          ...maid,
          is_purchased: true,
          mobile_number: answer.mobile_number,
          whatsapp_number: answer.whatsapp_number,
        }
      : maid;
  client.setQueriesData<Homepage>({ queryKey: queryKeys.homepage }, (home) =>
    home ? { ...home, maids: home.maids.map(bought) } : home,
  );
  client.setQueriesData<{ maids: Maid[] }>({ queryKey: queryKeys.searchMaidsAll }, (page) =>
    page ? { ...page, maids: page.maids.map(bought) } : page,
  );
  client.setQueryData<ShortlistResponse>(queryKeys.shortlist, (list) =>
    list ? { maids: list.maids.map(bought) } : list,
  );
  client.setQueryData<Maid>(queryKeys.maidDetails(answer.maid_id), (maid) =>
    maid ? bought(maid) : maid,
  );
  client.setQueryData<ProfileDetails>(queryKeys.profile, (details) =>
    details
      ? {
          ...details,
          user: {
            ...details.user,
            user_remaining_enquiry: answer.user_remaining_enquiry,
            user_total_enquiry: answer.user_total_enquiry,
          },
        }
      : details,
  );
  void client.invalidateQueries({ queryKey: queryKeys.profile });
  void client.invalidateQueries({ queryKey: queryKeys.purchasedMaids });
}

export function usePurchaseMaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: purchaseMaid,
    onSuccess: (answer) => markPurchased(client, answer),
    onError: () => {
      // The counts the popup showed were out of date (another tab, an ended plan).
      void client.invalidateQueries({ queryKey: queryKeys.profile });
    },
  });
}
