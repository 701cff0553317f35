import type {
  ContractEventView,
  ContractView,
  OrderItemView,
  ScheduleRowView,
  SettlementView,
} from '@savdo/shared/schemas/contracts';
import { type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRate, money, quantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { madeBy } from '../contract-payments/made-by.ts';
import { shownDate } from './api.ts';

interface Props {
  contract: ContractView;
}

/** The schedule: each instalment due, paid, forgiven and left, and left as of the chosen date (overdue in red). */
export function ScheduleTable({ contract: c }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const m = (v: string) => money(v, c.currency, lang);
  const columns: TableColumnsType<ScheduleRowView> = [
    { key: 'n', title: '№', render: (_, r) => (r.n === 0 ? t('contracts.view.prepaymentRow') : r.n) },
    { key: 'due', title: t('contracts.view.dueDate'), render: (_, r) => shownDate(r.due_date) },
    { key: 'amount', title: t('contracts.view.due'), align: 'right', render: (_, r) => m(r.amount) },
    { key: 'markup', title: t('contracts.fields.markup'), align: 'right', render: (_, r) => m(r.markup) },
    { key: 'paid', title: t('contracts.view.paid'), align: 'right', render: (_, r) => m(r.paid) },
    { key: 'forgiven', title: t('contracts.view.forgiven'), align: 'right', render: (_, r) => m(r.forgiven) },
    {
      key: 'left',
      title: t('contracts.view.left'),
      align: 'right',
      render: (_, r) => <span data-testid={`schedule-left-${r.n}`}>{m(r.left)}</span>,
    },
    {
      key: 'asOf',
      title: t('contracts.view.leftAsOf', { date: shownDate(c.as_of) }),
      align: 'right',
      render: (_, r) => (
        <Typography.Text type={r.overdue_as_of ? 'danger' : undefined}>{m(r.left_as_of)}</Typography.Text>
      ),
    },
  ];
  return (
    <ListTable<ScheduleRowView>
      data-testid="contract-schedule"
      size="small"
      rowKey="n"
      columns={columns}
      dataSource={c.schedule}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}

/** Every settlement, with how it was spread over the instalments (markup and principal). */
export function SettlementsTable({ contract: c }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const m = (v: string | null) => money(v, c.currency, lang);
  const columns: TableColumnsType<SettlementView> = [
    { key: 'id', title: '№', dataIndex: 'id' },
    { key: 'date', title: t('contracts.fields.date'), render: (_, r) => shownDate(r.business_date) },
    {
      key: 'kind',
      title: t('contracts.view.kind'),
      render: (_, r) => (
        <>
          {t(`contracts.kinds.${r.kind}`)}
          {r.reversal_of !== null && (
            <Tag style={{ marginLeft: 4 }}>{t('contracts.view.reversalOf', { id: r.reversal_of })}</Tag>
          )}
          {r.status === 'CANCELED' && <Tag style={{ marginLeft: 4 }}>{t('contracts.view.reversed')}</Tag>}
        </>
      ),
    },
    { key: 'amount', title: t('contracts.view.amount'), align: 'right', render: (_, r) => m(r.amount) },
    { key: 'overpaid', title: t('contracts.view.overpaid'), align: 'right', render: (_, r) => m(r.overpaid) },
    {
      key: 'paid',
      title: t('contracts.view.paidIn'),
      align: 'right',
      render: (_, r) =>
        r.paid_amount && r.paid_currency
          ? `${money(r.paid_amount, r.paid_currency, lang)} (${formatRate(r.rate)})`
          : '',
    },
    { key: 'cashbox', title: t('contracts.view.cashbox'), dataIndex: 'cashbox_name' },
    { key: 'reason', title: t('contracts.fields.reason'), dataIndex: 'reason' },
    { key: 'by', title: t('contracts.fields.createdBy'), render: (_, r) => madeBy(t, r) },
  ];
  return (
    <ListTable<SettlementView>
      data-testid="contract-settlements"
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={c.settlements}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('contracts.view.noSettlements') }}
      expandable={{
        expandedRowRender: (s) => (
          <ListTable
            size="small"
            rowKey="n"
            pagination={false}
            dataSource={s.allocations}
            columns={[
              {
                key: 'n',
                title: t('contracts.view.instalment'),
                render: (_, a) => (a.n === 0 ? t('contracts.view.prepaymentRow') : a.n),
              },
              { key: 'a', title: t('contracts.view.amount'), align: 'right', render: (_, a) => m(a.amount) },
              {
                key: 'mk',
                title: t('contracts.fields.markup'),
                align: 'right',
                render: (_, a) => m(a.markup),
              },
              {
                key: 'f',
                title: t('contracts.view.how'),
                render: (_, a) => (a.forgives ? t('contracts.view.forgiven') : t('contracts.view.paid')),
              },
            ]}
          />
        ),
      }}
    />
  );
}

export function GoodsTable({ contract: c }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const columns: TableColumnsType<OrderItemView> = [
    { key: 'p', title: t('contracts.fields.product'), dataIndex: 'product_name' },
    { key: 'q', title: t('contracts.fields.quantity'), render: (_, r) => quantity(r.quantity, lang) },
    {
      key: 'price',
      title: t('contracts.fields.unitPrice'),
      align: 'right',
      render: (_, r) => money(r.price, c.currency, lang),
    },
    {
      key: 'd',
      title: t('contracts.fields.discount'),
      align: 'right',
      render: (_, r) => money(r.discount, c.currency, lang),
    },
  ];
  return (
    <ListTable<OrderItemView>
      size="small"
      rowKey="product_id"
      columns={columns}
      dataSource={c.items}
      pagination={false}
    />
  );
}

export function EventsTable({ contract: c }: Props) {
  const { t } = useTranslation();
  const columns: TableColumnsType<ContractEventView> = [
    { key: 'date', title: t('contracts.fields.date'), render: (_, r) => shownDate(r.business_date) },
    { key: 'event', title: t('contracts.view.event'), render: (_, r) => t(`contracts.events.${r.event}`) },
    {
      key: 'status',
      title: t('contracts.fields.status'),
      render: (_, r) =>
        r.to_status && r.to_status !== r.from_status ? t(`contracts.statuses.${r.to_status}`) : '',
    },
    { key: 'reason', title: t('contracts.fields.reason'), dataIndex: 'reason' },
    { key: 'by', title: t('contracts.fields.createdBy'), dataIndex: 'created_by_name' },
  ];
  return (
    <ListTable<ContractEventView>
      data-testid="contract-events"
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={c.events}
      pagination={false}
    />
  );
}
