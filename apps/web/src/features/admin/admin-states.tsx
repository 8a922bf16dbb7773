import type { UseQueryResult } from "@tanstack/react-query";
import { Loading } from "../../components/loading.tsx";
import { QueryError } from "../../components/query-error.tsx";

/** What a section shows while its query has no data: the spinner, or the error with a retry. */
export function QueryStatus({ query }: { query: UseQueryResult<unknown> }) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  return null;
}
