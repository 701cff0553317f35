import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { formatDate, money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { Pager } from '../../../shared/pager.tsx';
import { CASHBOX_KEY } from './api.ts';
import { type CashResidueRow, cashOrdersApi } from './cash-orders-api.ts';
import { ReportExport, TitleBar } from './report-export.tsx';

const DateInput = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateInput })),
);

const PER_PAGE = 50;

/**
 * Cash residues: every cashbox's soʻm and dollars at the end of a chosen day
 * (today when none is chosen), server-paged by cashbox, by branch, with the
 * totals of every cashbox the filter selects and an .xlsx export.
 */
export function CashResiduesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const [date, setDate] = useState<string | undefined>();
  const [branchId, setBranchId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const filters = { date, branch_id: branchId };
  const query = { ...filters, page, per_page: PER_PAGE };
  const report = useQuery({
    queryKey: [CASHBOX_KEY, 'residues', query],
    queryFn: ({ signal }) => cashOrdersApi.residues(query, signal),
    placeholderData: keepPreviousData,
  });
  const rows = report.data?.rows ?? [];
  const columns: TableColumnsType<CashResidueRow> = [
    { key: 'cashbox', title: t('cashOrders.columns.cashbox'), dataIndex: 'cashbox_name' },
    { key: 'branch', title: t('cashOrders.columns.branch'), render: (_, r) => r.branch_name ?? '—' },
    {
      key: 'uzs',
      title: t('cashOrders.columns.uzs'),
      align: 'right',
      render: (_, r) => <span data-testid={`residue-uzs-${r.cashbox_id}`}>{money(r.uzs, 'UZS', lang)}</span>,
    },
    {
      key: 'usd',
      title: t('cashOrders.columns.usd'),
      align: 'right',
      render: (_, r) => <span data-testid={`residue-usd-${r.cashbox_id}`}>{money(r.usd, 'USD', lang)}</span>,
    },
  ];
  return (
    <section data-testid="cash-residues-page">
      <TitleBar title={t(route.titleKey)}>
        <ReportExport
          testId="cash-residues-export"
          fileName="cash-residues.xlsx"
          download={() => cashOrdersApi.exportResidues(filters)}
        />
      </TitleBar>
      <Typography.Paragraph type="secondary">{t('cashOrders.residues.hint')}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <div style={{ width: 180 }} data-testid="cash-residues-date">
          <Suspense fallback={null}>
            <DateInput
              value={date}
              onChange={(value) => {
                setDate(typeof value === 'string' ? value : undefined);
                setPage(1);
              }}
            />
          </Suspense>
        </div>
        <OptionSelect
          source="branch"
          value={branchId}
          onChange={(value) => {
            setBranchId(value);
            setPage(1);
          }}
          placeholder={t('cashOrders.filters.branch')}
          aria-label={t('cashOrders.filters.branch')}
          style={{ width: 200 }}
          testId="cash-residues-branch"
        />
      </Flex>
      {report.isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
      {report.data && (
        <Typography.Paragraph strong>
          {t('cashOrders.residues.at', { date: formatDate(report.data.date) })}
        </Typography.Paragraph>
      )}
      <ListTable<CashResidueRow>
        data-testid="cash-residues-table"
        size="small"
        rowKey="cashbox_id"
        columns={columns}
        dataSource={rows}
        loading={report.isFetching}
        pagination={false}
        locale={{ emptyText: t('lists.list.empty') }}
        summary={() =>
          report.data && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <strong>{t('cashOrders.columns.total')}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                <strong data-testid="residues-total-uzs">{money(report.data.totals.uzs, 'UZS', lang)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <strong data-testid="residues-total-usd">{money(report.data.totals.usd, 'USD', lang)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
      />
      <Pager page={page} hasNext={rows.length === PER_PAGE} onChange={setPage} />
    </section>
  );
}
