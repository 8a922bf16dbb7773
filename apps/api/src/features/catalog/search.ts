import {
  AGE_BUCKETS,
  birthDatesForAges,
  EXPERIENCE_BUCKETS,
  type SearchFilters,
  type SearchMaidsQuery,
  type SearchMaidsResponse,
  type SearchSort,
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
import { isVerified } from "../../lib/verification-badge.ts";

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
export function createSearch(db: Db, verificationValidDays: number) {
  const pages = new Map<string, Prepared<"page">>();
  const counts = new Map<string, Prepared<"count">>();
  // searchValues names the placeholders in one fixed order, so the names are the shape.
  const shapeOf = (values: Values) => JSON.stringify(Object.keys(values));
  const pageStatement = (values: Values, sort: SearchSort) => {
    // ORDER BY cannot be a parameter, so each order is a statement of its own.
    const shape = `${sort}:${shapeOf(values)}`;
    let found = pages.get(shape);
    if (!found) {
      found = searchStatements(db, values, sort, verificationValidDays).page.prepare(
        `search_page_${pages.size}`,
      );
      pages.set(shape, found);
    }
    return found;
  };
  const countStatement = (values: Values) => {
    const shape = shapeOf(values);
    let found = counts.get(shape);
    if (!found) {
      found = searchStatements(db, values, "newest", verificationValidDays).count.prepare(
        `search_count_${counts.size}`,
      );
      counts.set(shape, found);
    }
    return found;
  };
  const countMatches = (values: Values, cache: Cache<number>) =>
    cache.get(
      countKey(values),
      // count() always answers one row.
      async () => (await countStatement(values).execute(values))[0]!.total,
    );

  return {
    /**
     * One page of approved helpers matching the filters, in the asked order, and how many
     * matched. The page is one query; the total comes from `counts` (docs/decisions/002).
     */
    async searchMaids(options: {
      query: SearchMaidsQuery;
      reference: CatalogReference;
      counts: Cache<number>;
      viewer?: Viewer;
    }): Promise<SearchMaidsResponse> {
      const { query, reference, counts: cache, viewer = ANONYMOUS } = options;
      const values = searchValues(query);
      const [rows, total] = await Promise.all([
        pageStatement(values, query.sort).execute(values),
        countMatches(values, cache),
      ]);
      return {
        maids: toPublicMaids(rows, reference, viewer),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    /**
     * How many helpers match `filters`, from the same cached counts as the searches: asking
     * what dropping each filter would find costs one count per filter, and nothing once cached.
     */
    countMaids(filters: SearchFilters, cache: Cache<number>): Promise<number> {
      return countMatches(
        searchValues({ ...filters, page: 1, page_size: 1, sort: "newest" }),
        cache,
      );
    },
  };
}

type Prepared<K extends keyof Statements> = ReturnType<Statements[K]["prepare"]>;

/** The values a search runs with, named after the placeholders searchStatements uses. */
export function searchValues(query: SearchMaidsQuery): Values {
  const { page, page_size: pageSize, sort: _sort, ...filters } = query;
  const values: Values = { limit: pageSize, offset: (page - 1) * pageSize };
  for (const key of Object.keys(EQUALITY_FILTERS) as (keyof typeof EQUALITY_FILTERS)[]) {
    const value = filters[key];
    if (value !== undefined) values[key] = value;
  }
  // Ages are counted from the date of birth: an age bucket is a range of birth dates today,
  // which also keys the cached counts by day.
  if (filters.age) {
    const { min, max } = AGE_BUCKETS[filters.age];
    const born = birthDatesForAges(min, max);
    values.born_from = born.from;
    values.born_to = born.to;
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
  // A flag, not a value: the statement's EXISTS has no placeholder, but the flag makes it a
  // shape of its own and a key of its own in the count cache.
  if (filters.verified) values.verified = 1;
  return values;
}

/**
 * The page and count statements for the placeholders present in `values`; the benchmark
 * EXPLAINs them. Every filter is an equality or a range on one column with a partial index,
 * except `verified`: an EXISTS probing the verification records' (helper_id, checked_on) index.
 */
export function searchStatements(
  db: Db,
  values: Values,
  sort: SearchSort,
  verificationValidDays: number,
) {
  const has = (name: string) => name in values;
  const at = sql.placeholder;
  // A literal, not a parameter: a prepared statement's generic plan can then still prove
  // that the partial indexes (WHERE status = 'approved') apply.
  const conditions: SQL[] = [sql`${helpers.status} = 'approved'`];
  for (const [name, column] of Object.entries(EQUALITY_FILTERS)) {
    if (has(name)) conditions.push(eq(column, at(name)));
  }
  if (has("born_from")) {
    conditions.push(between(helpers.dateOfBirth, at("born_from"), at("born_to")));
  }
  if (has("experience_min")) {
    conditions.push(between(helpers.experienceYears, at("experience_min"), at("experience_max")));
  }
  for (const name of ["category", "category_id"]) {
    if (!has(name)) continue;
    conditions.push(sql`${helpers.categoryIds} @> array[${at(name)}]::integer[]`);
  }
  if (has("verified")) conditions.push(isVerified(verificationValidDays));
  const where = and(...conditions) as SQL;
  return {
    page: readPage(db, where, sort, verificationValidDays),
    count: db.select({ total: count() }).from(helpers).where(where),
  };
}

/** Newest first by row number (rows are numbered as they come); ties of years newest first. */
const ORDERS = {
  newest: [desc(helpers.id)],
  experience: [desc(helpers.experienceYears), desc(helpers.id)],
} satisfies Record<SearchSort, SQL[]>;

/**
 * The page's ids are picked first by an index-only scan, in the order of an index (each sort
 * has its own, docs/decisions/010), so only the rows shown are read from the table, never
 * the rows skipped by OFFSET.
 */
function readPage(db: Db, where: SQL, sort: SearchSort, verificationValidDays: number) {
  const order = ORDERS[sort];
  const pageIds = db
    .select({ id: helpers.id, experienceYears: helpers.experienceYears })
    .from(helpers)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .as("page_ids");
  // The outer query orders by the page's own columns, so it needs no second sort key lookup.
  const outer = {
    newest: [desc(pageIds.id)],
    experience: [desc(pageIds.experienceYears), desc(pageIds.id)],
  } satisfies Record<SearchSort, SQL[]>;
  return selectPublicHelpers(db, verificationValidDays)
    .innerJoin(pageIds, eq(pageIds.id, helpers.id))
    .orderBy(...outer[sort]);
}

/** Searches with the same filters share one cached count, whatever page they ask for. */
function countKey(values: Values): string {
  const { limit, offset, ...filters } = values;
  // searchValues sets the filters in one fixed order, so equal filters make equal keys.
  return JSON.stringify(filters);
}
