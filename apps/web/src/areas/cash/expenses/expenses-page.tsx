import { EXPENSE_SOURCES, type ExpenseRow } from '@savdo/shared/schemas/expenses';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { saveFile } from '../../../engine/resource-api.ts';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { EXPENSES_KEY, type ExpenseList, type ExpenseTotals, expensesApi, shownDate } from './api.ts';

// the date picker and the dialog load with chunks of their own (the screen's size budget)
const DateRangeFilter = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateRange })),
);
const ExpenseDialog = lazy(() => import('./expense-dialog.tsx').then((m) => ({ default: m.ExpenseDialog })));

const PER_PAGE = 20;

/** The first day of the current month, YYYY-MM-DD (local time). */
function monthStart(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
}
const STATUS_COLORS = { CREATED: 'blue', APPROVED: 'green', CANCELED: 'default' } as const;

interface Filters {
  branch_id?: number;
  cost_item_id?: number;
  source?: string;
  status?: string;
  date_from?: string;
  date_to?: string;
}

/**
 * The expenses by cost item (`expenses`: from cash, bank and services
 * rendered; `expense-from-cashbox`: from cash only), server-paged, newest
 * first, with the totals per currency of what posted (net of refunds and
 * reversals) and a cash expense entered from here for who may.
 */
export function ExpensesPage() {
  const route = useCurrentRoute();
  return (
    <ExpensesList
      key={route.name}
      list={route.name === 'expenses-expenses' ? 'expenses' : 'expense-from-cashbox'}
    />
  );
}

function ExpensesList({ list }: { list: ExpenseList }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  // this month by default: the totals sum every matching row, so an open period is chosen, not the default
  const [filters, setFilters] = useState<Filters>(() => ({ date_from: monthStart() }));
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const set = (patch: Filters) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const query = { ...filters, page, per_page: PER_PAGE };
  const result = useQuery({
    queryKey: [EXPENSES_KEY, list, query],
    queryFn: ({ signal }) => expensesApi.expenses(list, query, signal),
    placeholderData: keepPreviousData,
  });
  const exportList = async () => {
    try {
      saveFile(await expensesApi.exportExpenses(list, { ...filters }), `${list}.xlsx`);
    } catch {
      // the main client showed the error toast
    }
  };
  const totals = (result.data?.meta as { totals?: ExpenseTotals } | undefined)?.totals;
  const columns: TableColumnsType<ExpenseRow> = [
    { key: 'id', title: t('expenses.fields.number'), dataIndex: 'id', width: 80 },
    { key: 'date', title: t('expenses.fields.date'), render: (_, r) => shownDate(r.business_date) },
    { key: 'type', title: t('expenses.fields.type'), render: (_, r) => t(`money.types.${r.type}`) },
    {
      key: 'source',
      title: t('expenses.fields.source'),
      render: (_, r) => t(`expenses.sources.${r.source}`),
    },
    { key: 'branch', title: t('expenses.fields.branch'), dataIndex: 'branch_name' },
    { key: 'cashbox', title: t('expenses.fields.cashbox'), dataIndex: 'cashbox_name' },
    { key: 'item', title: t('expenses.fields.costItem'), dataIndex: 'cost_item_name' },
    {
      key: 'amount',
      title: t('expenses.fields.amount'),
      align: 'right',
      render: (_, r) => (
        <Typography.Text
          type={r.signed_amount.startsWith('-') ? 'success' : undefined}
          data-testid={`expense-amount-${r.id}`}
        >
          {money(r.signed_amount, r.currency, lang)}
        </Typography.Text>
      ),
    },
    {
      key: 'status',
      title: t('expenses.fields.status'),
      render: (_, r) => (
        <Space size={4} wrap>
          <Tag color={STATUS_COLORS[r.status]}>{t(`expenses.statuses.${r.status}`)}</Tag>
          {r.reversal_of !== null && <Tag>{t('expenses.list.reversalOf', { id: r.reversal_of })}</Tag>}
        </Space>
      ),
    },
    { key: 'comment', title: t('expenses.fields.comment'), dataIndex: 'comment' },
    { key: 'created', title: t('expenses.fields.createdBy'), dataIndex: 'created_by_name' },
  ];

  return (
    <section data-testid="expenses-page">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        <Space>
          <Button data-testid="expenses-export" onClick={() => void exportList()}>
            {t('expenses.list.export')}
          </Button>
          {rules.has('expense_output.add') && (
            <Button type="primary" data-testid="expense-add" onClick={() => setAdding(true)}>
              {t('expenses.expenses.add')}
            </Button>
          )}
        </Space>
      </Flex>
      <Typography.Paragraph type="secondary">
        {t(list === 'expenses' ? 'expenses.expenses.hint' : 'expenses.expenses.cashHint')}
      </Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Suspense fallback={<span style={{ width: 260 }} />}>
          <DateRangeFilter
            testId="expenses-period"
            label={t('expenses.fields.date')}
            from={filters.date_from}
            to={filters.date_to}
            onChange={(date_from, date_to) => set({ date_from, date_to })}
          />
        </Suspense>
        <OptionSelect
          source="branch"
          value={filters.branch_id}
          onChange={(branch_id) => set({ branch_id })}
          placeholder={t('expenses.fields.branch')}
          aria-label={t('expenses.fields.branch')}
          style={{ width: 200 }}
          testId="expenses-branch"
        />
        <OptionSelect
          source="cost_item"
          value={filters.cost_item_id}
          onChange={(cost_item_id) => set({ cost_item_id })}
          placeholder={t('expenses.fields.costItem')}
          aria-label={t('expenses.fields.costItem')}
          style={{ width: 220 }}
          testId="expenses-cost-item"
        />
        {list === 'expenses' && (
          <Select
            allowClear
            value={filters.source}
            onChange={(source?: string) => set({ source })}
            placeholder={t('expenses.fields.source')}
            aria-label={t('expenses.fields.source')}
            options={EXPENSE_SOURCES.map((v) => ({ value: v, label: t(`expenses.sources.${v}`) }))}
            style={{ width: 160 }}
            data-testid="expenses-source"
          />
        )}
        <Select
          allowClear
          value={filters.status}
          onChange={(status?: string) => set({ status })}
          placeholder={t('expenses.fields.status')}
          aria-label={t('expenses.fields.status')}
          options={(['CREATED', 'APPROVED', 'CANCELED'] as const).map((v) => ({
            value: v,
            label: t(`expenses.statuses.${v}`),
          }))}
          style={{ width: 180 }}
          data-testid="expenses-status"
        />
      </Flex>
      {totals && (
        <Typography.Paragraph data-testid="expenses-totals">
          {t('expenses.list.totals')}: <b>{money(totals.UZS, 'UZS', lang)}</b>
          {totals.USD !== '0.00' && <b>{` · ${money(totals.USD, 'USD', lang)}`}</b>}
        </Typography.Paragraph>
      )}
      <PagedTable<ExpenseRow>
        testId="expenses-table"
        rowKey="id"
        columns={columns}
        rows={result.data?.data ?? []}
        loading={result.isFetching}
        isError={result.isError}
        page={page}
        perPage={PER_PAGE}
        onPage={setPage}
      />
      {adding && (
        <Suspense fallback={null}>
          <ExpenseDialog
            canApprove={rules.has('expense_output.approve')}
            onClose={(saved) => {
              setAdding(false);
              if (saved) void client.invalidateQueries({ queryKey: [EXPENSES_KEY] });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
