import { type FormEvent, useState } from "react";
import { Combobox } from "../../../components/combobox.tsx";
import { Loading } from "../../../components/loading.tsx";
import { QueryError } from "../../../components/query-error.tsx";
import {
  FIELD_LABELS,
  type FilterKey,
  type FilterSet,
  type FilterValues,
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
}

/**
 * The filters of spec §2 (home search form, /search and /category panels). The fields are
 * plain state rather than a validated form: every value is picked from a list.
 */
export function FilterForm({
  filterSet,
  initialValues,
  onSubmit,
  onClear,
  label,
  gridClassName,
}: FilterFormProps) {
  const [values, setValues] = useState<FilterValues>(initialValues);
  const { options, lists, subLocationsLoading, subLocationsFailed } = useFilterOptions(
    values.location,
    filterSet.experienceOptions,
  );

  if (lists.isPending) return <Loading />;
  if (lists.isError) return <QueryError error={lists.error} onRetry={() => void lists.refetch()} />;

  const setValue = (key: FilterKey, value: string | undefined) =>
    setValues((current) => ({
      ...current,
      [key]: value,
      // Spec §2: a new district (or none) clears the constituency.
      ...(key === "location" ? { sub_location: undefined } : {}),
    }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen: FilterValues = {};
    for (const key of filterSet.fields) {
      if (values[key]) chosen[key] = values[key];
    }
    if (subLocationsFailed) delete chosen.sub_location;
    onSubmit(chosen);
  };

  const clear = () => {
    setValues({});
    onClear?.();
  };

  return (
    <form onSubmit={submit} {...(label ? { role: "search", "aria-label": label } : {})}>
      <div className={`grid gap-3 ${gridClassName}`}>
        {filterSet.fields.map((key) => {
          const waitsForDistrict = key === "sub_location" && !values.location;
          return (
            <Combobox
              key={key}
              label={FIELD_LABELS[key]}
              options={options[key]}
              value={values[key]}
              onChange={(value) => setValue(key, value)}
              disabled={waitsForDistrict}
              loading={key === "sub_location" && subLocationsLoading}
              placeholder={
                waitsForDistrict
                  ? "Choose a district first"
                  : `Any ${FIELD_LABELS[key].toLowerCase()}`
              }
            />
          );
        })}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className="btn btn-accent min-w-32">
          Search
        </button>
        <button type="button" className="btn btn-outline min-w-32" onClick={clear}>
          Clear
        </button>
      </div>
    </form>
  );
}
