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

  it("finds an option by its name in the other script as well", () => {
    const named = [
      { value: "1", label: "എറണാകുളം", alias: "Ernakulam" },
      { value: "2", label: "Kozhikode", alias: "കോഴിക്കോട്" },
      { value: "3", label: "Kollam" },
    ];
    expect(matchOptions(named, "ernak").map((o) => o.value)).toEqual(["1"]);
    expect(matchOptions(named, "കോഴി").map((o) => o.value)).toEqual(["2"]);
    expect(matchOptions(named, "എറണാ").map((o) => o.value)).toEqual(["1"]);
    expect(matchOptions(named, "ko").map((o) => o.value)).toEqual(["2", "3"]);
  });
});
