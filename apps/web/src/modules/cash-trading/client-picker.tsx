import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../shared/use-debounced.ts';
import { CASH_TRADING_KEY, cashTradingApi } from './api.ts';

/** A client found by name (either script) or phone. */
export function ClientPicker({
  value,
  onChange,
  style,
  testId = 'sale-client',
}: {
  value?: number;
  onChange?: (v?: number) => void;
  style?: CSSProperties;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = useDebounced(search, 250);
  const found = useQuery({
    queryKey: [CASH_TRADING_KEY, 'clients', term],
    queryFn: ({ signal }) => cashTradingApi.clients(term, signal),
    enabled: term.trim().length > 1,
  });
  return (
    <Select
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      value={value}
      onChange={(v?: number) => onChange?.(v)}
      placeholder={t('cashTrading.form.findClient')}
      loading={found.isFetching}
      options={(found.data ?? []).map((c) => ({
        value: c.id,
        label: c.phone ? `${c.full_name} · ${c.phone}` : c.full_name,
      }))}
      style={style}
      data-testid={testId}
    />
  );
}
