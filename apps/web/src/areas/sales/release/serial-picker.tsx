import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../shared/use-debounced.ts';
import { RELEASE_KEY, releaseApi } from './api.ts';

interface Props {
  itemId: number;
  productId: number;
  warehouseId: number | undefined;
  value: string[];
  onChange(serials: string[]): void;
}

/**
 * The units of a serial-tracked line: scanned (a scanner types the IMEI and
 * Enter) or picked from those in stock at the chosen warehouse, searched on
 * the server by the start of the serial. The server refuses a unit that is
 * not there (409 naming it).
 */
export function SerialPicker({ itemId, productId, warehouseId, value, onChange }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [scan, setScan] = useState('');
  const term = useDebounced(search, 250);
  const units = useQuery({
    queryKey: [RELEASE_KEY, 'serials', productId, warehouseId, term],
    queryFn: ({ signal }) =>
      releaseApi.serials(
        { product_id: productId, warehouse_id: warehouseId, search: term || undefined },
        signal,
      ),
    enabled: warehouseId !== undefined,
    placeholderData: keepPreviousData,
  });
  const add = (serial: string) => {
    const clean = serial.trim();
    if (clean && !value.includes(clean)) onChange([...value, clean]);
  };
  const options = (units.data ?? []).map((u) => ({ value: u.serial, label: u.serial }));
  for (const serial of value)
    if (!options.some((o) => o.value === serial)) options.push({ value: serial, label: serial });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 260 }}>
      <Input
        value={scan}
        disabled={warehouseId === undefined}
        placeholder={t('release.form.scan')}
        data-testid={`line-scan-${itemId}`}
        onChange={(e) => setScan(e.target.value)}
        onPressEnter={(e) => {
          e.preventDefault();
          add(scan);
          setScan('');
        }}
      />
      <Select<string[]>
        mode="multiple"
        value={value}
        disabled={warehouseId === undefined}
        placeholder={warehouseId === undefined ? t('release.form.chooseWarehouse') : t('release.form.pick')}
        options={options}
        loading={units.isFetching}
        showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
        onChange={(next) => {
          setSearch('');
          onChange(next);
        }}
        data-testid={`line-serials-${itemId}`}
        style={{ width: '100%' }}
      />
    </div>
  );
}
