import type { Language } from '@savdo/shared/i18n';
import { type TableColumnsType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { money } from '../../../shared/format.ts';
import { shownDate } from '../contract-payments/api.ts';
import type { BonusOrderRow } from './api.ts';
import { points } from './format.ts';

/** The columns of the bonus orders and of the cash differences. */
export function orderColumns(t: TFunction, lang: Language): TableColumnsType<BonusOrderRow> {
  return [
    { key: 'id', title: '№', dataIndex: 'id' },
    { key: 'date', title: t('bonuses.fields.date'), render: (_, r) => shownDate(r.business_date) },
    { key: 'client', title: t('bonuses.fields.client'), dataIndex: 'client_name' },
    { key: 'product', title: t('bonuses.fields.product'), dataIndex: 'product_name' },
    { key: 'warehouse', title: t('bonuses.fields.warehouse'), dataIndex: 'warehouse_name' },
    { key: 'quantity', title: t('bonuses.fields.quantity'), dataIndex: 'quantity', align: 'right' },
    { key: 'returned', title: t('bonuses.fields.returned'), dataIndex: 'returned_quantity', align: 'right' },
    {
      key: 'total',
      title: t('bonuses.fields.total'),
      align: 'right',
      render: (_, r) => points(r.total, lang),
    },
    {
      key: 'spent',
      title: t('bonuses.fields.spent'),
      align: 'right',
      render: (_, r) => points(r.points, lang),
    },
    {
      key: 'difference',
      title: t('bonuses.fields.difference'),
      align: 'right',
      render: (_, r) => money(r.difference, 'UZS', lang),
    },
    { key: 'cashbox', title: t('bonuses.fields.cashbox'), dataIndex: 'cashbox_name' },
    {
      key: 'status',
      title: t('bonuses.fields.status'),
      render: (_, r) => {
        const part = r.status === 'ISSUED' && r.returned_quantity > 0;
        const status = part ? 'PART_RETURNED' : r.status;
        return (
          <Tag color={r.status === 'RETURNED' ? 'default' : part ? 'orange' : 'green'}>
            {t(`bonuses.statuses.${status}`)}
          </Tag>
        );
      },
    },
  ];
}
