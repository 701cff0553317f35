import { type ResourceDef, titleFieldOf } from '@savdo/shared/resources';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type CSSProperties, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { silentClient } from '../api/index.ts';
import { useDebounced } from '../shared/use-debounced.ts';
import { resourceApi } from './resource-api.ts';
import type { ResourceRow } from './types.ts';

/** Titles seen in options this session, so a value restored from the address bar shows its name at once. */
const seenTitles = new Map<string, string>();
const titleKey = (target: ResourceDef, id: unknown) => `${target.name}:${String(id)}`;

export interface RefSelectProps {
  /** The referenced resource (`findResource(field.ref)`). */
  target: ResourceDef | undefined;
  id?: string;
  value?: unknown;
  onChange?: (value: number | undefined) => void;
  /** Narrowing eq filters of the options (a region's province); `undefined` disables the select. */
  query?: Record<string, string | number>;
  /** The current value's title when known (a row's `<ref>_name`). */
  label?: string;
  placeholder?: string;
  /** The select's accessible name; by default its placeholder when no form label names it (no `id`). */
  'aria-label'?: string;
  style?: CSSProperties;
  testId?: string;
}

/**
 * A select searching a resource's active records on the server
 * (`GET /<apiPath>/options?search=`), narrowed by `query`. The current value
 * keeps its title even when it is not among the first options (or inactive).
 */
export function RefSelect({
  target,
  id,
  value,
  onChange,
  query,
  label,
  placeholder,
  'aria-label': ariaLabel,
  style,
  testId,
}: RefSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebounced(search, 300);
  const hasValue = value !== undefined && value !== null && value !== '';
  const api = useMemo(() => (target ? resourceApi(target) : undefined), [target]);

  const options = useQuery({
    queryKey: [target?.name, 'options', { ...query, search: term }],
    queryFn: ({ signal }) => (api ? api.options({ ...query, search: term || undefined }, signal) : []),
    enabled: api !== undefined && query !== undefined && (open || hasValue),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  for (const option of options.data ?? [])
    if (target) seenTitles.set(titleKey(target, option.id), option.name);

  const known = target && hasValue ? (label ?? seenTitles.get(titleKey(target, value))) : undefined;
  const listed = (options.data ?? []).some((o) => o.id === Number(value));
  // Last resort for a value restored from the address bar: the record itself (needs its show rule).
  const fallback = useQuery({
    queryKey: [target?.name, 'title', value],
    queryFn: async () => {
      const row = await silentClient.get<ResourceRow>(`/${target?.apiPath}/${String(value)}`);
      return String(row[target ? titleFieldOf(target) : 'name'] ?? '');
    },
    enabled: Boolean(target) && hasValue && !known && !listed && options.isFetched,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const selectOptions = useMemo(() => {
    const list = (options.data ?? []).map((o) => ({ value: o.id, label: o.name }));
    if (hasValue && !list.some((o) => o.value === Number(value))) {
      list.unshift({ value: Number(value), label: known ?? fallback.data ?? `#${String(value)}` });
    }
    return list;
  }, [options.data, hasValue, value, known, fallback.data]);

  return (
    <Select<number>
      id={id}
      aria-label={ariaLabel ?? (id ? undefined : placeholder)}
      data-testid={testId}
      value={hasValue ? Number(value) : undefined}
      onChange={(next) => {
        setSearch('');
        onChange?.(next ?? undefined);
      }}
      options={selectOptions}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onOpenChange={setOpen}
      loading={options.isFetching}
      allowClear
      disabled={query === undefined}
      placeholder={placeholder ?? t('engine.select')}
      notFoundContent={options.isFetching ? t('engine.loading') : t('engine.nothingFound')}
      style={{ width: '100%', ...style }}
    />
  );
}
