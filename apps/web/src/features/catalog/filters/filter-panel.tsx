import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useNavigate } from "react-router";
import { CloseIcon, FilterIcon } from "../../../components/icons.tsx";
import { useMediaQuery } from "../../../components/use-media-query.ts";
import { FilterForm } from "./filter-form.tsx";
import { type FilterSet, type FilterValues, filterParams } from "./filter-values.ts";

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
}

/**
 * Spec §2: the filters of /search and /category, inline on desktops and in a slide-in drawer
 * on phones. Submit and Clear navigate, so the address stays the only record of the filters.
 */
export function FilterPanel({
  filterSet,
  filters,
  gridClassName,
  hrefFor,
  clearHref,
}: FilterPanelProps) {
  const desktop = useMediaQuery(DESKTOP);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const go = (href: string) => {
    setOpen(false);
    navigate(href);
  };
  const form = (
    <FilterForm
      // A new address (submit, clear, back button) starts the form from that address.
      key={filterParams(filters).toString()}
      filterSet={filterSet}
      initialValues={filters}
      gridClassName={gridClassName}
      onSubmit={(values) => go(hrefFor(values))}
      onClear={() => go(clearHref)}
    />
  );
  const activeCount = Object.keys(filters).length;

  if (desktop) {
    return (
      <section
        aria-label="Filters"
        className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-sand md:p-6"
      >
        {form}
      </section>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="btn btn-outline">
        <FilterIcon width={18} height={18} />
        Filters
        {activeCount > 0 ? (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-white text-xs">
            {activeCount}
            <span className="sr-only"> set</span>
          </span>
        ) : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="menu-overlay fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="filter-drawer"
          className="drawer-panel fixed inset-y-0 left-0 z-50 flex w-[min(24rem,92vw)] flex-col overflow-y-auto bg-cream shadow-2xl"
        >
          <div className="flex items-center justify-between border-sand border-b px-4 py-3">
            <Dialog.Title className="font-bold text-brand-800 text-xl">Filters</Dialog.Title>
            <Dialog.Close
              aria-label="Close filters"
              className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
            >
              <CloseIcon width={24} height={24} />
            </Dialog.Close>
          </div>
          <div className="p-4">{form}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
