import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

type Query = Record<string, string | number | undefined>;

/**
 * A server-paged list without a total: its page, the query (filters with
 * `page` and `per_page`), and the props of `PagedTable`. A change of filters
 * goes back to page 1. `refreshEvery` (ms), given the rows shown, keeps
 * the page fresh while they are still changing (false: no refresh).
 */
export function usePagedQuery<T>(
  key: readonly unknown[],
  fetch: (query: Query, signal?: AbortSignal) => Promise<T[]>,
  filters: Query,
  perPage = 20,
  refreshEvery?: (rows: T[]) => number | false,
) {
  const [page, setPage] = useState(1);
  const filterKey = JSON.stringify(filters);
  const [seen, setSeen] = useState(filterKey);
  if (seen !== filterKey) {
    setSeen(filterKey);
    setPage(1);
  }
  const query = { ...filters, page: seen === filterKey ? page : 1, per_page: perPage };
  const list = useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => fetch(query, signal),
    placeholderData: keepPreviousData,
    ...(refreshEvery
      ? { refetchInterval: (q: { state: { data?: T[] } }) => refreshEvery(q.state.data ?? []) }
      : {}),
  });
  return {
    list,
    table: {
      rows: list.data ?? [],
      loading: list.isFetching,
      isError: list.isError,
      page: query.page,
      perPage,
      onPage: setPage,
    },
  };
}
