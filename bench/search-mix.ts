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

/** The server's own lists, so every drawn search names things that exist. */
export interface SearchLists {
  registration: RegistrationData;
  constituencies: Map<number, Option[]>;
}

export async function searchLists(base: string): Promise<SearchLists> {
  const registration = (await (
    await fetch(`${base}/api/maid/registration`)
  ).json()) as RegistrationData;
  const constituencies = new Map<number, Option[]>();
  for (const district of registration.location) {
    const response = await fetch(`${base}/api/user/sub-location`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ location_id: district.id }),
    });
    constituencies.set(district.id, (await response.json()) as Option[]);
  }
  return { registration, constituencies };
}

const AGES = ["20-30", "30-40", "40-50", "50-60"];
const EXPERIENCES = ["1-2", "3-5", "6-10"];
const GENDERS = ["female", "male", "other"];

/**
 * A search nobody made a moment ago: zero to four filters drawn at random (a district, often
 * with one of its constituencies, religion, shift, language, expertise, age, experience,
 * gender), either order, and a page from 1 to 5. Hundreds of thousands of combinations, so
 * the count of almost every one is cold.
 */
export function randomSearch({ registration, constituencies }: SearchLists): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
  const params = new URLSearchParams();
  const draws: (() => void)[] = [
    () => {
      const district = pick(registration.location);
      params.set("location", String(district.id));
      if (Math.random() < 0.5) {
        params.set("sub_location", String(pick(constituencies.get(district.id)!).id));
      }
    },
    () => params.set("religion", String(pick(registration.caste).id)),
    () => params.set("shift", String(pick(registration.shift).id)),
    () => params.set("language", String(pick(registration.language).id)),
    () => params.set("category", String(pick(registration.categories).id)),
    () => params.set("age", pick(AGES)),
    () => params.set("experience", pick(EXPERIENCES)),
    () => params.set("gender", pick(GENDERS)),
  ];
  // The first few of a Fisher-Yates shuffle: that many different filters.
  const filters = Math.floor(Math.random() * 5);
  for (let i = 0; i < filters; i++) {
    const j = i + Math.floor(Math.random() * (draws.length - i));
    [draws[i], draws[j]] = [draws[j]!, draws[i]!];
    draws[i]!();
  }
  if (Math.random() < 0.3) params.set("sort", "experience");
  params.set("page", String(1 + Math.floor(Math.random() * 5)));
  return `/api/user/search-maids?${params}`;
}
