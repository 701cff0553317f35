import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useDebounced } from './use-debounced.ts';

export interface SearchSelectProps<T> {
  id?: string | undefined;
  value?: number | undefined;
  onChange?: ((value: number | undefined) => void) | undefined;
  style?: CSSProperties | undefined;
  /** The query key of the module's searches (the term is appended). */
  queryKey: readonly unknown[];
  /** The module's search endpoint, under the module's own rule. */
  search: (term: string, signal: AbortSignal) => Promise<T[]>;
  /** The id and the text of a found record. */
  optionOf: (item: T) => { value: number; label: string };
  placeholder?: string | undefined;
  /** The select's accessible name; by default its placeholder when no form label names it (no `id`). */
  'aria-label'?: string | undefined;
  testId?: string | undefined;
  /** The current record's text when known (one being edited), shown before any search. */
  label?: string | null | undefined;
  /** Characters typed before the first search (0: search at once, the server's first page). */
  minSearch?: number | undefined;
}

/**
 * A record picked by what the user types, searched on the server (debounced;
 * the last options stay while the next search runs). Each module passes its
 * own search endpoint, so the picker needs only that module's rule. Behind
 * every remote picker: clients, contracts, collectors.
 */
export function SearchSelect<T>(props: SearchSelectProps<T>) {
  const { id, value, onChange, style, queryKey, search: find, optionOf, placeholder, testId, label } = props;
  const [search, setSearch] = useState('');
  const term = useDebounced(search, 250);
  const found = useQuery({
    queryKey: [...queryKey, term],
    queryFn: ({ signal }) => find(term, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    enabled: term.trim().length >= (props.minSearch ?? 0),
  });
  const list = (found.data ?? []).map(optionOf);
  if (value !== undefined && label && !list.some((o) => o.value === value)) list.unshift({ value, label });
  return (
    <Select
      id={id}
      aria-label={props['aria-label'] ?? (id ? undefined : placeholder)}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      value={value}
      onChange={(v?: number) => {
        setSearch('');
        onChange?.(v);
      }}
      loading={found.isFetching}
      placeholder={placeholder}
      options={list}
      style={{ minWidth: 260, ...style }}
      popupMatchSelectWidth={false}
      data-testid={testId}
    />
  );
}
