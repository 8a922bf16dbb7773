import type { MaidListing, MaidListingRequestInput } from "@sahayi/contract";
import { MAID_GALLERY_FIELD, MAID_PHOTO_FIELD } from "@sahayi/contract/constants";
import { helperAccountPaths } from "@sahayi/contract/helper-account/helper-account-paths";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiUpload, type UploadProgress } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { helperLogin } from "../helper-session.ts";
import { helperQueryKeys } from "../query-keys.ts";

/** GET /api/maid/listing: her edit form, her photos and those waiting for review. */
export function useHelperListing() {
  return useQuery({
    queryKey: helperQueryKeys.listing,
    queryFn: ({ signal }) => api.get(helperAccountPaths.listing, { signal, login: helperLogin }),
  });
}

/**
 * Every change answers her form as it is now: it replaces the one on screen, and her account
 * and public page (which show the same listing) are read again.
 */
function useListingChanged() {
  const client = useQueryClient();
  return (listing: MaidListing) => {
    client.setQueryData(helperQueryKeys.listing, listing);
    void client.invalidateQueries({ queryKey: helperQueryKeys.account, exact: true });
    void client.invalidateQueries({ queryKey: queryKeys.maidDetails(listing.id) });
  };
}

/** PUT /api/maid/listing: about, shift, language and categories, live at once. */
export function useSaveListing() {
  const changed = useListingChanged();
  return useMutation({
    mutationFn: (body: MaidListingRequestInput) =>
      api.put(helperAccountPaths.listing, body, { login: helperLogin }),
    onSuccess: changed,
  });
}

/** A new photo or gallery images, sent with their progress; they wait for review. */
export function useUploadListingImages(onProgress: (progress: UploadProgress) => void) {
  const changed = useListingChanged();
  return useMutation({
    mutationFn: ({ kind, files }: { kind: "photo" | "gallery"; files: File[] }) => {
      const body = new FormData();
      const field = kind === "photo" ? MAID_PHOTO_FIELD : MAID_GALLERY_FIELD;
      for (const file of files) body.append(field, file);
      const path =
        kind === "photo" ? helperAccountPaths.listingPhoto : helperAccountPaths.listingGallery;
      return apiUpload(path, body, onProgress, helperLogin);
    },
    onSuccess: changed,
  });
}

/** DELETE /api/maid/listing/gallery/:key: out of her gallery, or a waiting photo withdrawn. */
export function useRemoveListingImage() {
  const changed = useListingChanged();
  return useMutation({
    mutationFn: (key: string) =>
      api.delete(helperAccountPaths.listingGalleryImageOf(key), undefined, { login: helperLogin }),
    onSuccess: changed,
  });
}
