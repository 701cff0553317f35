import { CheckOutlined, PrinterOutlined, RollbackOutlined } from '@ant-design/icons';
import type { Language } from '@savdo/shared/i18n/languages';
import { cashOperationRule } from '@savdo/shared/schemas/money';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { formatNumber, money } from '../../../shared/format.ts';
import type { ListColumn } from '../../../shared/list-columns.ts';
import { RowActions, rowActionsWidth } from '../../../shared/row-actions.tsx';
import type { CashOperationRow, OperationStep } from './api.ts';

const STATUS_COLORS = { CREATED: 'blue', APPROVED: 'green', CANCELED: 'default' } as const;

/** The steps a row offers the user: approve a created one, cancel (reverse) what is not canceled nor a reversal. */
export function stepsOf(row: CashOperationRow, rules: ReadonlySet<string>): OperationStep[] {
  const object = cashOperationRule(row.type);
  if (!object) return [];
  const steps: OperationStep[] = [];
  if (row.status === 'CREATED' && rules.has(`${object}.approve`)) steps.push('approve');
  if (row.status !== 'CANCELED' && row.reversal_of === null && rules.has(`${object}.cancel`)) {
    steps.push('cancel');
  }
  return steps;
}

/**
 * Whether the user may print a row's cash order: its type's `.print`, or
 * `all_receipt.show` for an approved one (the receipts screen).
 */
export function canPrint(row: CashOperationRow, rules: ReadonlySet<string>): boolean {
  const object = cashOperationRule(row.type);
  if (object && rules.has(`${object}.print`)) return true;
  return row.status === 'APPROVED' && rules.has('all_receipt.show');
}

interface Options {
  t: TFunction;
  lang: Language;
  rules: ReadonlySet<string>;
  /** The journal shows each row's type; a type's own screen does not. */
  showType: boolean;
  /** Exchanges (their screen and the journal) show the rate. */
  showRate: boolean;
  /** The counterpart column's title on a type's screen ("Supplier", "Cost item"...). */
  counterpartTitle?: string | undefined;
  onStep(row: CashOperationRow, step: OperationStep): void;
  onPrint(row: CashOperationRow): void;
}

/** The columns of an operations list: number and date, cashbox, amount, counterpart, comment, status, people, steps. */
export function operationColumns({
  t,
  lang,
  rules,
  showType,
  showRate,
  counterpartTitle,
  onStep,
  onPrint,
}: Options): ListColumn<CashOperationRow>[] {
  const dash = (value: string | null) => value ?? '—';
  return [
    { key: 'id', title: t('money.operations.number'), render: (_, r) => `№${r.id}` },
    {
      key: 'date',
      title: t('money.operations.date'),
      render: (_, r) => dayjs(r.business_date).format('DD.MM.YYYY'),
    },
    ...(showType
      ? [
          {
            key: 'type',
            essential: true,
            title: t('money.operations.type'),
            render: (_: unknown, r: CashOperationRow) => t(`money.types.${r.type}`),
          },
        ]
      : []),
    // after the status at 1280 px: the journal is worked by number, date, type, amount and status (issue 22 item 1)
    {
      key: 'cashbox',
      essential: false,
      title: t('money.operations.cashbox'),
      render: (_, r) => dash(r.cashbox_name),
    },
    {
      key: 'amount',
      title: t('money.operations.amount'),
      align: 'right',
      render: (_, r) => (
        <span data-testid={`operation-amount-${r.id}`}>{money(r.amount, r.currency, lang)}</span>
      ),
    },
    ...(showRate
      ? [
          {
            key: 'rate',
            title: t('money.operations.rate'),
            align: 'right' as const,
            render: (_: unknown, r: CashOperationRow) =>
              r.rate === null ? '—' : formatNumber(r.rate as `${number}`, lang, 4),
          },
        ]
      : []),
    {
      key: 'counterpart',
      title: counterpartTitle ?? t('money.operations.counterpart'),
      render: (_, r) => dash(r.counterpart_name),
    },
    { key: 'comment', title: t('money.operations.comment'), render: (_, r) => dash(r.comment) },
    {
      key: 'status',
      title: t('money.operations.status'),
      render: (_, r) => (
        <Tag color={STATUS_COLORS[r.status]} data-testid={`operation-status-${r.id}`}>
          {t(`money.statuses.${r.status}`)}
          {r.reversal_of !== null ? ` · ${t('money.operations.reversalOf', { id: r.reversal_of })}` : ''}
        </Tag>
      ),
    },
    { key: 'created', title: t('money.operations.createdBy'), render: (_, r) => dash(r.created_by_name) },
    { key: 'approved', title: t('money.operations.approvedBy'), render: (_, r) => dash(r.approved_by_name) },
    {
      key: 'steps',
      title: '',
      // the row's actions stay in sight while the table scrolls sideways, as narrow as their icons
      fixed: 'right',
      width: rowActionsWidth(3),
      render: (_, r) => (
        <RowActions
          actions={[
            canPrint(r, rules) && {
              key: 'print',
              label: t('money.operations.print'),
              icon: <PrinterOutlined />,
              onClick: () => onPrint(r),
              testId: `operation-print-${r.id}`,
            },
            ...stepsOf(r, rules).map((step) => ({
              key: step,
              label: t(`money.operations.${step}`),
              icon: step === 'cancel' ? <RollbackOutlined /> : <CheckOutlined />,
              danger: step === 'cancel',
              onClick: () => onStep(r, step),
              testId: `operation-${step}-${r.id}`,
            })),
          ]}
        />
      ),
    },
  ];
}
