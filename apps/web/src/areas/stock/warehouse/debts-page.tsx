import { useQuery } from '@tanstack/react-query';
import { Alert, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { warehouseApi } from './api.ts';
import { type DebtSummary, pivotDebts } from './debts.ts';
import { WAREHOUSE_KEY } from './query-keys.ts';

/**
 * Supplier calculations (routes.md, supplier-calculations): each supplier's
 * debt in soʻm and in dollars, from the balances the ledger keeps, with
 * exact totals.
 */
export function SupplierDebtsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const debts = useQuery({
    queryKey: [WAREHOUSE_KEY, 'supplier-debts'],
    queryFn: ({ signal }) => warehouseApi.debts(signal),
  });
  const summary = useMemo(() => pivotDebts(debts.data ?? []), [debts.data]);

  const columns: TableColumnsType<DebtSummary['rows'][number]> = [
    { key: 'supplier', title: t('warehouse.fields.supplier'), dataIndex: 'supplier_name' },
    {
      key: 'uzs',
      title: t('warehouse.fields.debtUzs'),
      align: 'right',
      render: (_, row) => (
        <span data-testid={`debt-uzs-${row.supplier_id}`}>{money(row.UZS, 'UZS', lang)}</span>
      ),
    },
    {
      key: 'usd',
      title: t('warehouse.fields.debtUsd'),
      align: 'right',
      render: (_, row) => (
        <span data-testid={`debt-usd-${row.supplier_id}`}>{money(row.USD, 'USD', lang)}</span>
      ),
    },
  ];

  return (
    <section data-testid="supplier-debts-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('warehouse.debts.hint')}</Typography.Paragraph>
      {debts.isError && (
        <Alert type="error" showIcon title={t('warehouse.list.loadFailed')} style={{ marginBottom: 16 }} />
      )}
      <ListTable
        data-testid="supplier-debts-table"
        rowKey="supplier_id"
        size="middle"
        columns={columns}
        dataSource={summary.rows}
        loading={debts.isLoading}
        pagination={false}
        locale={{ emptyText: t('warehouse.debts.empty') }}
        summary={() =>
          summary.rows.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>{t('warehouse.debts.total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <Typography.Text strong>{money(summary.total.UZS, 'UZS', lang)}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                <Typography.Text strong>{money(summary.total.USD, 'USD', lang)}</Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </section>
  );
}
