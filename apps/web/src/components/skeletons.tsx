import { emptyStates } from "@sahayi/contract/messages";
import type { ReactNode } from "react";

/**
 * Placeholders shaped like what they stand for, so a section takes its final size before its
 * data arrives and nothing below it moves (no layout shift). Each still says
 * "Loading..." (product §2), once, as a status over the shapes.
 */
function Waiting({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className="relative" data-testid="skeleton">
      <div aria-hidden="true" className="animate-pulse">
        {children}
      </div>
      <div className="absolute inset-x-0 top-6 flex justify-center">
        <p
          role="status"
          className="rounded-full bg-white/90 px-4 py-1.5 font-medium text-muted shadow-card"
        >
          {label}
        </p>
      </div>
    </div>
  );
}

const block = "rounded-lg bg-sand";

/** One maid card's outline: square picture, name, location, the two contact buttons. */
function MaidCardShape() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-sand">
      <div className="aspect-square w-full bg-sand" />
      <div className="flex flex-col gap-1 p-3 sm:p-4">
        <div className={`h-6 w-3/4 sm:h-7 ${block}`} />
        <div className={`h-5 w-2/3 ${block}`} />
        <div className="flex gap-2 pt-3">
          <div className="h-10 flex-1 rounded-full bg-sand" />
          <div className="h-10 flex-1 rounded-full bg-sand" />
        </div>
      </div>
    </div>
  );
}

/** The grid of MaidGrid (product §9 columns), filled with card outlines. */
export function MaidGridSkeleton({
  count,
  label = emptyStates.loading,
}: {
  count: number;
  label?: string;
}) {
  return (
    <Waiting label={label}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 wide:grid-cols-5">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: outlines have no identity but their place.
          <li key={index}>
            <MaidCardShape />
          </li>
        ))}
      </ul>
    </Waiting>
  );
}

/**
 * A row of category card outlines as the carousel shows them (2, 3 from 1024 px, 4 from
 * 1536 px), and the room of its arrows.
 */
export function CategoryRowSkeleton() {
  return (
    <Waiting label={emptyStates.loading}>
      <div className="flex gap-4 overflow-hidden p-1">
        {[0, 1, 2, 3].map((index) => (
          <div
            key={index}
            className={`min-w-0 shrink-0 basis-[calc(50%-0.5rem)] overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-sand lg:basis-[calc(33.333%-0.667rem)] 2xl:basis-[calc(25%-0.75rem)] ${
              index >= 2 ? "max-lg:hidden" : ""
            } ${index >= 3 ? "max-2xl:hidden" : ""}`}
          >
            <div className="aspect-[4/3] w-full bg-sand" />
            <div className="border-sand border-t-4 px-4 py-3">
              <div className={`h-6 w-2/3 sm:h-7 ${block}`} />
            </div>
          </div>
        ))}
      </div>
      <div className="mt-6 h-11" />
    </Waiting>
  );
}

/** A helper's page while it loads: the profile card's picture and lines, then the tabs. */
export function MaidProfileSkeleton() {
  return (
    <div className="container-page py-8 md:py-12">
      <Waiting label={emptyStates.loading}>
        <div className="grid grid-cols-1 gap-6 rounded-3xl bg-white p-4 shadow-card ring-1 ring-sand md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] md:gap-10 md:p-8">
          <div className="aspect-square w-full rounded-2xl bg-sand" />
          <div className="flex flex-col gap-4">
            <div className={`h-9 w-2/3 ${block}`} />
            <div className={`h-6 w-1/2 ${block}`} />
            <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
              <div className="h-18 rounded-xl bg-cream" />
              <div className="h-18 rounded-xl bg-cream" />
            </div>
            <div className={`h-8 w-1/2 ${block}`} />
            <div className="flex max-w-md gap-2">
              <div className="h-10 flex-1 rounded-full bg-sand" />
              <div className="h-10 flex-1 rounded-full bg-sand" />
            </div>
          </div>
        </div>
        <div className="mt-8 h-11 w-64 rounded-t-xl bg-sand" />
        <div className="flex max-w-3xl flex-col gap-3 py-6">
          <div className={`h-6 ${block}`} />
          <div className={`h-6 ${block}`} />
          <div className={`h-6 w-3/4 ${block}`} />
        </div>
      </Waiting>
    </div>
  );
}

/** The plans page's three columns of plan card outlines. */
export function PlanGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Waiting label={emptyStates.loading}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: outlines have no identity but their place.
          <li key={index}>
            <PlanCardShape />
          </li>
        ))}
      </ul>
    </Waiting>
  );
}

/** A plan card's outline, the same height as a card, for while the plans load. */
function PlanCardShape({ withAction = true }: { withAction?: boolean }) {
  const block = "rounded-lg bg-sand";
  return (
    <div className="flex h-full flex-col gap-4 rounded-2xl bg-white p-6 shadow-card ring-1 ring-sand">
      <div className="flex items-center gap-3">
        <div className="size-14 rounded-full bg-sand" />
        <div className="h-7 w-28 rounded-full bg-sand" />
      </div>
      <div className={`h-8 w-2/3 ${block}`} />
      <div className={`h-10 w-1/2 ${block}`} />
      <div className="flex flex-col gap-2">
        <div className={`h-6 w-3/4 ${block}`} />
        <div className={`h-6 w-4/5 ${block}`} />
      </div>
      <div className={`h-12 ${block}`} />
      <div className={`h-5 w-4/5 ${block}`} />
      {withAction ? <div className="mt-auto h-12 rounded-full bg-sand" /> : null}
    </div>
  );
}
