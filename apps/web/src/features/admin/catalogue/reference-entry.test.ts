import { referenceItemFormSchema, referenceListNames } from "@sahayi/contract/admin/catalogue";
import { describe, expect, it } from "vitest";
import { entryBody, isListName, namesBody } from "./reference-entry.ts";

describe("isListName", () => {
  it("knows every reference list and nothing else", () => {
    for (const name of referenceListNames) expect(isListName(name)).toBe(true);
    for (const other of [undefined, "", "district", "Districts", "categories"]) {
      expect(isListName(other)).toBe(false);
    }
  });
});

describe("entryBody", () => {
  const typed = { name: "Aluva", nameMl: "ആലുവ", districtId: "3", number: "74" };

  it("sends a constituency's district and number as numbers the contract takes", () => {
    const body = entryBody("constituencies", typed);
    expect(body).toEqual({ name: "Aluva", name_ml: "ആലുവ", district_id: 3, number: 74 });
    expect(referenceItemFormSchema.parse(body)).toEqual(body);
  });

  it("leaves out a district not chosen and a number empty or 0", () => {
    for (const [districtId, number] of [
      ["", ""],
      ["", "0"],
    ] as const) {
      const body = entryBody("constituencies", { ...typed, districtId, number });
      expect(body).toEqual({
        name: "Aluva",
        name_ml: "ആലുവ",
        district_id: undefined,
        number: undefined,
      });
    }
  });

  it("sends only the names for every other list, whatever else was typed", () => {
    for (const list of referenceListNames.filter((name) => name !== "constituencies")) {
      expect(entryBody(list, typed), list).toEqual({ name: "Aluva", name_ml: "ആലുവ" });
    }
  });
});

describe("namesBody", () => {
  it("sends an empty Malayalam name, which the contract saves as none", () => {
    const body = namesBody({ name: "Aluva", nameMl: "" });
    expect(body).toEqual({ name: "Aluva", name_ml: "" });
    expect(referenceItemFormSchema.parse(body)).toEqual({ name: "Aluva", name_ml: null });
  });
});
