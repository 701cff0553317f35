import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../shared/option-select.tsx';
import { money, useLanguage } from '../warehouse/format.ts';
import { ASSETS_KEY, assetsApi } from './api.ts';

interface Props {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
}

/** A unit in use: first the asset, then one of its units (newest first, with its book value). */
export function UnitSelect({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [asset, setAsset] = useState<number>();
  const units = useQuery({
    queryKey: [ASSETS_KEY, 'unit-options', asset],
    queryFn: ({ signal }) =>
      assetsApi.units({ status: 'IN_USE', asset_product_id: asset, per_page: 100 }, signal),
    enabled: asset !== undefined,
  });
  return (
    <>
      <OptionSelect
        source="asset"
        testId="unit-asset"
        value={asset}
        onChange={(next) => {
          setAsset(next);
          onChange?.(undefined);
        }}
        placeholder={t('basicTools.fields.asset')}
        style={{ marginBottom: 8 }}
      />
      <Select<number>
        id={id}
        data-testid="unit-select"
        value={value}
        onChange={(next) => onChange?.(next)}
        disabled={asset === undefined}
        loading={units.isFetching}
        placeholder={t('basicTools.fields.unit')}
        options={(units.data?.data ?? []).map((u) => ({
          value: u.id,
          label: t('basicTools.unitLabel', {
            id: u.id,
            name: [u.inventory_code, u.room_name].filter(Boolean).join(', '),
            book: money(u.book_value, 'UZS', lang),
          }),
        }))}
      />
    </>
  );
}
