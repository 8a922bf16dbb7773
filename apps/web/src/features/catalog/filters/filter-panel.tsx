import * as search from "@sahayi/contract/i18n/en/search";
import { lazy, Suspense, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { FilterIcon } from "../../../components/icons.tsx";
import { useMediaQuery } from "../../../components/use-media-query.ts";
import { t } from "../../../lib/i18n.ts";
import { FilterForm } from "./filter-form.tsx";
import { type FilterSet, type FilterValues, filterParams } from "./filter-values.ts";

const FilterDrawer = lazy(() =>
  import("./filter-drawer.tsx").then((module) => ({ default: module.FilterDrawer })),
);

/** Tailwind's `lg`, where the site header also switches to its desktop layout. */
const DESKTOP = "(min-width: 64rem)";

interface FilterPanelProps {
  filterSet: FilterSet;
  /** The filters in the address, which the form starts from. */
  filters: FilterValues;
  gridClassName: string;
  /** Where Submit goes with the chosen filters. */
  hrefFor: (values: FilterValues) => string;
  /** Where Clear goes. */
  clearHref: string;
  /** The search's parameters for some chosen filters, for the drawer's count of helpers. */
  countParams: (values: FilterValues) => URLSearchParams;
}

/**
 * Product §2: the filters of /search and /category, inline on desktops and in a slide-in drawer
 * on phones. Submit and Clear navigate, so the address stays the only record of the filters.
 * The drawer's code loads when the Filters button is first pressed (or touched).
 */
export function FilterPanel({
  filterSet,
  filters,
  gridClassName,
  hrefFor,
  clearHref,
  countParams,
}: FilterPanelProps) {
  const desktop = useMediaQuery(DESKTOP);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const go = (href: string) => {
    setOpen(false);
    navigate(href);
  };
  const form = (inDrawer: boolean) => (
    <FilterForm
      // A new address (submit, clear, back button) starts the form from that address.
      key={filterParams(filters).toString()}
      filterSet={filterSet}
      initialValues={filters}
      gridClassName={gridClassName}
      onSubmit={(values) => go(hrefFor(values))}
      onClear={() => go(clearHref)}
      {...(inDrawer ? { drawer: { countParams } } : {})}
    />
  );
  const activeCount = Object.keys(filters).length;

  if (desktop) {
    return (
      <section
        aria-label={t(search.filtersTitle)}
        className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-sand md:p-6"
      >
        {form(false)}
      </section>
    );
  }

  return (
    <div>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "filter-drawer" : undefined}
        onPointerEnter={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="btn btn-outline"
      >
        <FilterIcon width={18} height={18} />
        {t(search.filtersTitle)}
        {activeCount > 0 ? (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-white text-xs">
            {activeCount}
            <span className="sr-only">{t(search.filtersSet)}</span>
          </span>
        ) : null}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <FilterDrawer open={open} onOpenChange={setOpen} trigger={trigger}>
            {form(true)}
          </FilterDrawer>
        </Suspense>
      ) : null}
    </div>
  );
}
