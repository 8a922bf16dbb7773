import type { Maid } from "@sahayi/contract";
import { SHORTLIST_COMPARE_MAX, SHORTLIST_MAX_HELPERS } from "@sahayi/contract/constants";
import * as words from "@sahayi/contract/i18n/en/shortlist";
import { emptyStates } from "@sahayi/contract/messages";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { MaidCard } from "../../components/maid-card.tsx";
import { QueryError } from "../../components/query-error.tsx";
import { useShortlist } from "../../components/shortlist/heart-button.tsx";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { COMPARE_PARAM, chosenForComparison, toggled } from "./compare-choice.ts";
import { CompareTable } from "./compare-table.tsx";

/**
 * The profile's Shortlist tab: the helpers a household keeps while it decides, newest first,
 * each with a box to pick up to three to compare side by side. The comparison is in the
 * address (`?compare=id,id`), so Back returns to the list and a reload keeps it.
 */
export function ShortlistTab() {
  const list = useShortlist();
  const [params, setParams] = useSearchParams();
  const maids = list.data?.maids ?? [];
  const compared = chosenForComparison(params.get(COMPARE_PARAM), maids);

  const showComparison = (ids: readonly string[] | null) => {
    const next = new URLSearchParams(params);
    if (ids) next.set(COMPARE_PARAM, ids.join(","));
    else next.delete(COMPARE_PARAM);
    setParams(next);
  };

  return (
    <>
      <h2 id="profile-section-heading" className="font-semibold text-2xl text-brand-900">
        {t(compared.length > 0 ? words.compareTitle : words.shortlistTab)}
      </h2>
      <div className="mt-4">
        {list.isPending ? (
          <Loading label={t(emptyStates.loadingMaids)} />
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : maids.length === 0 ? (
          <EmptyShortlist />
        ) : compared.length > 0 ? (
          <>
            <CompareTable maids={compared} />
            <button
              type="button"
              className="btn btn-outline mt-4"
              onClick={() => showComparison(null)}
            >
              {t(words.compareClose)}
            </button>
          </>
        ) : (
          <KeptHelpers maids={maids} onCompare={showComparison} />
        )}
      </div>
    </>
  );
}

function EmptyShortlist() {
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-muted">{t(words.emptyShortlist)}</p>
      <Link to={paths.search.href()} className="btn btn-primary">
        {t(words.findHelpers)}
      </Link>
    </div>
  );
}

function KeptHelpers(props: {
  maids: readonly Maid[];
  onCompare: (ids: readonly string[]) => void;
}) {
  const [picked, setPicked] = useState<readonly string[]>([]);
  // A helper dropped from the list meanwhile is no longer picked.
  const chosen = picked.filter((id) => props.maids.some((maid) => maid.id === id));
  const full = chosen.length >= SHORTLIST_COMPARE_MAX;

  return (
    <>
      <p className="text-muted text-sm">
        {t(words.keptCount, { count: props.maids.length, max: SHORTLIST_MAX_HELPERS })} ·{" "}
        {t(words.compareChoose, { max: SHORTLIST_COMPARE_MAX })}
      </p>
      <ul className="mt-4 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:gap-5 md:grid-cols-3 xl:grid-cols-4">
        {props.maids.map((maid) => {
          const checked = chosen.includes(maid.id);
          return (
            <li key={maid.id} className="flex flex-col gap-2">
              <MaidCard maid={maid} />
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={checked}
                  disabled={full && !checked}
                  onChange={() => setPicked(toggled(chosen, maid.id))}
                />
                {t(words.compareHelper, { name: maid.name })}
              </label>
            </li>
          );
        })}
      </ul>
      {/* Stays in sight while the list scrolls, just above the site's contact bar. */}
      <div className="sticky bottom-[var(--floating-space)] mt-4 flex flex-wrap items-center justify-end gap-3 bg-white/95 py-3">
        <p aria-live="polite" className="text-muted text-sm">
          {full ? t(words.compareAtMost, { max: SHORTLIST_COMPARE_MAX }) : ""}
        </p>
        <button
          type="button"
          className="btn btn-primary"
          disabled={chosen.length < 2}
          onClick={() => props.onCompare(chosen)}
        >
          {t(words.compareButton, { count: chosen.length })}
        </button>
      </div>
    </>
  );
}
