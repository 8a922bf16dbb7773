import { describe, expect, it } from "vitest";
import { mapLimit } from "./concurrency.ts";

/** Work that takes a few milliseconds and records how many run at once. */
function tracked() {
  let running = 0;
  let most = 0;
  const work = async (n: number, index: number) => {
    running++;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, (n * 7) % 5));
    running--;
    return `${index}:${n * 2}`;
  };
  return { work, most: () => most };
}

describe("mapLimit", () => {
  it("keeps the input order whatever finishes first, and never runs more than the limit", async () => {
    const items = Array.from({ length: 12 }, (_, i) => i + 1);
    for (const limit of [1, 3, 20]) {
      const { work, most } = tracked();
      expect(await mapLimit(items, work, limit)).toEqual(items.map((n, i) => `${i}:${n * 2}`));
      expect(most()).toBe(Math.min(limit, items.length));
    }
  });

  it("runs at least two at a time by default", async () => {
    const { work, most } = tracked();
    await mapLimit([1, 2, 3, 4], work);
    expect(most()).toBeGreaterThanOrEqual(2);
  });

  it("answers an empty list with an empty list", async () => {
    expect(await mapLimit([], async () => 1)).toEqual([]);
  });
});
