import type {
  AdminBanner,
  AdminBannerForm,
  AdminBanners,
  AdminCategories,
  AdminCategory,
  AdminCategoryForm,
} from "@sahayi/contract/admin/catalogue";
import {
  type AdminPlan,
  type AdminPlanForm,
  type AdminPlansPage,
  type AdminSettingsForm,
  adminCataloguePaths,
  type ReferenceItemForm,
  type ReferenceList,
  type ReferenceListName,
} from "@sahayi/contract/admin/catalogue";
import type { SiteSettings } from "@sahayi/contract/content";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "../../../lib/api-client.ts";
import type { TableState } from "../admin-table.tsx";
import { tableQuery } from "../api.ts";

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
    queryKey: ["admin", "plans", query],
    queryFn: ({ signal }) =>
      api.get<AdminPlansPage>(`${adminCataloguePaths.plans}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The badges plans use, for the form's choice (the first page carries them). */
export function useAdminPlanBadges() {
  return useAdminPlans({ page: 1, pageSize: 1, sort: "position", order: "asc", q: "" });
}

export function useAdminPlan(id: number | null) {
  return useQuery({
    queryKey: ["admin", "plan", id],
    queryFn: ({ signal }) => api.get<AdminPlan>(adminCataloguePaths.planOf(id!), { signal }),
    enabled: id !== null,
  });
}

export function useSavePlan(id: number | null) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (form: AdminPlanForm) =>
      id === null
        ? api.post<AdminPlan>(adminCataloguePaths.plans, form)
        : api.put<AdminPlan>(adminCataloguePaths.planOf(id), form),
    onSuccess: invalidate,
  });
}

export function useAdminSettings() {
  return useQuery({
    queryKey: ["admin", "settings"],
    queryFn: ({ signal }) => api.get<SiteSettings>(adminCataloguePaths.settings, { signal }),
  });
}

export function useSaveSettings() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (form: AdminSettingsForm) =>
      api.put<SiteSettings>(adminCataloguePaths.settings, form),
    onSuccess: invalidate,
  });
}

export function useReferenceList(list: ReferenceListName) {
  return useQuery({
    queryKey: ["admin", "reference", list],
    queryFn: ({ signal }) =>
      api.get<ReferenceList>(adminCataloguePaths.referenceListOf(list), { signal }),
  });
}

type Saved = { message: string; id: number };

/** Add (no id), rename (an id and a form) or remove (an id, no form) an entry. */
export function useReferenceChange(list: ReferenceListName) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, form }: { id?: number; form?: ReferenceItemForm }) => {
      if (id === undefined) return api.post<Saved>(adminCataloguePaths.referenceListOf(list), form);
      if (form) return api.put<Saved>(adminCataloguePaths.referenceItemOf(list, id), form);
      return apiRequest<Saved>(adminCataloguePaths.referenceItemOf(list, id), { method: "DELETE" });
    },
    onSuccess: invalidate,
  });
}

export function useAdminCategories() {
  return useQuery({
    queryKey: ["admin", "categories"],
    queryFn: ({ signal }) => api.get<AdminCategories>(adminCataloguePaths.categories, { signal }),
  });
}

export function useSaveCategory(id: number | null) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (form: AdminCategoryForm) =>
      id === null
        ? api.post<AdminCategory>(adminCataloguePaths.categories, form)
        : api.put<AdminCategory>(adminCataloguePaths.categoryOf(id), form),
    onSuccess: invalidate,
  });
}

export function useAdminBanners() {
  return useQuery({
    queryKey: ["admin", "banners"],
    queryFn: ({ signal }) => api.get<AdminBanners>(adminCataloguePaths.banners, { signal }),
  });
}

export function useSaveBanner(id: number | null) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (form: AdminBannerForm) =>
      id === null
        ? api.post<AdminBanner>(adminCataloguePaths.banners, form)
        : api.put<AdminBanner>(adminCataloguePaths.bannerOf(id), form),
    onSuccess: invalidate,
  });
}
