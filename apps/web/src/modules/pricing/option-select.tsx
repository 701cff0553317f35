import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type CSSProperties, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../shared/use-debounced.ts';
import { fetchOptions, type Option, type OptionSource } from './api.ts';

/** Titles seen this session, so chosen values keep their names while the search changes. */
const seen = new Map<string, string>();
const seenKey = (source: OptionSource, id: number) => `${source}:${id}`;

interface Common {
  source: OptionSource;
  placeholder?: string;
  style?: CSSProperties;
  testId?: string;
}
interface Single extends Common {
  multiple?: false;
  value?: number;
  onChange(value: number | undefined): void;
}
interface Multiple extends Common {
  multiple: true;
  value: number[];
  onChange(value: number[]): void;
}

/** A select searching active records on the server (`/options?search=`), one value or many. */
export function OptionSelect(props: Single | Multiple) {
  const { source, placeholder, style, testId } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebounced(search, 250);
  const values = props.multiple ? props.value : props.value === undefined ? [] : [props.value];

  const options = useQuery({
    queryKey: ['pricing-options', source, term],
    queryFn: ({ signal }) => fetchOptions(source, { search: term || undefined }, signal),
    enabled: open,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  for (const option of options.data ?? []) seen.set(seenKey(source, option.id), option.name);

  const list = useMemo(() => {
    const rows = (options.data ?? []).map((o: Option) => ({ value: o.id, label: o.name }));
    for (const value of values) {
      if (!rows.some((o) => o.value === value))
        rows.unshift({ value, label: seen.get(seenKey(source, value)) ?? `#${value}` });
    }
    return rows;
  }, [options.data, values, source]);

  const common = {
    'data-testid': testId,
    options: list,
    showSearch: { filterOption: false, onSearch: setSearch, searchValue: search },
    onOpenChange: setOpen,
    loading: options.isFetching,
    allowClear: true,
    placeholder: placeholder ?? t('pricing.select.placeholder'),
    notFoundContent: options.isFetching ? t('pricing.select.loading') : t('pricing.select.nothingFound'),
    style: { width: '100%', ...style },
    popupMatchSelectWidth: false,
  } as const;

  if (props.multiple)
    return (
      <Select<number[]>
        {...common}
        mode="multiple"
        value={props.value}
        onChange={(next) => {
          setSearch('');
          props.onChange(next ?? []);
        }}
      />
    );
  return (
    <Select<number>
      {...common}
      value={props.value}
      onChange={(next) => {
        setSearch('');
        props.onChange(next ?? undefined);
      }}
    />
  );
}
