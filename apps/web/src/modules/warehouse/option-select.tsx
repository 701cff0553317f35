import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type CSSProperties, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../shared/use-debounced.ts';
import { fetchOptions, type Option, type OptionSource } from './api.ts';

/** Titles seen this session, so a value restored from the address bar shows its name. */
const seen = new Map<string, string>();
const seenKey = (source: OptionSource, id: unknown) => `${source}:${String(id)}`;

export interface OptionSelectProps {
  source: OptionSource;
  id?: string;
  value?: number;
  onChange?: (value: number | undefined, option?: Option) => void;
  /** The current value's title when known (a document's `<field>_name`). */
  label?: string | null;
  /** Extra eq filters of the options (a branch's warehouses). */
  filter?: Record<string, string | number>;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  testId?: string;
}

/**
 * A select searching active records on the server (`/options?search=`);
 * branches come as one short list and are searched here. The current value
 * keeps its title even when it is not among the first 50 options.
 */
export function OptionSelect({
  source,
  id,
  value,
  onChange,
  label,
  filter,
  placeholder,
  disabled,
  allowClear = true,
  style,
  testId,
}: OptionSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebounced(search, 250);
  const local = source === 'branch';
  const hasValue = value !== undefined && value !== null;

  const options = useQuery({
    queryKey: ['warehouse-options', source, local ? '' : term, filter],
    queryFn: ({ signal }) =>
      fetchOptions(source, { ...filter, search: local ? undefined : term || undefined }, signal),
    enabled: open || (hasValue && !label),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  if (label && hasValue) seen.set(seenKey(source, value), label);
  for (const option of options.data ?? []) seen.set(seenKey(source, option.id), option.name);

  const list = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    const rows = (options.data ?? [])
      .filter((o) => !local || !needle || o.name.toLocaleLowerCase().includes(needle))
      .map((o) => ({ value: o.id, label: o.name }));
    if (hasValue && !rows.some((o) => o.value === value)) {
      rows.unshift({ value, label: label ?? seen.get(seenKey(source, value)) ?? `#${value}` });
    }
    return rows;
  }, [options.data, search, local, hasValue, value, label, source]);

  return (
    <Select<number>
      id={id}
      data-testid={testId}
      value={hasValue ? value : undefined}
      onChange={(next) => {
        setSearch('');
        const found = options.data?.find((o) => o.id === next);
        onChange?.(next ?? undefined, found);
      }}
      options={list}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onOpenChange={setOpen}
      loading={options.isFetching}
      allowClear={allowClear}
      disabled={disabled}
      placeholder={placeholder ?? t('warehouse.select.placeholder')}
      notFoundContent={
        options.isFetching ? t('warehouse.select.loading') : t('warehouse.select.nothingFound')
      }
      style={{ width: '100%', ...style }}
      popupMatchSelectWidth={false}
    />
  );
}
