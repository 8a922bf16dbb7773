import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { categoryDetailsRequestSchema, subLocationRequestSchema } from "../src/catalog/catalog.ts";
import { SEARCH_ID_FILTER_LABELS, searchMaidsQuerySchema } from "../src/catalog/search.ts";
import { SEARCH_PAGE_MAX } from "../src/catalog/search-params.ts";
import { boundedInt, DB_INT_MAX, dbId, mustBeIdFromTheList } from "../src/numbers.ts";

const MESSAGE = mustBeIdFromTheList("District");
const id = dbId(MESSAGE);

/** The parsed value, or the distinct messages of a failed parse. */
function outcome(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data };
  return { messages: [...new Set(result.error.issues.map((issue) => issue.message))] };
}

describe("dbId", () => {
  it("matches PostgreSQL's integer and smallint ranges", () => {
    expect(DB_INT_MAX.integer).toBe(2 ** 31 - 1);
    expect(DB_INT_MAX.smallint).toBe(2 ** 15 - 1);
  });

  it("takes JSON numbers and decimal digit strings from 1 to 2^31 - 1", () => {
    for (const n of [1, 7, 2 ** 31 - 1]) {
      expect(outcome(id, n)).toEqual({ value: n });
      expect(outcome(id, String(n))).toEqual({ value: n });
    }
  });

  const refused: [string, unknown][] = [
    ["2^31, one past the integer column", 2 ** 31],
    ["2^31 as a string", String(2 ** 31)],
    ["a number past the safe integers", Number.MAX_SAFE_INTEGER + 2],
    ["a string of 17 digits", "1".repeat(17)],
    ["zero", 0],
    ["zero as a string", "0"],
    ["a negative number", -1],
    ["a negative string", "-1"],
    ["a plus sign", "+1"],
    ["a fraction", 1.5],
    ["a fraction as a string", "1.5"],
    ["a trailing decimal point", "1."],
    ["hex", "0x1"],
    ["an exponent", "1e3"],
    ["leading whitespace", " 1"],
    ["trailing whitespace", "1 "],
    ["a newline", "1\n"],
    ["Arabic-Indic digits", "\u0661"],
    ["an empty string", ""],
    ["a word", "abc"],
    ["true", true],
    ["false", false],
    ["an array", [1]],
    ["an array of a string", ["1"]],
    ["an object", { id: 1 }],
    ["null", null],
    ["undefined", undefined],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
  ];
  it.each(refused)("refuses %s with the field's message", (_name, value) => {
    expect(outcome(id, value)).toEqual({ messages: [MESSAGE] });
  });
});

describe("boundedInt", () => {
  const schema = boundedInt({ min: 2, max: DB_INT_MAX.smallint, message: "bad", tooLarge: "big" });

  it("holds both bounds exactly, for numbers and strings", () => {
    for (const value of [2, "2", DB_INT_MAX.smallint, String(DB_INT_MAX.smallint)]) {
      expect(outcome(schema, value)).toEqual({ value: Number(value) });
    }
    for (const value of [1, "1"]) expect(outcome(schema, value)).toEqual({ messages: ["bad"] });
    for (const value of [DB_INT_MAX.smallint + 1, String(DB_INT_MAX.smallint + 1)]) {
      expect(outcome(schema, value)).toEqual({ messages: ["big"] });
    }
  });
});

describe("every id and number of the catalogue's inputs", () => {
  it("uses the helper: the bounds and refusals hold in each request schema", () => {
    const cases = [
      { schema: subLocationRequestSchema, field: "location_id" },
      { schema: categoryDetailsRequestSchema, field: "category_id" },
      ...Object.keys(SEARCH_ID_FILTER_LABELS).map((field) => ({
        schema: searchMaidsQuerySchema,
        field,
      })),
    ];
    for (const { schema, field } of cases) {
      for (const bad of [2 ** 31, 0, true, [1], "0x1", "1e3", " 1"]) {
        const result = schema.safeParse({ [field]: bad });
        expect(result.success, `${field} = ${JSON.stringify(bad)}`).toBe(false);
        expect(result.error?.issues.map((i) => i.path.join("."))).toEqual([field]);
      }
      const top = schema.safeParse({ [field]: 2 ** 31 - 1 });
      expect(top.success && (top.data as Record<string, unknown>)[field]).toBe(2 ** 31 - 1);
    }
  });

  it("bounds the page and the page size, with their own messages", () => {
    const page = (value: unknown) => outcome(searchMaidsQuerySchema, { page: value });
    expect(page(SEARCH_PAGE_MAX)).toMatchObject({ value: { page: SEARCH_PAGE_MAX } });
    expect(page(SEARCH_PAGE_MAX + 1)).toEqual({
      messages: [`Page can be at most ${SEARCH_PAGE_MAX}.`],
    });
    for (const bad of [0, "1e1", true, ["2"]]) {
      expect(page(bad)).toEqual({ messages: ["Page must be a whole number from 1."] });
    }
    expect(outcome(searchMaidsQuerySchema, { page_size: "0x10" })).toEqual({
      messages: ["Page size must be a whole number from 1 to 100."],
    });
  });
});
