import {
  type AdminBannerForm,
  type AdminCategoryForm,
  type AdminPlanForm,
  type AdminSettingsForm,
  adminCataloguePaths,
  type ReferenceItemForm,
  type ReferenceListName,
} from "@sahayi/contract/admin/catalogue";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adminQueryKeys } from "../query-keys.ts";
import { type TableState, tableQuery } from "../table-state.ts";

/**
 * Queries of the catalogue screens. Saving invalidates the admin's queries and the public
 * ones (plans, home page, lists) this browser holds, so the admin sees the site as changed.
 */
function useInvalidateAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

export function useAdminPlans(state: TableState) {
  const query = tableQuery(state);
  return useQuery({
    queryKey: adminQueryKeys.plans(query),
    queryFn: ({ signal }) => api.get(adminCataloguePaths.plans, { signal, query: query }),
    placeholderData: keepPreviousData,
  });
}

/** The badges plans use, for the form's choice (the first page carries them). */
export function useAdminPlanBadges() {
  return useAdminPlans({ page: 1, pageSize: 1, sort: "position", order: "asc", q: "" });
}

export function useAdminPlan(id: number | null) {
  return useQuery({
    queryKey: adminQueryKeys.plan(id),
    queryFn: ({ signal }) => api.get(adminCataloguePaths.planOf(id!), { signal }),
    enabled: id !== null,
  });
}

export function useSavePlan(id: number | null) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (form: AdminPlanForm) =>
      id === null
        ? api.post(adminCataloguePaths.plans, form)
        : api.put(adminCataloguePaths.planOf(id), form),
    onSuccess: invalidate,
  });
}

export function useAdminSettings() {
  return useQuery({
    queryKey: adminQueryKeys.settings,
    queryFn: ({ signal }) => api.get(adminCataloguePaths.settings, { signal }),
  });
}

export function useSaveSettings() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (form: AdminSettingsForm) => api.put(adminCataloguePaths.settings, form),
    onSuccess: invalidate,
  });
}

export function useReferenceList(list: ReferenceListName) {
  return useQuery({
    queryKey: adminQueryKeys.reference(list),
    queryFn: ({ signal }) => api.get(adminCataloguePaths.referenceListOf(list), { signal }),
  });
}

/** Add (no id), rename (an id and a form) or remove (an id, no form) an entry. */
export function useReferenceChange(list: ReferenceListName) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, form }: { id?: number; form?: ReferenceItemForm }) => {
      if (id === undefined) return api.post(adminCataloguePaths.referenceListOf(list), form);
      if (form) return api.put(adminCataloguePaths.referenceItemOf(list, id), form);
      return api.delete(adminCataloguePaths.referenceItemOf(list, id));
    },
    onSuccess: invalidate,
  });
}

export function useAdminCategories() {
  return useQuery({
    queryKey: adminQueryKeys.categories,
    queryFn: ({ signal }) => api.get(adminCataloguePaths.categories, { signal }),
  });
}

export function useSaveCategory(id: number | null) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (form: AdminCategoryForm) =>
      id === null
        ? api.post(adminCataloguePaths.categories, form)
        : api.put(adminCataloguePaths.categoryOf(id), form),
    onSuccess: invalidate,
  });
}

export function useAdminBanners() {
  return useQuery({
    queryKey: adminQueryKeys.banners,
    queryFn: ({ signal }) => api.get(adminCataloguePaths.banners, { signal }),
  });
}

export function useSaveBanner(id: number | null) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (form: AdminBannerForm) =>
      id === null
        ? api.post(adminCataloguePaths.banners, form)
        : api.put(adminCataloguePaths.bannerOf(id), form),
    onSuccess: invalidate,
  });
}
