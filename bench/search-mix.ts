import type { RegistrationData } from "@sahayi/contract";

type Option = { id: number };

/**
 * About thirty searches the way visitors make them: none, one filter, two or three, some on
 * later pages. Ids come from the running server's own lists, so every search is valid.
 */
export async function searchMix(base: string): Promise<string[]> {
  const lists = (await (await fetch(`${base}/api/maid/registration`)).json()) as RegistrationData;
  const districts = lists.location;
  const constituencies = await Promise.all(
    districts.slice(0, 4).map(async (district) => {
      const response = await fetch(`${base}/api/user/sub-location`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ location_id: district.id }),
      });
      return { district, first: ((await response.json()) as Option[])[0]! };
    }),
  );
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;
  const searches: Record<string, string | number>[] = [
    {},
    { page: 2 },
    { page: 5 },
    ...districts.slice(0, 6).map((d) => ({ location: d.id })),
    ...constituencies.map(({ district, first }) => ({
      location: district.id,
      sub_location: first.id,
    })),
    { sub_location: constituencies[0]!.first.id, gender: "female" },
    { gender: "female" },
    { gender: "male" },
    { age: "30-40" },
    { experience: "3-5" },
    { religion: pick(lists.caste, 0).id },
    { language: pick(lists.language, 1).id },
    { shift: pick(lists.shift, 0).id },
    { category: pick(lists.categories, 0).id },
    { category_id: pick(lists.categories, 2).id },
    { location: pick(districts, 7).id, gender: "female" },
    { location: pick(districts, 8).id, category: pick(lists.categories, 1).id },
    { religion: pick(lists.caste, 1).id, language: pick(lists.language, 0).id },
    { gender: "female", age: "40-50", shift: pick(lists.shift, 1).id },
    { location: pick(districts, 9).id, age: "20-30", experience: "1-2" },
    { category_id: pick(lists.categories, 3).id, experience: "6-10", gender: "female" },
    { location: pick(districts, 10).id, religion: pick(lists.caste, 2).id },
    { category: pick(lists.categories, 4).id, category_id: pick(lists.categories, 5).id },
  ];
  // Pages 1 to 5 in a fixed scatter, the same on every run; the first three keep their own.
  for (const [i, search] of searches.entries()) {
    if (i >= 3) search.page = 1 + ((i * 7) % 5);
  }
  return searches.map(
    (params) =>
      `/api/user/search-maids?${new URLSearchParams(
        Object.entries(params).map(([k, v]) => [k, String(v)]),
      )}`,
  );
}
