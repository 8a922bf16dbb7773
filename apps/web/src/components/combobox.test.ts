import { describe, expect, it } from "vitest";
import { matchOptions } from "./combobox.tsx";

const districts = ["Kollam", "Kottayam", "Kozhikode", "Ernakulam"].map((name) => ({
  value: name,
  label: name,
}));

describe("matchOptions", () => {
  it("matches anywhere in the name, whatever the case", () => {
    expect(matchOptions(districts, "KOT").map((o) => o.label)).toEqual(["Kottayam"]);
    expect(matchOptions(districts, "am").map((o) => o.label)).toEqual([
      "Kollam",
      "Kottayam",
      "Ernakulam",
    ]);
  });

  it("offers everything for an empty search and nothing for a miss", () => {
    expect(matchOptions(districts, "  ")).toHaveLength(4);
    expect(matchOptions(districts, "zz")).toEqual([]);
  });
});
