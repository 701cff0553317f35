import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../shared/use-debounced.ts';
import { ACCOUNTS_KEY, accountsApi } from './api.ts';

interface Props {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  style?: CSSProperties;
  testId?: string;
}

/** A client picked by name, PINFL or phone, searched on the server as the user types. */
export function ClientSelect({ id, value, onChange, style, testId = 'client-select' }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = useDebounced(search, 250);
  const options = useQuery({
    queryKey: [ACCOUNTS_KEY, 'clients', term],
    queryFn: ({ signal }) => accountsApi.clients(term, signal),
  });
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={(v?: number) => onChange?.(v)}
      loading={options.isFetching}
      placeholder={t('payments.accounts.selectClient')}
      options={(options.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
      style={{ minWidth: 260, ...style }}
      popupMatchSelectWidth={false}
      data-testid={testId}
    />
  );
}
