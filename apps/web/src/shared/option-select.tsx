import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchOptions, LOCAL_SOURCES, type Option, type OptionSource } from './options.ts';
import { useDebounced } from './use-debounced.ts';

/** Titles seen this session, so a value restored from the address bar keeps its name. */
const seen = new Map<string, string>();
const seenKey = (source: OptionSource, id: unknown) => `${source}:${String(id)}`;

interface Common {
  source: OptionSource;
  id?: string;
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
interface Single extends Common {
  multiple?: false;
  value?: number;
  onChange?: (value: number | undefined, option?: Option) => void;
}
interface Multiple extends Common {
  multiple: true;
  value?: number[];
  onChange?: (value: number[]) => void;
}
export type OptionSelectProps = Single | Multiple;

/**
 * A select searching active records on the server (`/options?search=`), one
 * value or many; short lists (branches) come whole and are searched here.
 * Chosen values keep their titles even when not among the first options.
 */
export function OptionSelect(props: OptionSelectProps) {
  const { source, id, label, filter, placeholder, disabled, allowClear = true, style, testId } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebounced(search, 250);
  const local = LOCAL_SOURCES.has(source);
  const values = props.multiple
    ? (props.value ?? [])
    : props.value === undefined || props.value === null
      ? []
      : [props.value];
  const single = !props.multiple && values.length === 1 ? values[0] : undefined;

  const options = useQuery({
    queryKey: ['options', source, local ? '' : term, filter],
    queryFn: ({ signal }) =>
      fetchOptions(source, { ...filter, search: local ? undefined : term || undefined }, signal),
    enabled: open || (single !== undefined && !label),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  if (label && single !== undefined) seen.set(seenKey(source, single), label);
  for (const option of options.data ?? []) seen.set(seenKey(source, option.id), option.name);

  const needle = search.trim().toLocaleLowerCase();
  const list = (options.data ?? [])
    .filter((o) => !local || !needle || o.name.toLocaleLowerCase().includes(needle))
    .map((o) => ({ value: o.id, label: o.name }));
  for (const value of values) {
    if (!list.some((o) => o.value === value))
      list.unshift({ value, label: seen.get(seenKey(source, value)) ?? `#${value}` });
  }

  const common = {
    id,
    'data-testid': testId,
    options: list,
    showSearch: { filterOption: false, onSearch: setSearch, searchValue: search },
    onOpenChange: setOpen,
    loading: options.isFetching,
    allowClear,
    disabled,
    placeholder: placeholder ?? t('common.select.placeholder'),
    notFoundContent: options.isFetching ? t('common.select.loading') : t('common.select.nothingFound'),
    style: { width: '100%', ...style },
    popupMatchSelectWidth: false,
  } as const;

  if (props.multiple)
    return (
      <Select<number[]>
        {...common}
        mode="multiple"
        value={props.value ?? []}
        onChange={(next) => {
          setSearch('');
          props.onChange?.(next ?? []);
        }}
      />
    );
  return (
    <Select<number>
      {...common}
      value={single}
      onChange={(next) => {
        setSearch('');
        props.onChange?.(
          next ?? undefined,
          options.data?.find((o) => o.id === next),
        );
      }}
    />
  );
}
