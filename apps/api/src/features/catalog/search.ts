import {
  AGE_BUCKETS,
  birthDatesForAges,
  EXPERIENCE_BUCKETS,
  listedSince,
  SEARCH_TOTAL_MAX,
  type SearchFilters,
  type SearchMaidsQuery,
  type SearchMaidsResponse,
  type SearchSort,
} from "@sahayi/contract";
import { and, between, count, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { CatalogReference } from "../../db/reference.ts";
import { helpers } from "../../db/schema.ts";
import type { Cache } from "../../lib/cache.ts";
import {
  ANONYMOUS,
  selectPublicHelpers,
  toPublicMaids,
  type Viewer,
} from "../../lib/public-helpers/public-maids.ts";
import { isVerified } from "../../lib/public-helpers/verification-badge.ts";

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

/** A match's place in an order: its sort key. */
interface Anchor {
  id: number;
  experienceYears: number;
  /** The day she last confirmed (YYYY-MM-DD), the key of the "recently confirmed" order. */
  confirmedOn: string;
}

/**
 * One walk over the first `totalMax` matches of a filter set in one order: how many there
 * are (capped) and where every `anchorEvery`-th of them stands (docs/decisions/035).
 */
export interface Walk {
  total: number;
  anchors: Anchor[];
}

export interface SearchLimits {
  /** Matches counted and listed at most; pages past them are empty. */
  totalMax: number;
  /** Matches between two anchors: the most a page skips after its anchor. */
  anchorEvery: number;
}

/**
 * 200 matches (ten pages of 20) between anchors: a page never skips more than that many
 * index entries, whatever its number; 50 anchors make a full walk.
 */
const DEFAULT_LIMITS: SearchLimits = { totalMax: SEARCH_TOTAL_MAX, anchorEvery: 200 };

/**
 * Search for one database. The SQL of a search depends only on which filters are set, so
 * each such shape is built and prepared once (named statements on PostgreSQL: no parsing or
 * planning per request) and runs with the visitor's values.
 */
export function createSearch(
  db: Db,
  verificationValidDays: number,
  limits: SearchLimits = DEFAULT_LIMITS,
) {
  const pages = new Map<string, Prepared<"page">>();
  const walks = new Map<string, Prepared<"walk">>();
  // searchValues names the placeholders in one fixed order, so the names are the shape.
  const shapeOf = (values: Values, sort: SearchSort) =>
    `${sort}:${JSON.stringify(Object.keys(values))}`;
  // ORDER BY cannot be a parameter, so each order is a statement of its own.
  const statement = <K extends keyof Statements>(
    kind: K,
    found: Map<string, Prepared<K>>,
    values: Values,
    sort: SearchSort,
  ) => {
    const shape = shapeOf(values, sort);
    let prepared = found.get(shape);
    if (!prepared) {
      const statements = searchStatements(db, values, sort, verificationValidDays, limits);
      prepared = statements[kind].prepare(`search_${kind}_${found.size}`) as Prepared<K>;
      found.set(shape, prepared);
    }
    return prepared;
  };
  const walkMatches = (values: Values, sort: SearchSort, cache: Cache<Walk>) =>
    cache.get(walkKey(values, sort), async () => {
      // An aggregate always answers one row; array_agg answers null when nothing is kept.
      const [row] = await statement("walk", walks, values, sort).execute(values);
      const { total, ids, years, days } = row!;
      return {
        total,
        anchors: (ids ?? []).map((id, i) => ({
          id,
          experienceYears: years![i]!,
          confirmedOn: days![i]!,
        })),
      };
    });

  return {
    /**
     * One page of approved helpers matching the filters, in the asked order, and how many
     * matched. A page past the first anchor starts from the nearest anchor before it, so it
     * skips at most `anchorEvery` matches (docs/decisions/035); the walk that finds anchors
     * and the total is cached in `counts` (docs/decisions/002).
     */
    async searchMaids(options: {
      query: SearchMaidsQuery;
      reference: CatalogReference;
      counts: Cache<Walk>;
      viewer?: Viewer;
    }): Promise<SearchMaidsResponse> {
      const { query, reference, counts: cache, viewer = ANONYMOUS } = options;
      const values = searchValues(query);
      const walkThem = () => walkMatches(values, query.sort, cache);
      const readPage = (walk?: Walk) => {
        const paged = pageValues(values, query, limits, walk);
        return paged ? statement("page", pages, paged, query.sort).execute(paged) : [];
      };
      let rows: Awaited<ReturnType<typeof readPage>>;
      let walk: Walk;
      if ((query.page - 1) * query.page_size < limits.anchorEvery) {
        // The first anchor's worth of pages needs no anchor: page and walk run side by side.
        [rows, walk] = await Promise.all([readPage(), walkThem()]);
      } else {
        walk = await walkThem();
        rows = await readPage(walk);
      }
      return {
        maids: toPublicMaids(rows, reference, viewer),
        page: query.page,
        page_size: query.page_size,
        total: walk.total,
      };
    },

    /**
     * How many helpers match `filters` (up to `totalMax`), from the same cached walks as the
     * searches: asking what dropping each filter would find costs one walk per filter, and
     * nothing once cached.
     */
    async countMaids(filters: SearchFilters, cache: Cache<Walk>): Promise<number> {
      const values = searchValues({ ...filters, page: 1, page_size: 1, sort: "newest" });
      return (await walkMatches(values, "newest", cache)).total;
    },
  };
}

/**
 * The placeholders of a page: from the first match, or after the nearest anchor before the
 * page with the rest of the offset; none for a page past `totalMax` (it lists nobody).
 */
function pageValues(
  values: Values,
  query: SearchMaidsQuery,
  limits: SearchLimits,
  walk?: Walk,
): Values | undefined {
  const offset = (query.page - 1) * query.page_size;
  if (offset >= limits.totalMax) return undefined;
  const limit = Math.min(query.page_size, limits.totalMax - offset);
  const passed = Math.min(Math.floor(offset / limits.anchorEvery), walk?.anchors.length ?? 0);
  const anchor = walk?.anchors[passed - 1];
  if (!anchor) return { ...values, limit, offset };
  const after: Values = { after_id: anchor.id };
  if (query.sort === "experience") after.after_years = anchor.experienceYears;
  if (query.sort === "confirmed") after.after_day = anchor.confirmedOn;
  return { ...values, ...after, limit, offset: offset - passed * limits.anchorEvery };
}

type Prepared<K extends keyof Statements> = ReturnType<Statements[K]["prepare"]>;

/** The values a search runs with, named after the placeholders searchStatements uses. */
export function searchValues(query: SearchMaidsQuery): Values {
  const { page: _page, page_size: _pageSize, sort: _sort, ...filters } = query;
  const values: Values = {};
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
  // Listings not confirmed for LISTING_DROP_OUT_DAYS are left out unless asked for
  // (decision 045). A day, like the ages' dates: the cached counts are keyed by it.
  if (!filters.include_unconfirmed) values.listed_since = listedSince();
  return values;
}

/**
 * The page and walk statements for the placeholders present in `values`; the benchmark
 * EXPLAINs them. Every filter is an equality or a range on one column with a partial index,
 * except `verified`: an EXISTS probing the verification records' (helper_id, checked_on) index.
 * With `after_id` (and `after_years` in the experience order) the page starts after an anchor.
 */
export function searchStatements(
  db: Db,
  values: Values,
  sort: SearchSort,
  verificationValidDays: number,
  limits: SearchLimits = DEFAULT_LIMITS,
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
  // The day she confirmed is in every search index too, so this costs no read of the table.
  if (has("listed_since")) {
    conditions.push(gte(helpers.availabilityConfirmedOn, at("listed_since")));
  }
  const where = and(...conditions) as SQL;
  return {
    page: readPage(db, pageWhere(where, values, sort), sort, verificationValidDays),
    walk: walkMatches(db, where, sort, limits),
  };
}

/**
 * Newest first by row number (rows are numbered as they come); ties of years, or of the day
 * she last confirmed, newest first.
 */
const ORDERS = {
  newest: [desc(helpers.id)],
  experience: [desc(helpers.experienceYears), desc(helpers.id)],
  confirmed: [desc(helpers.availabilityConfirmedOn), desc(helpers.id)],
} satisfies Record<SearchSort, SQL[]>;

/**
 * Past an anchor: the order's key below the anchor's. A row comparison, so the index of the
 * order (docs/decisions/010) starts right there rather than skipping to it.
 */
function pageWhere(where: SQL, values: Values, sort: SearchSort): SQL {
  if (!("after_id" in values)) return where;
  const at = sql.placeholder;
  const after = {
    newest: sql`${helpers.id} < ${at("after_id")}`,
    experience: sql`(${helpers.experienceYears}, ${helpers.id}) < (${at("after_years")}, ${at("after_id")})`,
    confirmed: sql`(${helpers.availabilityConfirmedOn}, ${helpers.id}) < (${at("after_day")}, ${at("after_id")})`,
  } satisfies Record<SearchSort, SQL>;
  return and(where, after[sort]) as SQL;
}

/**
 * The first `totalMax` matches in the order, by the same index-only scan a page uses: how
 * many there are, and the keys of every `anchorEvery`-th. Both limits are literals, so even a
 * generic plan knows the walk stops early.
 */
function walkMatches(db: Db, where: SQL, sort: SearchSort, limits: SearchLimits) {
  const order = ORDERS[sort];
  const walk = db
    .select({
      id: helpers.id,
      experienceYears: helpers.experienceYears,
      confirmedOn: helpers.availabilityConfirmedOn,
      position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as(
        "position",
      ),
    })
    .from(helpers)
    .where(where)
    .orderBy(...order)
    // Inlined: drizzle would bind a number, and a generic plan guesses a bound limit.
    .limit(sql.raw(String(limits.totalMax)) as unknown as number)
    .as("walk");
  const anchor = sql`${walk.position} % ${sql.raw(String(limits.anchorEvery))} = 0`;
  return db
    .select({
      total: count(),
      ids: sql<
        number[] | null
      >`array_agg(${walk.id} order by ${walk.position}) filter (where ${anchor})`,
      years: sql<
        number[] | null
      >`array_agg(${walk.experienceYears} order by ${walk.position}) filter (where ${anchor})`,
      // As text: a date array is not parsed alike by every driver.
      days: sql<
        string[] | null
      >`array_agg(${walk.confirmedOn}::text order by ${walk.position}) filter (where ${anchor})`,
    })
    .from(walk);
}

/**
 * The page's ids are picked first by an index-only scan, in the order of an index (each sort
 * has its own, docs/decisions/010), so only the rows shown are read from the table, never
 * the rows skipped by OFFSET.
 */
function readPage(db: Db, where: SQL, sort: SearchSort, verificationValidDays: number) {
  const order = ORDERS[sort];
  const pageIds = db
    .select({
      id: helpers.id,
      experienceYears: helpers.experienceYears,
      confirmedOn: helpers.availabilityConfirmedOn,
    })
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
    confirmed: [desc(pageIds.confirmedOn), desc(pageIds.id)],
  } satisfies Record<SearchSort, SQL[]>;
  return selectPublicHelpers(db, verificationValidDays)
    .innerJoin(pageIds, eq(pageIds.id, helpers.id))
    .orderBy(...outer[sort]);
}

/** Searches with the same filters and order share one walk, whatever page they ask for. */
function walkKey(values: Values, sort: SearchSort): string {
  // searchValues sets the filters in one fixed order, so equal filters make equal keys.
  return `${sort}:${JSON.stringify(values)}`;
}
