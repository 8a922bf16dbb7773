import {
  AGE_BUCKETS,
  EXPERIENCE_BUCKETS,
  type SearchMaidsQuery,
  type SearchMaidsResponse,
} from "@sahayi/contract";
import { and, between, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { CatalogReference } from "../../db/reference.ts";
import { helpers } from "../../db/schema.ts";
import type { Cache } from "../../lib/cache.ts";
import {
  ANONYMOUS,
  selectPublicHelpers,
  toPublicMaids,
  type Viewer,
} from "../../lib/public-maids.ts";

type Values = Record<string, string | number>;

/** Filters that name one value of one column. */
const EQUALITY_FILTERS = {
  location: helpers.districtId,
  sub_location: helpers.constituencyId,
  religion: helpers.casteId,
  shift: helpers.shiftId,
  language: helpers.languageId,
  gender: helpers.gender,
};
type Statements = ReturnType<typeof searchStatements>;

/**
 * Search for one database. The SQL of a search depends only on which filters are set, so
 * each such shape is built and prepared once (named statements on PostgreSQL: no parsing or
 * planning per request) and runs with the visitor's values.
 */
export function createSearch(db: Db) {
  const prepared = new Map<string, { page: Prepared<"page">; count: Prepared<"count"> }>();
  const statementsFor = (values: Values) => {
    // searchValues names the placeholders in one fixed order, so the names are the shape.
    const shape = JSON.stringify(Object.keys(values));
    let found = prepared.get(shape);
    if (!found) {
      const { page, count } = searchStatements(db, values);
      const name = `search_${prepared.size}`;
      found = { page: page.prepare(`${name}_page`), count: count.prepare(`${name}_count`) };
      prepared.set(shape, found);
    }
    return found;
  };

  /**
   * One page of approved helpers matching the filters, newest first, and how many matched.
   * The page is one query; the total comes from `counts` (docs/decisions/002).
   */
  return async function searchMaids(options: {
    query: SearchMaidsQuery;
    reference: CatalogReference;
    counts: Cache<number>;
    viewer?: Viewer;
  }): Promise<SearchMaidsResponse> {
    const { query, reference, counts, viewer = ANONYMOUS } = options;
    const values = searchValues(query);
    const statements = statementsFor(values);
    const [rows, total] = await Promise.all([
      statements.page.execute(values),
      counts.get(
        countKey(values),
        // count() always answers one row.
        async () => (await statements.count.execute(values))[0]!.total,
      ),
    ]);
    return {
      maids: toPublicMaids(rows, reference, viewer),
      page: query.page,
      page_size: query.page_size,
      total,
    };
  };
}

type Prepared<K extends keyof Statements> = ReturnType<Statements[K]["prepare"]>;

/** The values a search runs with, named after the placeholders searchStatements uses. */
export function searchValues(query: SearchMaidsQuery): Values {
  const { page, page_size: pageSize, ...filters } = query;
  const values: Values = { limit: pageSize, offset: (page - 1) * pageSize };
  for (const key of Object.keys(EQUALITY_FILTERS) as (keyof typeof EQUALITY_FILTERS)[]) {
    const value = filters[key];
    if (value !== undefined) values[key] = value;
  }
  if (filters.age) {
    values.age_min = AGE_BUCKETS[filters.age].min;
    values.age_max = AGE_BUCKETS[filters.age].max;
  }
  if (filters.experience) {
    values.experience_min = EXPERIENCE_BUCKETS[filters.experience].min;
    values.experience_max = EXPERIENCE_BUCKETS[filters.experience].max;
  }
  // Expertise (home and /search) and the category page's own category may both be set.
  if (filters.category !== undefined) values.category = filters.category;
  if (filters.category_id !== undefined && filters.category_id !== filters.category) {
    values.category_id = filters.category_id;
  }
  return values;
}

/**
 * The page and count statements for the placeholders present in `values`; the benchmark
 * EXPLAINs them. Every filter is an equality or a range on one column with a partial index.
 */
export function searchStatements(db: Db, values: Values) {
  const has = (name: string) => name in values;
  const at = sql.placeholder;
  // A literal, not a parameter: a prepared statement's generic plan can then still prove
  // that the partial indexes (WHERE status = 'approved') apply.
  const conditions: SQL[] = [sql`${helpers.status} = 'approved'`];
  for (const [name, column] of Object.entries(EQUALITY_FILTERS)) {
    if (has(name)) conditions.push(eq(column, at(name)));
  }
  if (has("age_min")) conditions.push(between(helpers.age, at("age_min"), at("age_max")));
  if (has("experience_min")) {
    conditions.push(between(helpers.experienceYears, at("experience_min"), at("experience_max")));
  }
  for (const name of ["category", "category_id"]) {
    if (!has(name)) continue;
    conditions.push(sql`${helpers.categoryIds} @> array[${at(name)}]::integer[]`);
  }
  const where = and(...conditions) as SQL;
  return {
    page: readPage(db, where),
    count: db.select({ total: count() }).from(helpers).where(where),
  };
}

/**
 * The page's ids are picked first by an index-only scan, so only the rows shown are read
 * from the table, never the rows skipped by OFFSET.
 */
function readPage(db: Db, where: SQL) {
  const pageIds = db
    .select({ id: helpers.id })
    .from(helpers)
    .where(where)
    .orderBy(desc(helpers.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .as("page_ids");
  return selectPublicHelpers(db)
    .innerJoin(pageIds, eq(pageIds.id, helpers.id))
    .orderBy(desc(helpers.id));
}

/** Searches with the same filters share one cached count, whatever page they ask for. */
function countKey(values: Values): string {
  const { limit, offset, ...filters } = values;
  // searchValues sets the filters in one fixed order, so equal filters make equal keys.
  return JSON.stringify(filters);
}
