import { checkRule } from '@savdo/shared/rules';
import type { FifoLayerRow, ResidueRow } from '@savdo/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Empty, Flex, type TableColumnsType, Tabs, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { money, quantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { Pager } from '../../../shared/pager.tsx';
import { warehouseApi } from './api.ts';
import { displayDate } from './dates.ts';
import { applyParams, hasNextPage, type ParamChange, PER_PAGE, parsePagedQuery } from './list-query.ts';
import { WAREHOUSE_KEY } from './query-keys.ts';
import { useHomeScope } from './use-home-scope.ts';

type By = 'warehouse' | 'branch' | 'fifo';
type Item = 'product' | 'material' | 'asset';
/** The tabs and their rules: goods (warehouse) or inventory materials (the tmz account). */
const TABS: Record<Item, readonly { by: By; rule: string; label: string }[]> = {
  product: [
    { by: 'warehouse', rule: 'warehouse_residue.show', label: 'warehouse.residues.byWarehouse' },
    { by: 'branch', rule: 'branch_residue.show', label: 'warehouse.residues.byBranch' },
    { by: 'fifo', rule: 'fifo_residue.show', label: 'warehouse.residues.byFifo' },
  ],
  material: [
    { by: 'warehouse', rule: 'material_residue_by_warehouse.show', label: 'warehouse.residues.byWarehouse' },
    { by: 'branch', rule: 'material_residue_by_branch.show', label: 'warehouse.residues.byBranch' },
    { by: 'fifo', rule: 'material_residue_by_fifo.show', label: 'warehouse.residues.byFifo' },
  ],
  asset: [
    { by: 'warehouse', rule: 'asset_warehouse_residue.show', label: 'warehouse.residues.byWarehouse' },
    { by: 'branch', rule: 'asset_branch_residue.show', label: 'warehouse.residues.byBranch' },
    { by: 'fifo', rule: 'asset_fifo_residue.show', label: 'warehouse.residues.byFifo' },
  ],
};
const KEYS = ['warehouse_id', 'branch_id', 'product_id', 'at'] as const;

type Row = ResidueRow & Partial<FifoLayerRow>;

/**
 * Product residues (routes.md 2.5): by warehouse, by branch (its warehouses
 * summed) or by FIFO layer, each tab shown to the holders of its rule; a
 * product filter and, but for layers, the residue at a past date.
 */
