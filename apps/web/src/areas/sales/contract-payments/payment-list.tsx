import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Select, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { saveFile } from '../../../engine/resource-api.ts';
import { activeFilters, FilterFold } from '../../../shared/filter-fold.tsx';
import { formatRate, money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import type { ListColumn } from '../../../shared/list-columns.ts';
import { PagedList } from '../../../shared/paged-list.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { useCashboxOptions } from '../../cash/cash-desk/use-cashbox-options.ts';
import { type ContractPaymentRow, PAYMENTS_KEY, type PaymentScreen, paymentsApi, type Query } from './api.ts';
import { contractDocColumns, createdByColumn } from './columns.tsx';

// the dialog loads with a chunk of its own (the screens' size budget)
const ReasonDialog = lazy(() => import('./reason-dialog.tsx').then((m) => ({ default: m.ReasonDialog })));

// the date picker loads with a chunk of its own (the screens' size budget)
const DateRangeFilter = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateRange })),
);

/** A payment as a phone's card: the contract, when, whose, how much, how, where, its state; print, cancel. */
const PAYMENT_CARD = {
  fields: ['contract', 'date', 'client', 'amount', 'method', 'cashbox', 'status'],
} as const;

interface Props {
  screen: PaymentScreen;
  rules: ReadonlySet<string>;
  rule: string;
  onPrint(id: number): void;
}

