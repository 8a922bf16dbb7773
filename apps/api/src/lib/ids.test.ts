import { describe, expect, it } from "vitest";
import { IMAGE_KEY_PATTERN, newImageKey, newPublicId, randomId } from "./ids.ts";

/** The letters an id may use: digits and both cases of the Latin alphabet. */
const LETTERS = [..."0123456789", ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", ..."abcdefghijklmnopqrstuvwxyz"];

describe("randomId", () => {
  it("has exactly the asked length, in letters and digits only", () => {
    for (const length of [1, 12, 20, 33]) {
      const id = randomId(length);
      expect(id).toHaveLength(length);
      expect(id).toMatch(/^[A-Za-z0-9]+$/);
    }
    expect(randomId(0)).toBe("");
  });

  it("uses every one of the 62 letters about equally often", () => {
    // 200,000 letters: each letter's count is about 3,226 with a standard deviation of about
    // 57, so the ±10 % band is more than 5 deviations wide. A letter drawn 1.2 times as often as
    // the others (a biased modulo), or an alphabet of fewer letters, falls outside it.
    const counts = new Map<string, number>();
    let total = 0;
    while (total < 200_000) {
      for (const letter of randomId(20)) counts.set(letter, (counts.get(letter) ?? 0) + 1);
      total += 20;
    }
    expect([...counts.keys()].sort()).toEqual([...LETTERS].sort());
    const share = total / LETTERS.length;
    for (const [letter, count] of counts) {
      expect(Math.abs(count - share) / share, letter).toBeLessThan(0.1);
    }
  });

  it("does not repeat itself", () => {
    const ids = Array.from({ length: 1000 }, () => newPublicId());
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("public ids and image keys", () => {
  it("public ids have 12 letters (about 71 bits), image keys 20 (about 119 bits)", () => {
    expect(newPublicId()).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(newImageKey()).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it("an image key is exactly 20 letters and digits, nothing around them", () => {
    const key = newImageKey();
    expect(IMAGE_KEY_PATTERN.test(key)).toBe(true);
    for (const bad of [
      key.slice(1),
      `${key}a`,
      `/${key}`,
      `${key}/`,
      `../${key}`,
      `${key.slice(0, 10)}.${key.slice(11)}`,
      "-".repeat(20),
    ]) {
      expect(IMAGE_KEY_PATTERN.test(bad), bad).toBe(false);
    }
  });
});
