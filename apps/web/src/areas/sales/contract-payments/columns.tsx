import { documentNumber } from '@savdo/shared/documents';
import { type TableColumnType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { shownDate } from './api.ts';
import { type MadeBy, madeBy } from './made-by.ts';

interface ContractDoc {
  id: number;
  business_date: string;
  branch_prefix: string | null;
  contract_number: number;
  client_name: string | null;
}

/** The number (unless `number: false`), date, contract and client columns of a list of contract documents. */
export function contractDocColumns<T extends ContractDoc>(
  t: TFunction,
  { number = true }: { number?: boolean } = {},
): TableColumnType<T>[] {
  return [
    ...(number ? [{ key: 'id', title: t('payments.fields.number'), dataIndex: 'id', width: 70 }] : []),
    { key: 'date', title: t('payments.fields.date'), render: (_, r) => shownDate(r.business_date) },
    {
      key: 'contract',
      title: t('payments.fields.contract'),
      render: (_, r) => documentNumber(r.branch_prefix, r.contract_number),
    },
    { key: 'client', title: t('payments.fields.client'), dataIndex: 'client_name' },
  ];
}

/** The status of a payment, green once approved. */
export function paymentStatusColumn<T extends { status: string }>(t: TFunction): TableColumnType<T> {
  return {
    key: 'status',
    title: t('payments.fields.status'),
    render: (_, r) => (
      <Tag color={r.status === 'APPROVED' ? 'green' : 'default'}>{t(`payments.statuses.${r.status}`)}</Tag>
    ),
  };
}

/** Who made the row. */
export const createdByColumn = <T extends MadeBy>(t: TFunction): TableColumnType<T> => ({
  key: 'by',
  title: t('payments.fields.createdBy'),
  render: (_, r) => madeBy(t, r),
});
