import { checkRule } from '@savdo/shared/rules';
import type { ProvidedServiceRow } from '@savdo/shared/schemas/expenses';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formKeys } from '../../../api/form-key.ts';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { useConfirm } from '../../../engine/use-confirm.ts';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { ReportExport } from '../cash-desk/report-export.tsx';
import { EXPENSES_KEY, expensesApi, shownDate } from './api.ts';
import { ServicePayments } from './service-payments.tsx';

const ServiceDialog = lazy(() => import('./service-dialog.tsx').then((m) => ({ default: m.ServiceDialog })));
const PaymentDialog = lazy(() => import('./payment-dialog.tsx').then((m) => ({ default: m.PaymentDialog })));

const PER_PAGE = 20;

interface Filters {
  supplier_id?: number;
  branch_id?: number;
  cost_item_id?: number;
  status?: string;
}

/**
 * Services suppliers rendered: entering one calculates what is owed (the
 * supplier's debt grows); it is paid from cash or bank (and refunded) from
 * here, each row showing owed, paid and the rest; its payments unfold below.
 */
export function ServicesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const confirm = useConfirm();
  const client = useQueryClient();
  const cancelKeys = useMemo(() => formKeys(), []);
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [paying, setPaying] = useState<ProvidedServiceRow | null>(null);
  const set = (patch: Filters) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const query = { ...filters, page, per_page: PER_PAGE };
  const list = useQuery({
    queryKey: [EXPENSES_KEY, 'services', query],
    queryFn: ({ signal }) => expensesApi.services(query, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: [EXPENSES_KEY] });
  const mayPay = checkRule('rendered_service_supplier_output.add|rendered_service_supplier_input.add', rules);
  const cancelService = async (row: ProvidedServiceRow) => {
    if (!(await confirm('expenses.services.confirmCancel', { id: row.id }))) return;
    try {
      await cancelKeys({ id: row.id }, (key) => expensesApi.cancelService(row.id, key));
    } catch {
      // the main client showed the error toast
    }
    await refresh();
  };
  const amount = (key: 'amount' | 'owed' | 'paid' | 'rest', title: string) => ({
    key,
    title: t(title),
    align: 'right' as const,
    render: (_: unknown, r: ProvidedServiceRow) => (
      <span data-testid={`service-${key}-${r.id}`}>{money(r[key], r.currency, lang)}</span>
    ),
  });
  const columns: TableColumnsType<ProvidedServiceRow> = [
    { key: 'id', title: t('expenses.fields.number'), dataIndex: 'id', width: 80 },
    { key: 'date', title: t('expenses.fields.date'), render: (_, r) => shownDate(r.service_date) },
    { key: 'supplier', title: t('expenses.fields.supplier'), dataIndex: 'supplier_name' },
    { key: 'branch', title: t('expenses.fields.branch'), dataIndex: 'branch_name' },
    { key: 'item', title: t('expenses.fields.costItem'), dataIndex: 'cost_item_name' },
    { key: 'description', title: t('expenses.fields.description'), dataIndex: 'description' },
    amount('owed', 'expenses.fields.owed'),
    amount('paid', 'expenses.fields.paid'),
    amount('rest', 'expenses.fields.rest'),
    {
      key: 'status',
      title: t('expenses.fields.status'),
      render: (_, r) => (
        <Tag color={r.status === 'APPROVED' ? 'green' : 'default'}>{t(`expenses.statuses.${r.status}`)}</Tag>
      ),
    },
    {
      key: 'actions',
      title: t('expenses.fields.actions'),
      fixed: 'right',
      width: 200,
      render: (_, r) =>
        r.status === 'APPROVED' && (
          <Flex gap={4}>
            {mayPay && (
              <Button
                size="small"
                type="primary"
                data-testid={`service-pay-${r.id}`}
                onClick={() => setPaying(r)}
              >
                {t('expenses.services.pay')}
              </Button>
            )}
            {rules.has('rendered_service.cancel') && r.paid === '0.00' && (
              <Button
                size="small"
                danger
                data-testid={`service-cancel-${r.id}`}
                onClick={() => void cancelService(r)}
              >
                {t('expenses.list.cancel')}
              </Button>
            )}
          </Flex>
        ),
    },
  ];

  return (
    <section data-testid="services-page">
      <ScreenTitle>
        {rules.has('rendered_service.add') && (
          <Button type="primary" data-testid="service-add" onClick={() => setAdding(true)}>
            {t('expenses.services.add')}
          </Button>
        )}
      </ScreenTitle>
      <Typography.Paragraph type="secondary">{t('expenses.services.hint')}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <OptionSelect
          source="supplier"
          value={filters.supplier_id}
          onChange={(supplier_id) => set({ supplier_id })}
          placeholder={t('expenses.fields.supplier')}
          aria-label={t('expenses.fields.supplier')}
          style={{ width: 240 }}
          testId="filter-supplier"
        />
        <OptionSelect
          source="branch"
          value={filters.branch_id}
          onChange={(branch_id) => set({ branch_id })}
          placeholder={t('expenses.fields.branch')}
          aria-label={t('expenses.fields.branch')}
          style={{ width: 200 }}
          testId="filter-branch"
        />
        <OptionSelect
          source="cost_item"
          value={filters.cost_item_id}
          onChange={(cost_item_id) => set({ cost_item_id })}
          placeholder={t('expenses.fields.costItem')}
          aria-label={t('expenses.fields.costItem')}
          style={{ width: 220 }}
          testId="filter-cost-item"
        />
        <Select
          allowClear
          value={filters.status}
          onChange={(status?: string) => set({ status })}
          placeholder={t('expenses.fields.status')}
          aria-label={t('expenses.fields.status')}
          options={(['APPROVED', 'CANCELED'] as const).map((v) => ({
            value: v,
            label: t(`expenses.statuses.${v}`),
          }))}
          style={{ width: 180 }}
          data-testid="filter-status"
        />
        <ReportExport
          testId="services-export"
          fileName="provided-services.xlsx"
          download={() => expensesApi.exportList('provided-services', { ...filters })}
        />
      </Flex>
      <PagedTable<ProvidedServiceRow>
        testId="services-table"
        rowKey="id"
        columns={columns}
        rows={list.data ?? []}
        loading={list.isFetching}
        isError={list.isError}
        page={page}
        perPage={PER_PAGE}
        onPage={setPage}
        expandable={{ expandedRowRender: (r) => <ServicePayments service={r} onChanged={refresh} /> }}
      />
      {adding && (
        <Suspense fallback={null}>
          <ServiceDialog
            onClose={(saved) => {
              setAdding(false);
              if (saved) void refresh();
            }}
          />
        </Suspense>
      )}
      {paying && (
        <Suspense fallback={null}>
          <PaymentDialog
            service={paying}
            onClose={(saved) => {
              setPaying(null);
              if (saved) void refresh();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
