import { documentNumber } from '@savdo/shared/documents';
import { DEBIT_STATUSES, debitCancelSchema } from '@savdo/shared/schemas/auto-pay';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useRules } from '../../../platform/session.ts';
import { formatNumber, money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { AUTO_PAY_KEY, autoPayApi, type DebitRow, type Query } from './api.ts';
import { PageHead } from './page-head.tsx';

// the dialogs and the date picker load with chunks of their own (the screens' size budget)
const ReasonDialog = lazy(() => import('./reason-dialog.tsx').then((m) => ({ default: m.ReasonDialog })));
const DateRangeFilter = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateRange })),
);

const COLORS: Record<string, string> = {
  PAID: 'green',
  FAILED_FUNDS: 'orange',
  FAILED_CARD: 'red',
  FAILED: 'red',
  UNKNOWN: 'gold',
  QUEUED: 'blue',
};

/**
 * `/auto-pay/list-of-payments`: every card debit with its state, sum (a USD
 * contract's in dollars, with the soʻm charged to the card and the rate; a
 * smaller debit after the card lacked the money says which attempt it was),
 * Payme receipt and error; by date, state and branch; debiting what is due
 * today now (what the close of day and the job do at night); a paid debit
 * cancelled with a reason (the payment reversed, the money back on the card).
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<Query>({});
  const [cancelling, setCancelling] = useState<DebitRow | null>(null);
  const [running, setRunning] = useState(false);
  const keys = useMemo(() => formKeys(), []);
  const set = (patch: Query) => setFilters((f) => ({ ...f, ...patch }));
  const { table } = usePagedQuery([AUTO_PAY_KEY, 'debits'], autoPayApi.debits, filters);
  const refresh = () => void client.invalidateQueries({ queryKey: [AUTO_PAY_KEY] });
  const run = async () => {
    setRunning(true);
    try {
      const done = await autoPayApi.run(crypto.randomUUID());
      void message.success(t('autoPay.hints.ran', { queued: done.queued }));
      refresh();
    } catch {
      // the main client showed the error toast
    } finally {
      setRunning(false);
    }
  };
  const columns: TableColumnsType<DebitRow> = [
    { key: 'date', title: t('autoPay.fields.date'), dataIndex: 'business_date' },
    {
      key: 'contract',
      title: t('autoPay.fields.contract'),
      render: (_, r) => documentNumber(r.branch_prefix, r.contract_number),
    },
    { key: 'client', title: t('autoPay.fields.client'), dataIndex: 'client_name' },
    { key: 'n', title: t('autoPay.fields.instalment'), render: (_, r) => `${r.n} · ${r.due_date}` },
    { key: 'card', title: t('autoPay.fields.card'), dataIndex: 'masked_number' },
    {
      key: 'amount',
      title: t('autoPay.fields.amount'),
      align: 'right',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{money(r.amount, r.currency, lang)}</span>
          {r.step > 0 && (
            <Typography.Text type="secondary" data-testid={`debit-step-${r.id}`}>
              {t('autoPay.hints.smaller', { step: r.step + 1 })}
            </Typography.Text>
          )}
          {r.charged_uzs && r.rate && (
            <Typography.Text type="secondary" data-testid={`debit-charged-${r.id}`}>
              {t('autoPay.hints.charged', {
                sum: money(r.charged_uzs, 'UZS', lang),
                rate: formatNumber(r.rate as `${number}`, lang, 4),
              })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('autoPay.fields.status'),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Tag color={COLORS[r.status]} data-testid={`debit-status-${r.id}`}>
            {t(`autoPay.debitStatuses.${r.status}`)}
          </Tag>
          {r.error && <Typography.Text type="secondary">{r.error}</Typography.Text>}
          {r.cancel_reason && <Typography.Text type="secondary">{r.cancel_reason}</Typography.Text>}
        </Space>
      ),
    },
    { key: 'receipt', title: t('autoPay.fields.receipt'), dataIndex: 'receipt_id' },
    { key: 'attempts', title: t('autoPay.fields.attempts'), dataIndex: 'attempts', align: 'right' },
    {
      key: 'actions',
      render: (_, r) =>
        rules.has('auto_payment.edit') &&
        r.status === 'PAID' && (
          <Button size="small" danger onClick={() => setCancelling(r)} data-testid={`debit-cancel-${r.id}`}>
            {t('autoPay.actions.cancel')}
          </Button>
        ),
    },
  ];
  return (
    <section data-testid="autopay-payments-page">
      <PageHead hint={t('autoPay.hints.payments')}>
        {rules.has('auto_payment.add') && (
          <Button type="primary" loading={running} onClick={() => void run()} data-testid="debit-run">
            {t('autoPay.actions.run')}
          </Button>
        )}
      </PageHead>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Suspense fallback={<span style={{ width: 260 }} />}>
          <DateRangeFilter
            testId="debits-period"
            label={t('autoPay.fields.date')}
            from={filters.date_from as string | undefined}
            to={filters.date_to as string | undefined}
            onChange={(date_from, date_to) => set({ date_from, date_to })}
          />
        </Suspense>
        <Select
          allowClear
          placeholder={t('autoPay.fields.status')}
          aria-label={t('autoPay.fields.status')}
          style={{ width: 200 }}
          options={DEBIT_STATUSES.map((v) => ({ value: v, label: t(`autoPay.debitStatuses.${v}`) }))}
          onChange={(status?: string) => set({ status })}
          data-testid="debits-status"
        />
        <OptionSelect
          source="branch"
          placeholder={t('autoPay.fields.branch')}
          aria-label={t('autoPay.fields.branch')}
          value={filters.branch_id as number | undefined}
          onChange={(branch_id) => set({ branch_id })}
          style={{ width: 200 }}
        />
      </Flex>
      <PagedTable<DebitRow> testId="autopay-debits-table" rowKey="id" columns={columns} {...table} />
      {cancelling && (
        <Suspense fallback={null}>
          <ReasonDialog
            title={`${t('autoPay.actions.cancel')}: ${documentNumber(cancelling.branch_prefix, cancelling.contract_number)}`}
            save={(reason) => {
              const input = debitCancelSchema.parse({ reason });
              return keys(input, (key) => autoPayApi.cancel(cancelling.id, input.reason, key));
            }}
            onClose={(saved) => {
              setCancelling(null);
              if (saved) refresh();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
