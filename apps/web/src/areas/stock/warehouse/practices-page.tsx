import { documentNumber } from '@savdo/shared/documents';
import { MOVEMENT_TYPES } from '@savdo/shared/schemas/stock-constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Flex, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PeriodField } from '../../../controls/date-fields.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { money, quantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { Pager } from '../../../shared/pager.tsx';
import { type PracticeRow, warehouseApi } from './api.ts';
import { displayDate } from './dates.ts';
import { signOf } from './lines.ts';
import { ALL, applyParams, hasNextPage, type ParamChange, PER_PAGE, parsePagedQuery } from './list-query.ts';
import { WAREHOUSE_KEY } from './query-keys.ts';

const KEYS = ['type', 'warehouse_id', 'product_id', 'date_from', 'date_to'] as const;

/**
 * All warehouse practices (routes.md 2.5): the stock ledger, newest first,
 * by type, warehouse, product and period. The server counts no total (a
 * ledger of millions), so it pages by "previous / next".
 */
export function PracticesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const change = useCallback((c: ParamChange) => setParams(applyParams(params, c)), [params, setParams]);
  const filters = parsePagedQuery(params, KEYS);
  const query = { ...filters, per_page: PER_PAGE };

  const list = useQuery({
    queryKey: [WAREHOUSE_KEY, 'practices', query],
    queryFn: ({ signal }) => warehouseApi.practices(query, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data;

  const columns: TableColumnsType<PracticeRow> = [
    {
      key: 'date',
      title: t('warehouse.fields.date'),
      width: 110,
      render: (_, row) => displayDate(row.business_date),
    },
    {
      key: 'type',
      title: t('warehouse.fields.type'),
      render: (_, row) => (
        <Tag color={signOf(row.quantity) < 0 ? 'volcano' : 'green'} data-testid={`practice-type-${row.id}`}>
          {t(`warehouse.practiceTypes.${row.type}`, { defaultValue: row.type })}
          {row.reverses_id ? ` (${t('warehouse.practices.reversal')})` : ''}
        </Tag>
      ),
    },
    { key: 'product', title: t('warehouse.fields.product'), dataIndex: 'product_name' },
    { key: 'warehouse', title: t('warehouse.fields.warehouse'), dataIndex: 'warehouse_name' },
    {
      key: 'quantity',
      title: t('warehouse.fields.quantity'),
      align: 'right',
      render: (_, row) => (
        <Typography.Text
          type={signOf(row.quantity) < 0 ? 'danger' : 'success'}
          data-testid={`practice-quantity-${row.id}`}
        >
          {signOf(row.quantity) > 0 ? '+' : ''}
          {quantity(row.quantity, lang)}
        </Typography.Text>
      ),
    },
    {
      key: 'uzs',
      title: t('warehouse.fields.costUzs'),
      align: 'right',
      render: (_, row) => money(row.cost_uzs, 'UZS', lang),
    },
    {
      key: 'usd',
      title: t('warehouse.fields.costUsd'),
      align: 'right',
      render: (_, row) => money(row.cost_usd, 'USD', lang),
    },
    {
      key: 'document',
      title: t('warehouse.fields.document'),
      render: (_, row) =>
        row.document_kind
          ? `${t(`warehouse.kinds.${row.document_kind}`)} № ${documentNumber(row.document_prefix, row.document_number ?? '')}`
          : '',
    },
    { key: 'user', title: t('warehouse.fields.user'), dataIndex: 'created_by_name' },
  ];

  return (
    <section data-testid="practices-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Select<string>
          data-testid="filter-type"
          aria-label={t('warehouse.fields.type')}
          virtual={false}
          listHeight={360}
          value={filters.type ?? ALL}
          onChange={(type) => change({ type: type === ALL ? undefined : type })}
          options={[
            { value: ALL, label: t('warehouse.filters.allTypes') },
            ...MOVEMENT_TYPES.map((type) => ({ value: type, label: t(`warehouse.practiceTypes.${type}`) })),
          ]}
          style={{ width: 240 }}
        />
        <OptionSelect
          source="warehouse"
          testId="filter-warehouse"
          value={filters.warehouse_id ? Number(filters.warehouse_id) : undefined}
          onChange={(id) => change({ warehouse_id: id })}
          placeholder={t('warehouse.fields.warehouse')}
          aria-label={t('warehouse.fields.warehouse')}
          style={{ width: 240 }}
        />
        <OptionSelect
          source="product"
          testId="filter-product"
          value={filters.product_id ? Number(filters.product_id) : undefined}
          onChange={(id) => change({ product_id: id })}
          placeholder={t('warehouse.fields.product')}
          aria-label={t('warehouse.fields.product')}
          style={{ width: 280 }}
        />
        <PeriodField
          testId="filter-period"
          from={filters.date_from}
          to={filters.date_to}
          onChange={(from, to) => change({ date_from: from, date_to: to })}
        />
      </Flex>
      {list.isError && (
        <Alert type="error" showIcon title={t('warehouse.list.loadFailed')} style={{ marginBottom: 16 }} />
      )}
      <ListTable<PracticeRow>
        data-testid="practices-table"
        data-loading={list.isFetching || undefined}
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows ?? []}
        loading={list.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('warehouse.list.nothing') }}
      />
      <Pager page={Number(filters.page)} hasNext={hasNextPage(rows)} onChange={(page) => change({ page })} />
    </section>
  );
}
