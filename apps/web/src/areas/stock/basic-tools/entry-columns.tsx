import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { displayDate } from '../warehouse/dates.ts';
import type { AssetEntryRow } from './api.ts';

/** The columns every list of unit entries shows; `extra` ones go before the user. */
export function useEntryColumns(
  extra: TableColumnsType<AssetEntryRow> = [],
): TableColumnsType<AssetEntryRow> {
  const { t } = useTranslation();
  const lang = useLanguage();
  return [
    { key: 'date', title: t('basicTools.fields.date'), render: (_, r) => displayDate(r.business_date) },
    { key: 'unit', title: t('basicTools.fields.unit'), render: (_, r) => `#${r.unit_id}` },
    { key: 'asset', title: t('basicTools.fields.asset'), dataIndex: 'asset_name' },
    { key: 'code', title: t('basicTools.fields.inventoryCode'), dataIndex: 'inventory_code' },
    { key: 'room', title: t('basicTools.fields.room'), dataIndex: 'room_name' },
    {
      key: 'amount',
      title: t('basicTools.fields.amount'),
      align: 'right',
      render: (_, r) => money(r.amount, 'UZS', lang),
    },
    {
      key: 'book',
      title: t('basicTools.fields.bookValue'),
      align: 'right',
      render: (_, r) => money(r.book_value, 'UZS', lang),
    },
    ...extra,
    { key: 'note', title: t('basicTools.fields.note'), dataIndex: 'note' },
    { key: 'user', title: t('basicTools.fields.user'), dataIndex: 'created_by_name' },
  ];
}
