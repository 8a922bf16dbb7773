import type { APIRequestContext } from "@playwright/test";
import type {
  Category,
  Maid,
  Option,
  RegistrationData,
  SearchMaidsResponse,
} from "@sahayi/contract";
import { expect } from "../fixtures.ts";

/** What the tests expect comes from the API itself, never from counts written down here. */

export async function searchMaids(
  request: APIRequestContext,
  query: Record<string, string> = {},
  language = "en",
): Promise<SearchMaidsResponse> {
  const response = await request.get(`/api/user/search-maids?${new URLSearchParams(query)}`, {
    headers: { "accept-language": language },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as SearchMaidsResponse;
}

export async function registrationData(request: APIRequestContext): Promise<RegistrationData> {
  const response = await request.get("/api/maid/registration");
  expect(response.ok()).toBe(true);
  return (await response.json()) as RegistrationData;
}

export async function subLocations(request: APIRequestContext, districtId: number) {
  const response = await request.post("/api/user/sub-location", {
    data: { location_id: districtId },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Option[];
}

export async function categoryDetails(request: APIRequestContext, categoryId: number) {
  const response = await request.post("/api/user/category-details", {
    data: { category_id: categoryId },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: { category: Category } }).results.category;
}

/** The first of the newest 100 helpers that `wanted` accepts. */
export async function findMaid(
  request: APIRequestContext,
  wanted: (maid: Maid) => boolean,
): Promise<Maid> {
  const { maids } = await searchMaids(request, { page_size: "100" });
  const maid = maids.find(wanted);
  if (!maid) throw new Error("the demo seed has no helper of the kind this test needs");
  return maid;
}

/** Names in the order the page shows them. */
export const names = (maids: Maid[]) => maids.map((maid) => maid.name);
