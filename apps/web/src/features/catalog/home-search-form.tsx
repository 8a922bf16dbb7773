import * as filters from "@sahayi/contract/i18n/en/filters";
import { useNavigate } from "react-router";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { FilterForm } from "./filters/filter-form.tsx";
import { filteredHref, filterSets } from "./filters/filter-values.ts";

/** Product §2 home search form: Submit opens /search with the chosen filters; Clear resets. */
export function HomeSearchForm() {
  const navigate = useNavigate();
  return (
    <FilterForm
      label={t(filters.findHelpers)}
      filterSet={filterSets.home}
      initialValues={{}}
      gridClassName="sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(values) => navigate(filteredHref(paths.search.href(), values))}
    />
  );
}
