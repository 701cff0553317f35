import type { DueRow } from '@savdo/shared/schemas/contract-payments';
import { type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Currency, money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { shownDate } from './api.ts';

const STATE_COLORS = { overdue: 'red', current: 'gold', future: 'default', settled: 'green' } as const;

/** A contract's schedule as of the date: due, paid, forgiven and left per row, and each row's state. */
export function ScheduleTable({ rows, currency }: { rows: DueRow[]; currency: Currency }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const sum = (amount: string) => money(amount, currency, lang);
  const columns: TableColumnsType<DueRow> = [
    {
      key: 'n',
      title: t('payments.fields.n'),
      render: (_, r) => (r.n === 0 ? t('payments.due.prepayment') : r.n),
    },
    { key: 'due', title: t('payments.fields.dueDate'), render: (_, r) => shownDate(r.due_date) },
    { key: 'amount', title: t('payments.fields.due'), align: 'right', render: (_, r) => sum(r.amount) },
    { key: 'paid', title: t('payments.fields.paid'), align: 'right', render: (_, r) => sum(r.paid) },
    {
      key: 'forgiven',
      title: t('payments.fields.forgiven'),
      align: 'right',
      render: (_, r) => sum(r.forgiven),
    },
    { key: 'left', title: t('payments.fields.left'), align: 'right', render: (_, r) => sum(r.left) },
    {
      key: 'state',
      title: t('payments.fields.state'),
      render: (_, r) => <Tag color={STATE_COLORS[r.state]}>{t(`payments.rowStates.${r.state}`)}</Tag>,
    },
  ];
  return (
    <ListTable<DueRow>
      size="small"
      rowKey="n"
      columns={columns}
      dataSource={rows}
      pagination={false}
      data-testid="due-schedule"
    />
  );
}
