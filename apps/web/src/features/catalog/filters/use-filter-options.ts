import type { Option } from "@sahayi/contract";
import { experienceValue } from "@sahayi/contract/catalog/search-params";
import { AGE_BUCKETS, GENDER_FILTER_OPTIONS } from "@sahayi/contract/constants";
import type { ComboboxOption } from "../../../components/combobox.tsx";
import { capitalise, genderName } from "../../../lib/format.ts";
import { optionName } from "../../../lib/i18n.ts";
import { useRegistrationData } from "../../../lib/queries/get-registration-data.ts";
import { useSubLocations } from "../../../lib/queries/get-sub-locations.ts";
import { type FilterKey, VERIFIED_ON } from "./filter-values.ts";

/** A list's entries, named in the page's language and found by their name in either. */
const fromList = (list: readonly Option[] | undefined): ComboboxOption[] =>
  (list ?? []).map((option) => {
    const label = optionName(option);
    const other = label === option.name ? option.name_ml : option.name;
    return { value: String(option.id), label, alias: other ?? undefined };
  });

const ageOptions = Object.keys(AGE_BUCKETS).map((bucket) => ({ value: bucket, label: bucket }));
/** Named in the page's language, found by their English name too. */
const genderOptions = () =>
  GENDER_FILTER_OPTIONS.map((gender) => ({
    value: gender,
    label: genderName(gender),
    alias: capitalise(gender),
  }));

/** A district id from the URL or the form, if it looks like one. */
function districtIdOf(location: string | undefined): number | undefined {
  const id = Number(location);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The choices of every filter field. The lists come from the registration data (product §2:
 * Religion is its caste list); constituencies are loaded for the chosen district.
 */
export function useFilterOptions(location: string | undefined, experience: readonly string[]) {
  const lists = useRegistrationData();
  const subLocations = useSubLocations(districtIdOf(location));
  const options: Record<FilterKey, ComboboxOption[]> = {
    location: fromList(lists.data?.location),
    // Product §8: a failed constituency load leaves an empty list.
    sub_location: subLocations.isError ? [] : fromList(subLocations.data),
    age: ageOptions,
    religion: fromList(lists.data?.caste),
    gender: genderOptions(),
    shift: fromList(lists.data?.shift),
    category: fromList(lists.data?.categories),
    language: fromList(lists.data?.language),
    // Product §2: an experience option sends only its first token ("3-5 years" → "3-5").
    experience: experience.map((label) => ({ value: experienceValue(label), label })),
    // A switch in the form; the one value names the chip of an empty result ("Verified: Yes").
    verified: [{ value: VERIFIED_ON, label: "Yes" }],
    include_unconfirmed: [{ value: VERIFIED_ON, label: "Yes" }],
  };
  return {
    options,
    lists,
    subLocationsLoading: subLocations.isLoading,
    subLocationsFailed: subLocations.isError,
  };
}
