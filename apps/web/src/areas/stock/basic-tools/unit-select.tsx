import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { useDebounced } from '../../../shared/use-debounced.ts';
import { ASSETS_KEY, type AssetUnitRow, assetsApi } from './api.ts';

/** Units offered at a time; the rest are reached by typing. */
const OPTIONS = 50;

interface Props {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
}

/**
 * A unit in use, searched on the server (`/basic-tools/units?search=`) by
 * asset name, inventory code, room or number: the first 50 matches, newest
 * first, each with its book value; when more match, the list says so.
 */
export function UnitSelect({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<{ value: number; label: string }>();
  const term = useDebounced(search.trim(), 250);
  const units = useQuery({
    queryKey: [ASSETS_KEY, 'unit-options', term],
    queryFn: ({ signal }) =>
      assetsApi.units({ status: 'IN_USE', search: term || undefined, per_page: OPTIONS }, signal),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const rows = units.data?.data ?? [];
  const total = units.data?.meta?.total ?? 0;

  const label = (u: AssetUnitRow) =>
    t('basicTools.unitLabel', {
      id: u.id,
      name: [u.asset_name, u.inventory_code, u.room_name].filter(Boolean).join(', '),
      book: money(u.book_value, 'UZS', lang),
    });
  const options = rows.map((u) => ({ value: u.id, label: label(u) }));
  // The chosen unit keeps its label when a later search no longer finds it.
  if (chosen && chosen.value === value && !options.some((o) => o.value === value)) options.unshift(chosen);

  return (
    <Select<number>
      id={id}
      data-testid="unit-select"
      value={value}
      onChange={(next) => {
        setSearch('');
        setChosen(options.find((o) => o.value === next));
        onChange?.(next ?? undefined);
      }}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onOpenChange={setOpen}
      loading={units.isFetching}
      allowClear
      placeholder={t('basicTools.unitPicker.placeholder')}
      notFoundContent={units.isFetching ? t('lists.select.loading') : t('lists.select.nothingFound')}
      popupRender={(menu) => (
        <>
          {menu}
          {total > rows.length && (
            <Typography.Text type="secondary" data-testid="unit-select-more" style={{ padding: '4px 12px' }}>
              {t('basicTools.unitPicker.more', { shown: rows.length, total })}
            </Typography.Text>
          )}
        </>
      )}
      style={{ width: '100%' }}
    />
  );
}
