import { CONTRACT_STATUSES } from '@savdo/shared/contracts';
import { documentNumber, parseDocumentNumber } from '@savdo/shared/documents';
import { Button, Flex, Input, InputNumber, Select, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import type { ListColumn } from '../../../shared/list-columns.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { useDebounced } from '../../../shared/use-debounced.ts';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { CONTRACTS_KEY, type ContractRow, contractsApi, shownDate } from './api.ts';
import { STATUS_COLORS } from './status.ts';

// the date picker, the view and the calculator load with chunks of their own (the screen's size budget)
const DateRangeFilter = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateRange })),
);
const ContractDrawer = lazy(() => import('./contract-view.tsx').then((m) => ({ default: m.ContractDrawer })));
const CalculatorDialog = lazy(() =>
  import('./calculator-dialog.tsx').then((m) => ({ default: m.CalculatorDialog })),
);

type Filters = Record<string, string | number | undefined>;

/**
 * The contracts (`/contract/contracts`) and the closed ones
 * (`/contract/closed-contracts`): server-paged, with filters by number,
 * client, branch, state, responsible, date, debt left, days late, currency
 * and off-balance; a row opens the contract (`?id=`).
 */
export function ContractsPage() {
  const route = useCurrentRoute();
  return <ContractsList key={route.name} closed={route.name === 'contract-closed-contracts'} />;
}

