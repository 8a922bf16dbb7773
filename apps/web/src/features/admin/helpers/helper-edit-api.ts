import { type AdminHelperEdit, adminHelperEditPaths } from "@sahayi/contract/admin/helpers";
import { MAID_GALLERY_FIELD, MAID_PHOTO_FIELD } from "@sahayi/contract/constants";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adminQueryKeys } from "../query-keys.ts";

/** The helper as the edit form takes it: ids of the lists, photo and gallery. */
export function useHelperForm(id: string) {
  return useQuery({
    queryKey: adminQueryKeys.helperForm(id),
    queryFn: ({ signal }) => api.get(adminHelperEditPaths.editOf(id), { signal }),
  });
}

/** Every change refreshes the console's view of the helper (the page above the form too). */
function useHelperChange<Input, Output>(fn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}

export const useSaveHelper = (id: string) =>
  useHelperChange((values: AdminHelperEdit) => api.put(adminHelperEditPaths.editOf(id), values));

const filesBody = (field: string, files: readonly File[]) => {
  const body = new FormData();
  for (const file of files) body.append(field, file);
  return body;
};

export const useReplacePhoto = (id: string) =>
  useHelperChange((file: File) =>
    api.post(adminHelperEditPaths.photoOf(id), filesBody(MAID_PHOTO_FIELD, [file])),
  );

export const useAddGalleryImages = (id: string) =>
  useHelperChange((files: readonly File[]) =>
    api.post(adminHelperEditPaths.galleryOf(id), filesBody(MAID_GALLERY_FIELD, files)),
  );

export const useRemoveGalleryImage = (id: string) =>
  useHelperChange((key: string) => api.delete(adminHelperEditPaths.galleryImageOf(id, key)));
