import type { Maid } from "@sahayi/contract";
import { emptyStates } from "@sahayi/contract/messages";
import { Loading } from "../../../components/loading.tsx";
import { MaidGrid } from "../../../components/maid-grid.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** Spec §2 Maids tab: the helpers this user has purchased, or No maids added yet. */
export function PurchasedMaids({ maids, loading }: { maids: Maid[]; loading: boolean }) {
  return (
    <>
      <SectionHeading>Maids</SectionHeading>
      <div className="mt-4">
        {maids.length > 0 ? (
          <MaidGrid maids={maids} />
        ) : loading ? (
          <Loading label={emptyStates.loadingMaids} />
        ) : (
          <p className="text-muted">{emptyStates.noMaidsAdded}</p>
        )}
      </div>
    </>
  );
}
