import type { Maid } from "@sahayi/contract";
import { emptyStates } from "@sahayi/contract/messages";
import { MaidCard } from "./maid-card.tsx";

/** Spec §9: 2 columns on phones, 4 on desktops, 5 above 1500 px. */
export function MaidGrid({ maids }: { maids: Maid[] }) {
  if (maids.length === 0) {
    return <p className="py-10 text-center text-lg text-muted">{emptyStates.noMaids}</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 wide:grid-cols-5">
      {maids.map((maid) => (
        <li key={maid.id}>
          <MaidCard maid={maid} />
        </li>
      ))}
    </ul>
  );
}
