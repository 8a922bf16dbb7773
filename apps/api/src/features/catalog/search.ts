import {
  AGE_BUCKETS,
  EXPERIENCE_BUCKETS,
  type SearchFilters,
  type SearchMaidsQuery,
  type SearchMaidsResponse,
} from "@sahayi/contract";
import { and, between, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { helperCategories, helpers } from "../../db/schema.ts";
import type { Cache } from "../../lib/cache.ts";
import { ANONYMOUS, selectPublicHelpers, toPublicMaids, type Viewer } from "./public-maids.ts";
import type { CatalogReference } from "./reference.ts";

/**
 * One page of approved helpers matching the filters, newest first, and how many matched.
 * The page is one query; the total comes from `counts` (docs/decisions/002).
 */
export async function searchMaids(options: {
  db: Db;
  query: SearchMaidsQuery;
  reference: CatalogReference;
  counts: Cache<number>;
  viewer?: Viewer;
}): Promise<SearchMaidsResponse> {
  const { db, query, reference, counts, viewer = ANONYMOUS } = options;
  const { page, page_size: pageSize, ...filters } = query;
  const queries = searchQueries(db, query);
  const [rows, total] = await Promise.all([
    queries.page,
    counts.get(countKey(filters), async () => (await queries.count)[0]?.total ?? 0),
  ]);
  return { maids: toPublicMaids(rows, reference, viewer), page, page_size: pageSize, total };
}

/** The two statements of a search, unexecuted: the benchmark EXPLAINs them. */
export function searchQueries(db: Db, query: SearchMaidsQuery) {
  const { page, page_size: pageSize, ...filters } = query;
  const where = whereApproved(filters);
  return {
    page: readPage(db, where, { limit: pageSize, offset: (page - 1) * pageSize }),
    count: db.select({ total: count() }).from(helpers).where(where),
  };
}

/** Every filter is an equality or a range on one column, each with a partial index. */
function whereApproved(filters: SearchFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(helpers.status, "approved")];
  const equal = <T>(column: Parameters<typeof eq>[0], value: T | undefined) => {
    if (value !== undefined) conditions.push(eq(column, value));
  };
  equal(helpers.districtId, filters.location);
  equal(helpers.constituencyId, filters.sub_location);
  equal(helpers.casteId, filters.religion);
  equal(helpers.shiftId, filters.shift);
  equal(helpers.languageId, filters.language);
  equal(helpers.gender, filters.gender);
  if (filters.age) {
    const { min, max } = AGE_BUCKETS[filters.age];
    conditions.push(between(helpers.age, min, max));
  }
  if (filters.experience) {
    const { min, max } = EXPERIENCE_BUCKETS[filters.experience];
    conditions.push(between(helpers.experienceYears, min, max));
  }
  // Expertise (home and /search) and the category page's own category may both be set.
  for (const categoryId of new Set([filters.category, filters.category_id])) {
    if (categoryId === undefined) continue;
    conditions.push(
      sql`exists (select 1 from ${helperCategories} where ${helperCategories.helperId} = ${helpers.id} and ${helperCategories.categoryId} = ${categoryId})`,
    );
  }
  return and(...conditions) as SQL;
}

/**
 * The page's ids are picked first along an index, so the joins and the per-row category and
 * gallery subselects run for the rows shown, never for the rows skipped by OFFSET.
 */
function readPage(db: Db, where: SQL, { limit, offset }: { limit: number; offset: number }) {
  const pageIds = db
    .select({ id: helpers.id })
    .from(helpers)
    .where(where)
    .orderBy(desc(helpers.id))
    .limit(limit)
    .offset(offset)
    .as("page_ids");
  return selectPublicHelpers(db)
    .innerJoin(pageIds, eq(pageIds.id, helpers.id))
    .orderBy(desc(helpers.id));
}

/** The same filters in any order, or given as text or numbers, share one cached count. */
function countKey(filters: SearchFilters): string {
  return JSON.stringify(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
