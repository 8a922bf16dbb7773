import { LISTING_DROP_OUT_DAYS } from "@sahayi/contract/constants";
import * as filters from "@sahayi/contract/i18n/en/filters";
import { type FormEvent, useState } from "react";
import { LazyCombobox } from "../../../components/lazy-combobox.tsx";
import { QueryError } from "../../../components/query-error.tsx";
import { useDebouncedValue } from "../../../components/use-debounced-value.ts";
import { t } from "../../../lib/i18n.ts";
import { useSearchCount } from "../api/search-maids.ts";
import {
  FIELD_LABELS,
  type FilterKey,
  type FilterSet,
  type FilterValues,
  VERIFIED_ON,
} from "./filter-values.ts";
import { useFilterOptions } from "./use-filter-options.ts";

interface FilterFormProps {
  filterSet: FilterSet;
  initialValues: FilterValues;
  onSubmit: (values: FilterValues) => void;
  /** Called after the fields are reset, for pages that also leave the filtered address. */
  onClear?: () => void;
  /** Names the form as a search landmark where no labelled panel surrounds it. */
  label?: string;
  /** Grid classes for the fields, so each page lays them out for its space. */
  gridClassName: string;
  /**
   * In the phone drawer, Search and Clear stay in view in a footer stuck to the drawer's
   * bottom, and Search says how many helpers the chosen filters find ("Show 42 helpers").
   * The count asks the search with these parameters for the chosen values.
   */
  drawer?: { countParams: (values: FilterValues) => URLSearchParams };
}

/** Waits this long after the last change before counting, so picking three filters asks once. */
const COUNT_DELAY_MS = 400;

/**
 * The filters of product §2 (home search form, /search and /category panels). The fields are
 * plain state rather than a validated form: every value is picked from a list.
 */
export function FilterForm({
  filterSet,
  initialValues,
  onSubmit,
  onClear,
  label,
  gridClassName,
  drawer,
}: FilterFormProps) {
  const [values, setValues] = useState<FilterValues>(initialValues);
  const { options, lists, subLocationsLoading, subLocationsFailed } = useFilterOptions(
    values.location,
    filterSet.experienceOptions,
  );

  const chosen = chosenValues(values, filterSet, subLocationsFailed);
  const countParams = drawer?.countParams(chosen).toString();
  const settledParams = useDebouncedValue(countParams, COUNT_DELAY_MS);
  const count = useSearchCount(
    settledParams === undefined ? undefined : new URLSearchParams(settledParams),
  );
  // A count for other filters than the ones now chosen would mislead: it shows once current.
  const shownCount = settledParams === countParams && !count.isFetching ? count.data : undefined;

  // While the lists load, the fields are already in place (their lists say Loading...), so
  // the form keeps its size and nothing below it moves.
  if (lists.isError) return <QueryError error={lists.error} onRetry={() => void lists.refetch()} />;

  const setValue = (key: FilterKey, value: string | undefined) =>
    setValues((current) => ({
      ...current,
      [key]: value,
      // Product §2: a new district (or none) clears the constituency.
      ...(key === "location" ? { sub_location: undefined } : {}),
    }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(chosen);
  };

  const clear = () => {
    setValues({});
    onClear?.();
  };

  return (
    <form
      onSubmit={submit}
      className={drawer ? "flex flex-1 flex-col" : undefined}
      {...(label ? { role: "search", "aria-label": label } : {})}
    >
      <div className={`grid gap-3 ${gridClassName}`}>
        {filterSet.fields.map((key) => {
          if (key === "verified" || key === "include_unconfirmed") {
            return (
              <FilterSwitch
                key={key}
                name={key}
                label={SWITCH_LABELS[key]}
                checked={values[key] === VERIFIED_ON}
                onChange={(on) => setValue(key, on ? VERIFIED_ON : undefined)}
              />
            );
          }
          const waitsForDistrict = key === "sub_location" && !values.location;
          return (
            <LazyCombobox
              key={key}
              label={t(FIELD_LABELS[key])}
              options={options[key]}
              value={values[key]}
              onChange={(value) => setValue(key, value)}
              disabled={waitsForDistrict}
              loading={lists.isPending || (key === "sub_location" && subLocationsLoading)}
              placeholder={
                waitsForDistrict
                  ? t(filters.chooseDistrictFirst)
                  : t(filters.anyField, { field: t(FIELD_LABELS[key]).toLowerCase() })
              }
            />
          );
        })}
      </div>
      {drawer ? (
        <p role="status" className="sr-only">
          {shownCount === undefined ? "" : t(filters.helpersMatch, { count: shownCount })}
        </p>
      ) : null}
      <div
        data-testid="filter-actions"
        className={
          drawer
            ? "sticky bottom-0 -mx-4 mt-auto flex gap-3 border-sand border-t bg-cream px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
            : "mt-4 flex flex-wrap gap-3"
        }
      >
        <button
          type="submit"
          className={`btn btn-accent min-w-32 ${drawer ? "flex-1 whitespace-nowrap px-3" : ""}`}
        >
          {shownCount === undefined
            ? t(filters.search)
            : t(filters.showHelpers, { count: shownCount })}
        </button>
        <button
          type="button"
          className={`btn btn-outline ${drawer ? "px-4" : "min-w-32"}`}
          onClick={clear}
        >
          {t(filters.clear)}
        </button>
      </div>
    </form>
  );
}

/** The filled fields of this form; a constituency list that failed to load sends none. */
function chosenValues(
  values: FilterValues,
  filterSet: FilterSet,
  subLocationsFailed: boolean,
): FilterValues {
  const chosen: FilterValues = {};
  for (const key of filterSet.fields) {
    if (values[key]) chosen[key] = values[key];
  }
  if (subLocationsFailed) delete chosen.sub_location;
  return chosen;
}

/**
 * The switches: "Verified helpers only" (a current check by our team, the Verified badge), and
 * also helpers not confirmed for LISTING_DROP_OUT_DAYS, whom search leaves out by default.
 */
const SWITCH_LABELS = {
  verified: () => t(filters.verifiedOnly),
  include_unconfirmed: () => t(filters.includeUnconfirmed, { days: LISTING_DROP_OUT_DAYS }),
};

function FilterSwitch({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: () => string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 self-end rounded-xl bg-white px-3 ring-1 ring-sand">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-brand-700"
      />
      <span className="font-medium text-ink text-sm">{label()}</span>
    </label>
  );
}