/** The payments taken on a screen: server-paged, filtered, exported, each printed or cancelled (with a reason). */
export function PaymentList({ screen, rules, rule, onPrint }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const client = useQueryClient();
  const cashboxes = useCashboxOptions();
  const [filters, setFilters] = useState<Query>({});
  const [cancelling, setCancelling] = useState<ContractPaymentRow | null>(null);
  const keys = useMemo(() => formKeys(), []);
  const set = (patch: Query) => setFilters((f) => ({ ...f, ...patch }));
  const { table } = usePagedQuery([PAYMENTS_KEY, screen], paymentsApi.list(screen), filters);
  const columns: ListColumn<ContractPaymentRow>[] = [
    ...contractDocColumns<ContractPaymentRow>(t),
    {
      key: 'amount',
      title: t('payments.fields.amount'),
      align: 'right',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{money(r.amount, r.currency, lang)}</span>
          {r.paid_amount && r.paid_currency && (
            <Typography.Text type="secondary">{`${money(r.paid_amount, r.paid_currency, lang)} × ${formatRate(r.rate)}`}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'overpaid',
      title: t('payments.fields.overpaid'),
      align: 'right',
      render: (_, r) => (r.overpaid === '0.00' ? '' : money(r.overpaid, r.currency, lang)),
    },
    {
      key: 'method',
      title: t('payments.fields.method'),
      render: (_, r) => (r.method ? t(`payments.methods.${r.method}`) : ''),
    },
    // after the status at 1280 px: payments are worked by number, date, contract, client, amount and status
    { key: 'cashbox', essential: false, title: t('payments.fields.cashbox'), dataIndex: 'cashbox_name' },
    {
      key: 'status',
      title: t('payments.fields.status'),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Tag color={r.status === 'APPROVED' ? 'green' : 'default'}>
            {t(`payments.statuses.${r.status}`)}
          </Tag>
          {r.reversed_by !== null && <Typography.Text type="secondary">{r.cancel_reason}</Typography.Text>}
          {r.bonus && (
            <Typography.Text type="secondary">
              {t('payments.list.bonusGiven', { amount: money(r.bonus, r.currency, lang) })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    createdByColumn<ContractPaymentRow>(t),
    {
      key: 'actions',
      title: t('payments.list.actions'),
      render: (_, r) => (
        <Space>
          {rules.has(`${rule}.print`) && (
            <Button size="small" onClick={() => onPrint(r.id)} data-testid={`payment-print-${r.id}`}>
              {t('payments.list.print')}
            </Button>
          )}
          {rules.has(`${rule}.cancel`) && r.status === 'APPROVED' && (
            <Button
              size="small"
              danger
              onClick={() => setCancelling(r)}
              data-testid={`payment-cancel-${r.id}`}
            >
              {t('payments.list.cancel')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  const exportList = async () => {
    try {
      saveFile(await paymentsApi.export(screen, filters), `${screen}.xlsx`);
    } catch {
      // the main client showed the error toast
    }
  };
  return (
    <section data-testid="payment-list">
      <Flex justify="space-between" align="center" wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('payments.list.title')}
        </Typography.Title>
        <Button onClick={() => void exportList()} data-testid="payments-export">
          {t('payments.list.export')}
        </Button>
      </Flex>
      <FilterFold active={activeFilters(filters)} testId="payments-filters">
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          <Suspense fallback={<span style={{ width: 260 }} />}>
            <DateRangeFilter
              testId="payments-period"
              label={t('payments.fields.date')}
              from={filters.date_from as string | undefined}
              to={filters.date_to as string | undefined}
              onChange={(date_from, date_to) => set({ date_from, date_to })}
            />
          </Suspense>
          <Select
            allowClear
            placeholder={t('payments.fields.cashbox')}
            aria-label={t('payments.fields.cashbox')}
            options={cashboxes}
            style={{ width: 180 }}
            onChange={(v?: number) => set({ cashbox_id: v })}
          />
          <OptionSelect
            source="branch"
            placeholder={t('payments.fields.branch')}
            aria-label={t('payments.fields.branch')}
            style={{ width: 180 }}
            onChange={(branch_id) => set({ branch_id })}
            testId="payments-branch"
          />
          <Select
            allowClear
            placeholder={t('payments.fields.method')}
            aria-label={t('payments.fields.method')}
            style={{ width: 150 }}
            options={(['CASH', 'CARD', 'TRANSFER'] as const).map((v) => ({
              value: v,
              label: t(`payments.methods.${v}`),
            }))}
            onChange={(method?: string) => set({ method })}
          />
          <Select
            allowClear
            placeholder={t('payments.fields.currency')}
            aria-label={t('payments.fields.currency')}
            style={{ width: 110 }}
            options={(['UZS', 'USD'] as const).map((v) => ({
              value: v,
              label: t(`payments.currencies.${v}`),
            }))}
            onChange={(currency?: string) => set({ currency })}
          />
          <Select
            allowClear
            placeholder={t('payments.fields.status')}
            aria-label={t('payments.fields.status')}
            style={{ width: 150 }}
            options={(['APPROVED', 'CANCELED'] as const).map((v) => ({
              value: v,
              label: t(`payments.statuses.${v}`),
            }))}
            onChange={(status?: string) => set({ status })}
          />
          <Input
            allowClear
            placeholder={t('payments.fields.amountFrom')}
            style={{ width: 130 }}
            onChange={(e) => set({ amount_from: e.target.value.trim() || undefined })}
          />
          <Input
            allowClear
            placeholder={t('payments.fields.amountTo')}
            style={{ width: 130 }}
            onChange={(e) => set({ amount_to: e.target.value.trim() || undefined })}
          />
        </Flex>
      </FilterFold>
      <PagedList<ContractPaymentRow>
        testId="payments-table"
        rowKey="id"
        columns={columns}
        cards={PAYMENT_CARD}
        {...table}
      />
      {cancelling && (
        <Suspense fallback={null}>
          <ReasonDialog
            title={t('payments.list.cancelTitle', { id: cancelling.id })}
            hint={t('payments.list.cancelHint')}
            saveLabel={t('payments.list.cancel')}
            save={(reason) =>
              keys({ id: cancelling.id, reason }, (key) =>
                paymentsApi.cancel(screen, cancelling.id, reason, key),
              )
            }
            onClose={(saved) => {
              setCancelling(null);
              if (saved) void client.invalidateQueries({ queryKey: [PAYMENTS_KEY] });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