export function ResiduesPage({ item = 'product' }: { item?: Item }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const tabs = useMemo(() => TABS[item].filter((tab) => checkRule(tab.rule, rules)), [item, rules]);
  const [params, setParams] = useSearchParams();
  const change = useCallback((c: ParamChange) => setParams(applyParams(params, c)), [params, setParams]);
  const by: By = tabs.find((tab) => tab.by === params.get('by'))?.by ?? tabs[0]?.by ?? 'warehouse';
  const filters = parsePagedQuery(params, KEYS);
  const home = useHomeScope(by !== 'branch' && !filters.warehouse_id);
  const branchId = filters.branch_id ?? home.branch_id;
  const warehouseId = filters.warehouse_id ?? home.warehouse_id;
  const scoped = by === 'branch' ? Boolean(branchId) : Boolean(warehouseId);
  const query = {
    item,
    by,
    page: filters.page,
    per_page: PER_PAGE,
    product_id: filters.product_id,
    ...(by === 'branch' ? { branch_id: branchId } : { warehouse_id: warehouseId }),
    ...(by === 'fifo' ? {} : { at: filters.at }),
  };

  const list = useQuery({
    queryKey: [WAREHOUSE_KEY, 'residues', query],
    queryFn: ({ signal }) => warehouseApi.residues(query, signal),
    enabled: scoped,
    placeholderData: keepPreviousData,
  });
  const rows = (scoped ? list.data?.data : undefined) as Row[] | undefined;

  const product: TableColumnsType<Row>[number] = {
    key: 'product',
    title: t('warehouse.fields.product'),
    dataIndex: 'product_name',
  };
  const num = (key: string, title: string, render: (row: Row) => string): TableColumnsType<Row>[number] => ({
    key,
    title: t(title),
    align: 'right',
    render: (_, row) => render(row),
  });
  const columns: TableColumnsType<Row> =
    by === 'fifo'
      ? [
          product,
          {
            key: 'date',
            title: t('warehouse.fields.layerDate'),
            render: (_, row) => displayDate(row.business_date),
          },
          num('in', 'warehouse.fields.quantityIn', (row) => quantity(row.quantity_in, lang)),
          num('left', 'warehouse.fields.quantityLeft', (row) => quantity(row.quantity_left, lang)),
          num('uzs', 'warehouse.fields.costUzs', (row) => money(row.cost_left_uzs, 'UZS', lang)),
          num('usd', 'warehouse.fields.costUsd', (row) => money(row.cost_left_usd, 'USD', lang)),
        ]
      : [
          product,
          num('quantity', 'warehouse.fields.quantity', (row) => quantity(row.quantity, lang)),
          num('cost', 'warehouse.fields.costUzs', (row) => money(row.cost_uzs, 'UZS', lang)),
        ];

  return (
    <section data-testid="residues-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Tabs
        data-testid="residues-tabs"
        activeKey={by}
        onChange={(next) => change({ by: next })}
        items={tabs.map((tab) => ({ key: tab.by, label: t(tab.label) }))}
      />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        {by === 'branch' ? (
          <OptionSelect
            source="branch"
            testId="residues-branch"
            value={branchId ? Number(branchId) : undefined}
            onChange={(id) => change({ branch_id: id })}
            placeholder={t('warehouse.fields.branch')}
            aria-label={t('warehouse.fields.branch')}
            style={{ width: 260 }}
          />
        ) : (
          <OptionSelect
            source="warehouse"
            testId="residues-warehouse"
            value={warehouseId ? Number(warehouseId) : undefined}
            onChange={(id) => change({ warehouse_id: id })}
            placeholder={t('warehouse.fields.warehouse')}
            aria-label={t('warehouse.fields.warehouse')}
            style={{ width: 260 }}
          />
        )}
        <OptionSelect
          source={item}
          testId="residues-product"
          value={filters.product_id ? Number(filters.product_id) : undefined}
          onChange={(id) => change({ product_id: id })}
          placeholder={t('warehouse.fields.product')}
          aria-label={t('warehouse.fields.product')}
          style={{ width: 300 }}
        />
        {by !== 'fifo' && (
          <div style={{ width: 180 }}>
            <DateField
              testId="residues-at"
              value={filters.at}
              onChange={(at) => change({ at })}
              placeholder={t('warehouse.filters.at')}
              allowClear
            />
          </div>
        )}
      </Flex>
      {list.isError && (
        <Alert type="error" showIcon title={t('warehouse.list.loadFailed')} style={{ marginBottom: 16 }} />
      )}
      {scoped ? (
        <>
          <ListTable<Row>
            data-testid="residues-table"
            data-loading={list.isFetching || undefined}
            rowKey={(row) => (by === 'fifo' ? `l${row.layer_id}` : `p${row.product_id}`)}
            size="middle"
            columns={columns}
            dataSource={rows ?? []}
            loading={list.isLoading}
            pagination={false}
            locale={{ emptyText: t('warehouse.list.nothing') }}
          />
          <Pager
            page={Number(filters.page)}
            hasNext={hasNextPage(rows)}
            onChange={(page) => change({ page })}
          />
        </>
      ) : (
        <Empty
          data-testid="residues-pick"
          description={t(
            by === 'branch' ? 'warehouse.residues.pickBranch' : 'warehouse.residues.pickWarehouse',
          )}
        />
      )}
    </section>
  );
}

/** The tmz account's residues: the same screen over inventory materials. */
export const MaterialResiduesPage = () => <ResiduesPage item="material" />;

/** Fixed assets still in a warehouse (not yet put to use): the same screen over assets. */
export const AssetResiduesPage = () => <ResiduesPage item="asset" />;
