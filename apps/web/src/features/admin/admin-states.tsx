import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { QueryError } from "../../components/query-error.tsx";

/** What a section shows while its query has no data: the spinner, or the error with a retry. */
export function QueryStatus({ query }: { query: UseQueryResult<unknown> }) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  return null;
}

/**
 * The edit page of an item of a short list the console loads whole: the item of the route's
 * :id, or null for "new"; an id the list lacks says `notFound`. The form is keyed by the id,
 * so moving from one item to another starts a fresh form.
 */
export function ListItemPage<Item extends { id: number }>(props: {
  list: UseQueryResult<{ items: Item[] }>;
  notFound: string;
  form: (item: Item | null, key: string) => ReactNode;
}) {
  const { id = "new" } = useParams();
  const { list } = props;
  if (!list.isSuccess) return <QueryStatus query={list} />;
  const item = list.data.items.find((i) => String(i.id) === id) ?? null;
  if (id !== "new" && !item) return <p role="alert">{props.notFound}</p>;
  return props.form(item, id);
}
