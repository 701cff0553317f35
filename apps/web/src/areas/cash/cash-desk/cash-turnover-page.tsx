import { tashkentToday } from '@savdo/shared/validation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { Pager } from '../../../shared/pager.tsx';
import { CASHBOX_KEY } from './api.ts';
import { type CashTurnoverRow, cashOrdersApi } from './cash-orders-api.ts';
import { ReportExport, TitleBar } from './report-export.tsx';

const DateRangeFilter = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateRange })),
);

const PER_PAGE = 50;

interface Filters {
  date_from: string;
  date_to: string;
  branch_id?: number;
  cashbox_id?: number;
}

const keyOf = (r: Pick<CashTurnoverRow, 'cashbox_id' | 'currency'>) => `${r.cashbox_id}-${r.currency}`;

/**
 * Cash turnover for a period (this month by default): per cashbox and
 * currency the opening balance, income, expense and closing balance; a row
 * opens into its operation types. By branch and cashbox, server-paged by
 * cashbox, with the totals per currency and an .xlsx export.
 */
export function CashTurnoverPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  // the business day is Tashkent's, whatever the browser's clock says
  const [filters, setFilters] = useState<Filters>(() => ({
    date_from: `${tashkentToday().slice(0, 8)}01`,
    date_to: tashkentToday(),
  }));
  const [page, setPage] = useState(1);
  const set = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const query = { ...filters, page, per_page: PER_PAGE };
  const report = useQuery({
    queryKey: [CASHBOX_KEY, 'turnover', query],
    queryFn: ({ signal }) => cashOrdersApi.turnover(query, signal),
    placeholderData: keepPreviousData,
  });
  const rows = report.data?.rows ?? [];
  const amount = (key: 'opening' | 'income' | 'expense' | 'closing') => ({
    key,
    title: t(`cashOrders.columns.${key}`),
    align: 'right' as const,
    render: (_: unknown, r: CashTurnoverRow) => (
      <span data-testid={`turnover-${key}-${keyOf(r)}`}>{money(r[key], r.currency, lang)}</span>
    ),
  });
  const columns: TableColumnsType<CashTurnoverRow> = [
    { key: 'cashbox', title: t('cashOrders.columns.cashbox'), dataIndex: 'cashbox_name' },
    { key: 'branch', title: t('cashOrders.columns.branch'), render: (_, r) => r.branch_name ?? '—' },
    { key: 'currency', title: t('cashOrders.columns.currency'), dataIndex: 'currency' },
    amount('opening'),
    amount('income'),
    amount('expense'),
    amount('closing'),
  ];
  return (
    <section data-testid="cash-turnover-page">
      <TitleBar title={t(route.titleKey)}>
        <ReportExport
          testId="cash-turnover-export"
          fileName="cash-turnover.xlsx"
          download={() => cashOrdersApi.exportTurnover({ ...filters })}
        />
      </TitleBar>
      <Typography.Paragraph type="secondary">{t('cashOrders.turnover.hint')}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Suspense fallback={<span style={{ width: 260 }} />}>
          <DateRangeFilter
            testId="cash-turnover-period"
            label={t('cashOrders.filters.period')}
            from={filters.date_from}
            to={filters.date_to}
            onChange={(from, to) => {
              // the period is required: a cleared end keeps what it was
              set({ date_from: from ?? filters.date_from, date_to: to ?? filters.date_to });
            }}
          />
        </Suspense>
        <OptionSelect
          source="branch"
          value={filters.branch_id}
          onChange={(branch_id) => set({ branch_id })}
          placeholder={t('cashOrders.filters.branch')}
          aria-label={t('cashOrders.filters.branch')}
          style={{ width: 200 }}
          testId="cash-turnover-branch"
        />
        <OptionSelect
          source="cashbox"
          value={filters.cashbox_id}
          onChange={(cashbox_id) => set({ cashbox_id })}
          placeholder={t('cashOrders.filters.cashbox')}
          aria-label={t('cashOrders.filters.cashbox')}
          style={{ width: 220 }}
          testId="cash-turnover-cashbox"
        />
      </Flex>
      {report.isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
      <ListTable<CashTurnoverRow>
        data-testid="cash-turnover-table"
        size="small"
        rowKey={keyOf}
        columns={columns}
        dataSource={rows}
        loading={report.isFetching}
        pagination={false}
        locale={{ emptyText: t('lists.list.empty') }}
        expandable={{
          rowExpandable: (r) => r.by_type.length > 0,
          expandedRowRender: (r) => <TypeBreakdown row={r} />,
        }}
        summary={() =>
          report.data?.totals.map((total) => (
            <Table.Summary.Row key={total.currency}>
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>{t('cashOrders.columns.total')}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3}>{total.currency}</Table.Summary.Cell>
              {(['opening', 'income', 'expense', 'closing'] as const).map((k, j) => (
                <Table.Summary.Cell key={k} index={4 + j} align="right">
                  <strong>{money(total[k], total.currency, lang)}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ))
        }
      />
      <Pager
        page={page}
        hasNext={new Set(rows.map((r) => r.cashbox_id)).size === PER_PAGE}
        onChange={setPage}
      />
    </section>
  );
}

/** A cashbox's turnover in one currency by operation type. */
function TypeBreakdown({ row }: { row: CashTurnoverRow }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ListTable
      size="small"
      rowKey="type"
      pagination={false}
      data-testid={`turnover-types-${keyOf(row)}`}
      dataSource={row.by_type}
      columns={[
        { key: 'type', title: t('cashOrders.columns.type'), render: (_, p) => t(`money.types.${p.type}`) },
        {
          key: 'income',
          title: t('cashOrders.columns.income'),
          align: 'right',
          render: (_, p) => money(p.income, row.currency, lang),
        },
        {
          key: 'expense',
          title: t('cashOrders.columns.expense'),
          align: 'right',
          render: (_, p) => money(p.expense, row.currency, lang),
        },
      ]}
    />
  );
}