function ContractsList({ closed }: { closed: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<Filters>({});
  const [calculator, setCalculator] = useState(false);
  const set = (patch: Filters) => setFilters((f) => ({ ...f, ...patch }));
  // a number as typed (`41`, `TSH-41`): the list asks once the typing pauses, a bare number may be several branches'
  const [numberText, setNumberText] = useState('');
  const typedNumber = useDebounced(numberText.trim(), 300);
  const numberTaken = typedNumber !== '' && parseDocumentNumber(typedNumber) !== null;
  useEffect(
    () => setFilters((f) => ({ ...f, number: numberTaken ? typedNumber : undefined })),
    [typedNumber, numberTaken],
  );
  const scope = closed ? 'closed-contracts' : 'contracts';
  const { table } = usePagedQuery<ContractRow>(
    [CONTRACTS_KEY, scope],
    (query, signal) => contractsApi.contracts(scope, query, signal),
    filters,
  );
  const openId = Number(params.get('id')) || null;
  const open = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('id', String(id));
    else next.delete('id');
    setParams(next);
  };
  const m = (v: string, r: ContractRow) => money(v, r.currency, lang);
  const columns: ListColumn<ContractRow>[] = [
    {
      key: 'number',
      title: t('contracts.fields.number'),
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => open(r.id)} data-testid={`contract-open-${r.id}`}>
          {documentNumber(r.branch_prefix, r.number)}
        </Button>
      ),
    },
    { key: 'date', title: t('contracts.fields.date'), render: (_, r) => shownDate(r.contract_date) },
    { key: 'client', title: t('contracts.fields.client'), dataIndex: 'client_name' },
    { key: 'branch', title: t('contracts.fields.branch'), dataIndex: 'branch_name' },
    {
      key: 'status',
      title: t('contracts.fields.status'),
      render: (_, r) => (
        <Space size={4}>
          <Tag color={STATUS_COLORS[r.status]}>{t(`contracts.statuses.${r.status}`)}</Tag>
          {r.off_balance && <Tag color="volcano">{t('contracts.fields.offBalance')}</Tag>}
        </Space>
      ),
    },
    { key: 'debt', title: t('contracts.fields.debt'), align: 'right', render: (_, r) => m(r.debt, r) },
    {
      key: 'monthly',
      title: t('contracts.fields.monthly'),
      align: 'right',
      render: (_, r) => m(r.monthly, r),
    },
    {
      key: 'rest',
      essential: true,
      title: t('contracts.fields.rest'),
      align: 'right',
      render: (_, r) => m(r.rest, r),
    },
    closed
      ? { key: 'closed', title: t('contracts.fields.closedOn'), render: (_, r) => shownDate(r.closed_on) }
      : { key: 'late', title: t('contracts.fields.daysLate'), align: 'right', dataIndex: 'days_late' },
    { key: 'responsible', title: t('contracts.fields.responsible'), dataIndex: 'responsible_name' },
  ];
  return (
    <section data-testid="contracts-page">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        <Button onClick={() => setCalculator(true)} data-testid="contracts-calculator">
          {t('contracts.calculator.open')}
        </Button>
      </Flex>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          placeholder={t('contracts.filters.number')}
          value={numberText}
          status={numberText.trim() && !parseDocumentNumber(numberText) ? 'error' : undefined}
          onChange={(e) => setNumberText(e.target.value)}
          style={{ width: 150 }}
          data-testid="contracts-number"
        />
        <OptionSelect
          source="order_client"
          value={filters.client_id as number | undefined}
          onChange={(client_id) => set({ client_id })}
          placeholder={t('contracts.fields.client')}
          style={{ width: 220 }}
        />
        <OptionSelect
          source="branch"
          value={filters.branch_id as number | undefined}
          onChange={(branch_id) => set({ branch_id })}
          placeholder={t('contracts.fields.branch')}
          style={{ width: 180 }}
        />
        {!closed && (
          <Select
            allowClear
            value={filters.status as string | undefined}
            onChange={(status?: string) => set({ status })}
            placeholder={t('contracts.fields.status')}
            aria-label={t('contracts.fields.status')}
            options={CONTRACT_STATUSES.map((v) => ({ value: v, label: t(`contracts.statuses.${v}`) }))}
            style={{ width: 160 }}
            data-testid="contracts-status"
          />
        )}
        <OptionSelect
          source="user"
          value={filters.responsible_id as number | undefined}
          onChange={(responsible_id) => set({ responsible_id })}
          placeholder={t('contracts.fields.responsible')}
          style={{ width: 200 }}
        />
        <Select
          allowClear
          value={filters.currency as string | undefined}
          onChange={(currency?: string) => set({ currency })}
          placeholder={t('contracts.fields.currency')}
          aria-label={t('contracts.fields.currency')}
          options={[
            { value: 'UZS', label: t('contracts.currencies.UZS') },
            { value: 'USD', label: t('contracts.currencies.USD') },
          ]}
          style={{ width: 120 }}
        />
        <Select
          allowClear
          value={filters.off_balance as string | undefined}
          onChange={(off_balance?: string) => set({ off_balance })}
          placeholder={t('contracts.fields.offBalance')}
          aria-label={t('contracts.fields.offBalance')}
          options={[
            { value: 'true', label: t('contracts.filters.offBalanceYes') },
            { value: 'false', label: t('contracts.filters.offBalanceNo') },
          ]}
          style={{ width: 160 }}
        />
        <Suspense fallback={<span style={{ width: 260 }} />}>
          <DateRangeFilter
            testId="contracts-period"
            label={t('contracts.fields.date')}
            from={filters.date_from as string | undefined}
            to={filters.date_to as string | undefined}
            onChange={(date_from, date_to) => set({ date_from, date_to })}
          />
        </Suspense>
        <Space.Compact>
          <DecimalInput
            testId="contracts-debt-from"
            placeholder={t('contracts.filters.debtFrom')}
            value={filters.debt_from}
            onChange={(v) => set({ debt_from: v || undefined })}
          />
          <DecimalInput
            testId="contracts-debt-to"
            placeholder={t('contracts.filters.debtTo')}
            value={filters.debt_to}
            onChange={(v) => set({ debt_to: v || undefined })}
          />
        </Space.Compact>
        {!closed && (
          <Space.Compact>
            <InputNumber
              min={0}
              precision={0}
              placeholder={t('contracts.filters.daysLateFrom')}
              value={filters.days_late_from as number | undefined}
              onChange={(v) => set({ days_late_from: v ?? undefined })}
            />
            <InputNumber
              min={0}
              precision={0}
              placeholder={t('contracts.filters.daysLateTo')}
              value={filters.days_late_to as number | undefined}
              onChange={(v) => set({ days_late_to: v ?? undefined })}
            />
          </Space.Compact>
        )}
      </Flex>
      <PagedTable<ContractRow> testId="contracts-table" rowKey="id" columns={columns} {...table} />
      <Suspense fallback={null}>
        {openId && <ContractDrawer id={openId} onClose={() => open(null)} />}
        {calculator && <CalculatorDialog onClose={() => setCalculator(false)} />}
      </Suspense>
    </section>
  );
}
