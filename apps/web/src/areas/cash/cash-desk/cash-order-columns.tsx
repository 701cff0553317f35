import type { Language } from '@savdo/shared/i18n/languages';
import {
  CASH_ORDER_STEPS,
  type CashOrderPrintSide,
  type CashOrderRow,
  type CashOrderStep,
  printSidesOf,
  stepsFrom,
} from '@savdo/shared/schemas/cash-orders';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { money } from '../../../shared/format.ts';

const STATUS_COLORS = {
  CREATED: 'blue',
  SENT: 'gold',
  APPROVED: 'green',
  REJECTED: 'red',
  CANCELED: 'default',
} as const;

/**
 * The steps a row offers: those its status allows (the shared table) whose
 * rule the user holds; on the screen of orders addressed to me only the
 * receiving side's. The server still checks the cashier's cashbox.
 */
export function orderStepsOf(
  row: Pick<CashOrderRow, 'status'>,
  rules: ReadonlySet<string>,
  side?: 'target',
): CashOrderStep[] {
  return stepsFrom(row.status).filter((step) => {
    const spec = CASH_ORDER_STEPS[step];
    return rules.has(spec.rule) && (side === undefined || spec.side === side);
  });
}

/**
 * The cash orders a row prints: the expense order once sent, the receipt
 * order once received (or returned), for a holder of either list's `.print`;
 * on the screen of orders addressed to me only the receipt order.
 * The server still checks the cashier of that cashbox.
 */
export function orderPrintsOf(
  row: Pick<CashOrderRow, 'send_operation_id' | 'receive_operation_id'>,
  rules: ReadonlySet<string>,
  side?: 'target',
): CashOrderPrintSide[] {
  if (!rules.has('cashbox_order.print') && !rules.has('cashbox_order_for_me.print')) return [];
  // the orders addressed to me print what came into my cashbox
  return printSidesOf(row).filter((half) => side === undefined || half === 'receive');
}

interface Options {
  t: TFunction;
  lang: Language;
  rules: ReadonlySet<string>;
  side?: 'target';
  onStep(row: CashOrderRow, step: CashOrderStep): void;
  onPrint(row: CashOrderRow, side: CashOrderPrintSide): void;
}

/** The columns of an orders list: number, date, from, to, amount, comment, status, people, steps. */
export function cashOrderColumns({
  t,
  lang,
  rules,
  side,
  onStep,
  onPrint,
}: Options): TableColumnsType<CashOrderRow> {
  const dash = (value: string | null) => value ?? '—';
  const where = (cashbox: string, branch: string | null) => (branch ? `${cashbox} (${branch})` : cashbox);
  return [
    { key: 'id', title: t('cashOrders.columns.number'), render: (_, r) => `№${r.id}` },
    {
      key: 'date',
      title: t('cashOrders.columns.date'),
      render: (_, r) => dayjs(r.order_date).format('DD.MM.YYYY'),
    },
    {
      key: 'source',
      title: t('cashOrders.columns.source'),
      render: (_, r) => where(r.source_cashbox_name, r.source_branch_name),
    },
    {
      key: 'target',
      title: t('cashOrders.columns.target'),
      render: (_, r) => where(r.target_cashbox_name, r.target_branch_name),
    },
    {
      key: 'amount',
      title: t('cashOrders.columns.amount'),
      align: 'right',
      render: (_, r) => <span data-testid={`order-amount-${r.id}`}>{money(r.amount, r.currency, lang)}</span>,
    },
    { key: 'comment', title: t('cashOrders.columns.comment'), render: (_, r) => dash(r.comment) },
    {
      key: 'status',
      title: t('cashOrders.columns.status'),
      render: (_, r) => (
        <Tag color={STATUS_COLORS[r.status]} data-testid={`order-status-${r.id}`}>
          {t(`cashOrders.statuses.${r.status}`)}
        </Tag>
      ),
    },
    { key: 'created', title: t('cashOrders.columns.createdBy'), render: (_, r) => dash(r.created_by_name) },
    { key: 'sent', title: t('cashOrders.columns.sentBy'), render: (_, r) => dash(r.sent_by_name) },
    {
      key: 'received',
      title: t('cashOrders.columns.receivedBy'),
      render: (_, r) => dash(r.received_by_name),
    },
    {
      key: 'steps',
      title: '',
      render: (_, r) => (
        <Space size={4}>
          {orderStepsOf(r, rules, side).map((step) => (
            <Button
              key={step}
              size="small"
              type={step === 'approve' || step === 'send' ? 'primary' : 'default'}
              danger={step === 'cancel' || step === 'reject'}
              data-testid={`order-${step}-${r.id}`}
              onClick={() => onStep(r, step)}
            >
              {t(`cashOrders.steps.${step}`)}
            </Button>
          ))}
          {orderPrintsOf(r, rules, side).map((half) => (
            <Button
              key={half}
              size="small"
              data-testid={`order-print-${half}-${r.id}`}
              onClick={() => onPrint(r, half)}
            >
              {t(`cashOrders.print.${half}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
}
