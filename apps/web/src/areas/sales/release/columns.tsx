import { documentNumber } from '@savdo/shared/documents';
import type { Language } from '@savdo/shared/i18n/languages';
import { checkRule } from '@savdo/shared/rules';
import {
  CANCELLABLE_HANDOVER,
  HANDOVER_STEPS,
  type HandoverStatus,
  type HandoverStep,
  handoverStepsFrom,
  INVOICE_STEPS,
  type InvoiceStep,
  type OutputInvoiceRow,
} from '@savdo/shared/schemas/release';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { money, quantity } from '../../../shared/format.ts';

const STATUS_COLORS = { CREATED: 'blue', APPROVED: 'green', CANCELED: 'default' } as const;
const HANDOVER_COLORS: Record<HandoverStatus, string> = {
  TAKE_AWAY: 'gold',
  COLLECTING: 'blue',
  DELIVERY: 'purple',
  COMPLETED: 'green',
};

export const day = (date: string | null) => (date ? dayjs(date).format('DD.MM.YYYY') : '—');
export const dash = (value: string | null | undefined) => value || '—';

/** An invoice's status as a tag. */
export function StatusTag({ row, t }: { row: Pick<OutputInvoiceRow, 'id' | 'status'>; t: TFunction }) {
  return (
    <Tag color={STATUS_COLORS[row.status]} data-testid={`invoice-status-${row.id}`} data-status={row.status}>
      {t(`release.statuses.${row.status}`)}
    </Tag>
  );
}

/** Where the goods of an approved invoice are, and whether something on it waits to be installed. */
export function HandoverTag({
  row,
  t,
}: {
  row: Pick<OutputInvoiceRow, 'id' | 'handover_status' | 'installation'>;
  t: TFunction;
}) {
  return (
    <Space size={2} wrap>
      {row.handover_status && (
        <Tag
          color={HANDOVER_COLORS[row.handover_status]}
          data-testid={`handover-status-${row.id}`}
          data-status={row.handover_status}
        >
          {t(`release.handoverStatuses.${row.handover_status}`)}
        </Tag>
      )}
      {row.installation && <Tag color="magenta">{t('release.installation')}</Tag>}
    </Space>
  );
}

/** The invoice steps a row offers: those its status allows whose rule the user holds. */
export function invoiceStepsOf(
  row: Pick<OutputInvoiceRow, 'status' | 'handover_status'>,
  rules: ReadonlySet<string>,
): InvoiceStep[] {
  return (Object.keys(INVOICE_STEPS) as InvoiceStep[]).filter((step) => {
    const spec = INVOICE_STEPS[step];
    if (!(spec.from as readonly string[]).includes(row.status) || !checkRule(spec.rule, rules)) return false;
    return (
      step !== 'cancel' || row.status === 'CREATED' || CANCELLABLE_HANDOVER.includes(row.handover_status)
    );
  });
}

/** The hand-over steps a row offers. */
export function handoverStepsOf(
  row: Pick<OutputInvoiceRow, 'status' | 'handover' | 'handover_status'>,
  rules: ReadonlySet<string>,
): HandoverStep[] {
  if (row.status !== 'APPROVED') return [];
  return handoverStepsFrom(row.handover, row.handover_status).filter((s) =>
    checkRule(HANDOVER_STEPS[s].rule, rules),
  );
}

export interface RowActions {
  onOpen(row: OutputInvoiceRow): void;
  onStep(row: OutputInvoiceRow, step: InvoiceStep): void;
  onHandover(row: OutputInvoiceRow, step: HandoverStep): void;
  onPrint(row: OutputInvoiceRow): void;
  onEdit?(row: OutputInvoiceRow): void;
}

