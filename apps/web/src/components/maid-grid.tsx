import type { Maid } from "@sahayi/contract";
import { emptyStates } from "@sahayi/contract/messages";
import { MaidCard } from "./maid-card.tsx";

interface MaidGridProps {
  maids: Maid[];
  /**
   * Where the grid is the page's main content, its first cards' pictures are the largest
   * thing a phone shows first: they load at once, ahead of other images, not lazily.
   */
  leadsThePage?: boolean;
}

/** A phone's first row: the cards whose pictures are on screen when the page opens. */
const FIRST_ROW = 2;

/** Product §9: 2 columns on phones, 4 on desktops, 5 above 1500 px. */
export function MaidGrid({ maids, leadsThePage = false }: MaidGridProps) {
  if (maids.length === 0) {
    return <p className="py-10 text-center text-lg text-muted">{emptyStates.noMaids}</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 wide:grid-cols-5">
      {maids.map((maid, index) => (
        <li key={maid.id}>
          <MaidCard maid={maid} prominent={leadsThePage && index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
