import { documentNumber } from '@savdo/shared/documents';
import type { Language } from '@savdo/shared/i18n/languages';
import type { CashTradeRow, CashTradeStatus } from '@savdo/shared/schemas/cash-trading';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { money } from '../../../shared/format.ts';

export const TRADE_STATUS_COLORS: Record<CashTradeStatus, string> = {
  CREATED: 'gold',
  PAID: 'green',
  RETURNED: 'purple',
  CANCELED: 'default',
};

const FISCAL_COLORS = { PENDING: 'blue', SENDING: 'blue', REGISTERED: 'green', FAILED: 'red' } as const;

export type TradeAction = 'view' | 'pay' | 'discount' | 'cancel' | 'return' | 'print' | 'register';

/**
 * The actions a trade row offers: those its state allows whose rule the
 * user holds (a fund sale's own `cash_trading_fond.*`); the server checks
 * them again. On the cashbox's payment screen only paying.
 */
export function tradeActionsOf(
  row: CashTradeRow,
  rules: ReadonlySet<string>,
  payOnly = false,
): TradeAction[] {
  const object = row.fond_id === null ? 'cash_trading' : 'cash_trading_fond';
  const unpaid = row.status === 'CREATED';
  const sold = row.status === 'PAID' || row.status === 'RETURNED';
  const offered: [TradeAction, boolean][] = [
    ['view', !payOnly],
    ['pay', unpaid && (rules.has('cash_trading_payment.add') || rules.has(`${object}.add`))],
    ['discount', unpaid && !payOnly && rules.has('cash_trading_discount.add')],
    ['cancel', unpaid && !payOnly && rules.has(`${object}.cancel`)],
    ['return', row.status === 'PAID' && !payOnly && rules.has('returned_cash_trading_product.add')],
    ['print', sold && rules.has(`${object}.print`)],
    ['register', sold && !payOnly && row.fiscal_status !== 'REGISTERED' && rules.has(`${object}.approve`)],
  ];
  return offered.filter(([, allowed]) => allowed).map(([action]) => action);
}

interface Options {
  t: TFunction;
  lang: Language;
  rules: ReadonlySet<string>;
  fond: boolean;
  payOnly: boolean;
  onAction(row: CashTradeRow, action: TradeAction): void;
}

/** The columns of a trade list: number, date, branch, client (or fund), sums, status, receipt, cashier, actions. */
export function tradeColumns({
  t,
  lang,
  rules,
  fond,
  payOnly,
  onAction,
}: Options): TableColumnsType<CashTradeRow> {
  const sum = (
    key: 'total' | 'paid' | 'rest' | 'discount' | 'fond_amount' | 'fond_settled',
    title: string = key,
  ) => ({
    key,
    title: t(`cashTrading.fields.${title}`),
    align: 'right' as const,
    render: (_: unknown, r: CashTradeRow) => money(r[key], 'UZS', lang),
  });
  return [
    {
      key: 'number',
      title: t('cashTrading.fields.number'),
      width: 100,
      render: (_, r) => documentNumber(r.branch_prefix, r.number),
    },
    {
      key: 'date',
      title: t('cashTrading.fields.date'),
      width: 110,
      render: (_, r) => dayjs(r.trade_date).format('DD.MM.YYYY'),
    },
    { key: 'branch', title: t('cashTrading.fields.branch'), render: (_, r) => r.branch_name },
    ...(fond
      ? [
          {
            key: 'fond',
            title: t('cashTrading.fields.fond'),
            render: (_: unknown, r: CashTradeRow) => r.fond_name,
          },
        ]
      : []),
    { key: 'client', title: t('cashTrading.fields.client'), render: (_, r) => r.client_name ?? '—' },
    sum('total'),
    ...(fond
      ? [sum('fond_amount', 'fondAmount'), sum('fond_settled', 'fondSettled')]
      : [sum('discount'), sum('paid')]),
    sum('rest'),
    {
      key: 'status',
      title: t('cashTrading.fields.status'),
      render: (_, r) => (
        <Tag color={TRADE_STATUS_COLORS[r.status]}>{t(`cashTrading.statuses.${r.status}`)}</Tag>
      ),
    },
    {
      key: 'fiscal',
      title: t('cashTrading.fields.fiscal'),
      render: (_, r) =>
        r.fiscal_status ? (
          <Tag color={FISCAL_COLORS[r.fiscal_status]} title={r.fiscal_sign ?? undefined}>
            {t(`cashTrading.fiscalStatuses.${r.fiscal_status}`)}
          </Tag>
        ) : null,
    },
    { key: 'cashier', title: t('cashTrading.fields.createdBy'), render: (_, r) => r.created_by_name },
    {
      key: 'actions',
      title: t('cashTrading.fields.actions'),
      fixed: 'right',
      width: 220,
      render: (_, r) => (
        <Space wrap size={4}>
          {tradeActionsOf(r, rules, payOnly).map((action) => (
            <Button
              key={action}
              size="small"
              type={action === 'pay' ? 'primary' : 'default'}
              onClick={() => onAction(r, action)}
              data-testid={`trade-${action}-${r.id}`}
            >
              {t(`cashTrading.list.${action}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
}
