import { describe, expect, it, vi } from "vitest";
import { mapLimit } from "./concurrency.ts";

/** How many cores the machine seems to have, for the default limit. */
const cores = vi.hoisted(() => ({ count: 8 }));
vi.mock("node:os", async (importOriginal) => ({
  ...(await importOriginal<typeof import("node:os")>()),
  availableParallelism: () => cores.count,
}));

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

  it("runs one per core by default, and at least two", async () => {
    const items = Array.from({ length: 12 }, (_, i) => i + 1);
    for (const [count, expected] of [
      [8, 8],
      [1, 2],
    ] as const) {
      cores.count = count;
      const { work, most } = tracked();
      await mapLimit(items, work);
      expect(most(), `${count} cores`).toBe(expected);
    }
  });

  it("answers an empty list with an empty list", async () => {
    expect(await mapLimit([], async () => 1)).toEqual([]);
  });
});
