import {
  apiErrorSchema,
  catalogPaths,
  categoryDetailsRequestSchema,
  categoryDetailsResponseSchema,
  maidDetailsRequestSchema,
  maidSchema,
  type SearchMaidsQuery,
  searchFiltersSchema,
  searchMaidsQuerySchema,
  searchMaidsResponseSchema,
  searchWideningsResponseSchema,
  subLocationRequestSchema,
  subLocationResponseSchema,
} from "@sahayi/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { optionalViewer } from "../../lib/accounts/auth.ts";
import { requestLocale } from "../../lib/locale.ts";
import { loadViewer } from "../../lib/public-helpers/public-maids.ts";
import { BEARER_AUTH } from "../../plugins/docs.ts";
import { createSearch, type Walk } from "./search.ts";
import { assertKnownFilterIds } from "./search-filters.ts";
import { searchWidenings } from "./search-widenings.ts";
import { getCategory, getMaid, listConstituencies } from "./service.ts";

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** Counts and anchors are kept per filter combination and order; this many at most. */
const SEARCH_COUNT_CACHE_ENTRIES = 5_000;
/**
 * A walk reads up to SEARCH_TOTAL_MAX matches (milliseconds) while the page it comes
 * with is fresh anyway, so counts live longer than other cached answers: 30 s by default.
 */
const SEARCH_COUNT_TTL_FACTOR = 6;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    catalogPaths.subLocation,
    {
      config: { cache: "public" },
      schema: {
        operationId: "listConstituencies",
        tags: ["catalog"],
        summary: "Constituencies of a district",
        body: subLocationRequestSchema,
        response: { 200: subLocationResponseSchema, ...errors },
      },
    },
    async (request) => listConstituencies(await app.catalogReference(), request.body.location_id),
  );

  const { searchMaids, countMaids } = createSearch(app.db, app.config.verificationValidDays);
  const searchCounts = app.publicCaches.create<Walk>({
    ttlMs: app.config.cacheTtlMs * SEARCH_COUNT_TTL_FACTOR,
    maxEntries: SEARCH_COUNT_CACHE_ENTRIES,
    serveStale: true,
  });
  const search = async (request: FastifyRequest, query: SearchMaidsQuery) => {
    const reference = await app.catalogReference(requestLocale(request));
    assertKnownFilterIds(query, reference);
    const viewer = await loadViewer(app.db, request.user);
    return searchMaids({ query, reference, counts: searchCounts, viewer });
  };
  // A visitor's answer is the same for every visitor; a user's shows is_purchased and the
  // numbers of helpers they bought, so it is private.
  const byViewer = { cache: "public-for-visitors" } as const;
  // A visitor or a login: a bad or expired token is a 401, so the client refreshes it.
  const visitorOrLogin: Record<string, string[]>[] = [{}, { [BEARER_AUTH]: [] }];
  const searchSchema = {
    tags: ["catalog"],
    security: visitorOrLogin,
    summary:
      "Approved helpers matching the filters, newest or most experienced first, a page at a time",
    response: { 200: searchMaidsResponseSchema, 400: apiErrorSchema },
  };
  app.get(
    catalogPaths.searchMaids,
    {
      config: byViewer,
      onRequest: optionalViewer,
      schema: { ...searchSchema, operationId: "searchMaids", querystring: searchMaidsQuerySchema },
    },
    (request) => search(request, request.query),
  );
  app.post(
    catalogPaths.searchMaids,
    // The spec does not say which method; a POST with no body means "no filters".
    {
      config: byViewer,
      onRequest: optionalViewer,
      schema: {
        ...searchSchema,
        operationId: "searchMaidsPost",
        body: searchMaidsQuerySchema.optional(),
      },
    },
    (request) => search(request, searchMaidsQuerySchema.parse(request.body ?? {})),
  );

  app.get(
    catalogPaths.searchWidenings,
    {
      config: { cache: "public" },
      schema: {
        operationId: "searchWidenings",
        tags: ["catalog"],
        summary: "How many helpers each search with one filter fewer finds (for empty results)",
        querystring: searchFiltersSchema,
        response: { 200: searchWideningsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      assertKnownFilterIds(request.query, await app.catalogReference());
      return searchWidenings({
        filters: request.query,
        countMaids: (filters) => countMaids(filters, searchCounts),
      });
    },
  );

  app.post(
    catalogPaths.maidDetails,
    {
      config: byViewer,
      onRequest: optionalViewer,
      schema: {
        operationId: "getMaidDetails",
        security: visitorOrLogin,
        tags: ["catalog"],
        summary: "One approved helper; phone numbers only for a user who purchased the helper",
        body: maidDetailsRequestSchema,
        response: { 200: maidSchema, ...errors },
      },
    },
    async (request) => {
      const maid = await getMaid({
        db: app.db,
        reference: await app.catalogReference(requestLocale(request)),
        publicId: request.body.maid_id,
        viewer: await loadViewer(app.db, request.user),
        verificationValidDays: app.config.verificationValidDays,
      });
      app.profileViews.record(maid.id, {
        address: request.ip,
        userAgent: request.headers["user-agent"],
      });
      return maid;
    },
  );

  app.post(
    catalogPaths.categoryDetails,
    {
      config: { cache: "public" },
      schema: {
        operationId: "getCategoryDetails",
        tags: ["catalog"],
        summary: "A category with its banner picture",
        body: categoryDetailsRequestSchema,
        response: { 200: categoryDetailsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      results: {
        category: await getCategory({
          db: app.db,
          categoryId: request.body.category_id,
          locale: requestLocale(request),
        }),
      },
    }),
  );
};
