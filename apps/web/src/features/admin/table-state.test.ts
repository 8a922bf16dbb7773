import { adminPlansQuerySchema } from "@sahayi/contract/admin/catalogue";
import { ADMIN_PAGE_SIZE } from "@sahayi/contract/admin/console";
import { describe, expect, it } from "vitest";
import {
  ariaSort,
  firstPage,
  pageCount,
  refiltered,
  searched,
  sortedBy,
  type TableState,
  tableQuery,
} from "./table-state.ts";

/** A list somewhere past its first page, searched and sorted. */
const browsing: TableState = { page: 4, pageSize: 50, sort: "name", order: "asc", q: "lak" };

describe("firstPage", () => {
  it("starts on page 1 of the console's page size, unsearched, sorted as given", () => {
    expect(firstPage("created_at", "desc")).toEqual({
      page: 1,
      pageSize: ADMIN_PAGE_SIZE,
      sort: "created_at",
      order: "desc",
      q: "",
    });
  });
});

describe("sortedBy", () => {
  it("turns the sorted column from ascending to descending, and back", () => {
    const once = sortedBy(browsing, "name");
    expect(once).toMatchObject({ sort: "name", order: "desc" });
    expect(sortedBy(once, "name")).toMatchObject({ sort: "name", order: "asc" });
  });

  it("sorts another column ascending, whatever the order was", () => {
    expect(sortedBy({ ...browsing, order: "desc" }, "created_at")).toMatchObject({
      sort: "created_at",
      order: "asc",
    });
  });

  it("goes back to the first page and keeps the search and page size", () => {
    const next = sortedBy(browsing, "created_at");
    expect(next).toEqual({ ...browsing, sort: "created_at", order: "asc", page: 1 });
  });
});

describe("searched and refiltered", () => {
  it("a new search starts from the first page and keeps the sort", () => {
    expect(searched(browsing, "mary")).toEqual({ ...browsing, q: "mary", page: 1 });
  });

  it("a new filter starts from the first page and keeps sort and search", () => {
    expect(refiltered(browsing)).toEqual({ ...browsing, page: 1 });
  });
});

describe("pageCount", () => {
  it("fills the last page partly, and shows page 1 of 1 for an empty list", () => {
    for (const [total, size] of [
      [0, 20],
      [1, 20],
      [20, 20],
      [21, 20],
      [99, 10],
    ] as const) {
      const pages = pageCount(total, size);
      expect(pages).toBeGreaterThanOrEqual(1);
      // Every row fits, and the last page holds at least one row when there are rows.
      expect(pages * size).toBeGreaterThanOrEqual(total);
      if (total > 0) expect((pages - 1) * size).toBeLessThan(total);
    }
    expect(pageCount(0, 20)).toBe(1);
  });
});

describe("ariaSort", () => {
  it("names the order on the sorted column only", () => {
    expect(ariaSort(browsing, "name")).toBe("ascending");
    expect(ariaSort({ ...browsing, order: "desc" }, "name")).toBe("descending");
    expect(ariaSort(browsing, "created_at")).toBeUndefined();
  });
});

describe("tableQuery", () => {
  it("sends the page, size, sort and trimmed search as the API's list query reads them", () => {
    const state: TableState = { page: 3, pageSize: 50, sort: "price", order: "asc", q: "  Gold " };
    const sent = Object.fromEntries(new URLSearchParams(tableQuery(state)));
    expect(adminPlansQuerySchema.parse(sent)).toEqual({
      page: state.page,
      page_size: state.pageSize,
      sort: state.sort,
      order: state.order,
      q: state.q.trim(),
    });
  });

  it("leaves out a blank search and the filters that are not set", () => {
    const state = { ...firstPage("created_at", "desc"), q: "   " };
    const sent = new URLSearchParams(tableQuery(state, { status: undefined, read: "" }));
    expect([...sent.keys()].sort()).toEqual(["order", "page", "page_size", "sort"]);
  });

  it("adds the filters that are set, with their values encoded", () => {
    const sent = new URLSearchParams(
      tableQuery(firstPage("created_at", "desc"), { status: "paid", entity: "contact report" }),
    );
    expect(sent.get("status")).toBe("paid");
    expect(sent.get("entity")).toBe("contact report");
  });

  it("gives the same text for the same state, so a list's cache key is stable", () => {
    expect(tableQuery({ ...browsing })).toBe(tableQuery(browsing));
    expect(tableQuery(browsing)).not.toBe(tableQuery(sortedBy(browsing, "name")));
  });
});
