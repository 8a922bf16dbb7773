import {
  QUERY_CACHE_MS,
  QUERY_RETRIES,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_MAX_MS,
} from "@sahayi/contract/constants";
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client.ts";

/** Product §9: three retries, 1 s doubling capped at 30 s, unused data kept for 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx answer (unknown id, bad input, no login) will not change by asking again.
        retry: (failureCount, error) =>
          failureCount < QUERY_RETRIES && !(error instanceof ApiError && error.isClientError),
        retryDelay: (attempt) => Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_MAX_MS),
        gcTime: QUERY_CACHE_MS,
      },
    },
  });
}