/** The buttons of a row: open, its steps, print (with `invoice_output.print`), edit a delivery. */
export function RowButtons({
  row,
  rules,
  t,
  actions,
  only,
}: {
  row: OutputInvoiceRow;
  rules: ReadonlySet<string>;
  t: TFunction;
  actions: RowActions;
  /** Only the hand-over steps (deliveries, pickups) or every step. */
  only?: 'handover';
}) {
  const steps = only ? [] : invoiceStepsOf(row, rules);
  const editable =
    actions.onEdit &&
    checkRule('delivery_product.edit', rules) &&
    row.handover === 'DELIVERY' &&
    (row.status === 'CREATED' || row.handover_status === 'COLLECTING');
  return (
    <Space size={4} wrap>
      <Button size="small" data-testid={`invoice-open-${row.id}`} onClick={() => actions.onOpen(row)}>
        {t('release.steps.open')}
      </Button>
      {editable && (
        <Button size="small" data-testid={`delivery-edit-${row.id}`} onClick={() => actions.onEdit?.(row)}>
          {t('release.steps.edit')}
        </Button>
      )}
      {steps.map((step) => (
        <Button
          key={step}
          size="small"
          danger={step === 'cancel'}
          type={step === 'approve' ? 'primary' : 'default'}
          data-testid={`invoice-step-${step}-${row.id}`}
          onClick={() => actions.onStep(row, step)}
        >
          {t(`release.steps.${step}`)}
        </Button>
      ))}
      {handoverStepsOf(row, rules).map((step) => (
        <Button
          key={step}
          size="small"
          type={step === 'recall' ? 'default' : 'primary'}
          data-testid={`handover-step-${step}-${row.id}`}
          onClick={() => actions.onHandover(row, step)}
        >
          {t(`release.steps.${step}`)}
        </Button>
      ))}
      {checkRule('invoice_output.print', rules) && (
        <Button size="small" data-testid={`invoice-print-${row.id}`} onClick={() => actions.onPrint(row)}>
          {t('release.steps.print')}
        </Button>
      )}
    </Space>
  );
}

interface Options {
  t: TFunction;
  lang: Language;
  rules: ReadonlySet<string>;
  actions: RowActions;
  /** The list: every invoice, or the deliveries, or the pickups. */
  list: 'invoices' | 'deliveries' | 'pickups';
}

/** The columns of an invoice list; deliveries add the driver, address and date, invoices the status and cost. */
export function invoiceColumns({
  t,
  lang,
  rules,
  actions,
  list,
}: Options): TableColumnsType<OutputInvoiceRow> {
  const c = (key: string) => t(`release.columns.${key}`);
  const columns: TableColumnsType<OutputInvoiceRow> = [
    {
      key: 'number',
      title: c('number'),
      render: (_, r) => `№${documentNumber(r.branch_prefix, r.number)}`,
    },
    { key: 'date', title: c('date'), render: (_, r) => day(r.doc_date) },
    {
      key: 'sale',
      title: c('sale'),
      render: (_, r) =>
        `${t(`release.kinds.${r.sale_kind}`)} №${documentNumber(r.sale_branch_prefix, r.sale_number)}`,
    },
    { key: 'client', title: c('client'), render: (_, r) => dash(r.client_name) },
    { key: 'warehouse', title: c('warehouse'), render: (_, r) => dash(r.warehouse_name) },
    { key: 'quantity', title: c('quantity'), align: 'right', render: (_, r) => quantity(r.quantity, lang) },
  ];
  if (list === 'deliveries') {
    columns.push(
      { key: 'phone', title: c('phone'), render: (_, r) => dash(r.client_phone) },
      { key: 'address', title: c('address'), render: (_, r) => dash(r.address) },
      { key: 'driver', title: c('driver'), render: (_, r) => dash(r.driver_name) },
      { key: 'deliveryDate', title: c('deliveryDate'), render: (_, r) => day(r.delivery_date) },
    );
  }
  if (list === 'invoices') {
    columns.push(
      { key: 'status', title: c('status'), render: (_, r) => <StatusTag row={r} t={t} /> },
      { key: 'handover', title: c('handover'), render: (_, r) => t(`release.handover.${r.handover}`) },
      {
        key: 'cost',
        title: c('cost'),
        align: 'right',
        render: (_, r) => (r.status === 'APPROVED' ? money(r.cost_uzs, 'UZS', lang) : '—'),
      },
    );
  }
  columns.push(
    { key: 'handoverStatus', title: c('handoverStatus'), render: (_, r) => <HandoverTag row={r} t={t} /> },
    {
      key: 'actions',
      title: c('actions'),
      render: (_, r) => (
        <RowButtons
          row={r}
          rules={rules}
          t={t}
          actions={actions}
          {...(list === 'invoices' ? {} : { only: 'handover' as const })}
        />
      ),
    },
  );
  return columns;
}
