import { documentNumber } from '@savdo/shared/documents';
import { checkRule } from '@savdo/shared/rules';
import { type ClientReturnRow, SALE_KINDS } from '@savdo/shared/schemas/release';
import { type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { money, quantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { RELEASE_KEY, releaseApi } from './api.ts';
import { dash, day } from './columns.tsx';
import { FilterBar, type Filters } from './filters.tsx';

/** The return rule of each sale kind: a reader sees the kinds whose rule they hold. */
const KIND_RULES = {
  CONTRACT: 'contract_product_return.show',
  CASH_TRADE: 'returned_cash_trading_product.show',
};

/**
 * `/information/warehouses/income-product-from-clients`: goods clients
 * brought back (the contract and cash trade returns' stock movements), by
 * kind, warehouse, product and date, each with the sale it came from.
 * Read-only: returns are made on the contract and cash trade screens.
 */
export function ClientReturnsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useRules();
  const route = useCurrentRoute();
  const [filters, setFilters] = useState<Filters>({});
  const { table } = usePagedQuery([RELEASE_KEY, 'client-returns'], releaseApi.clientReturns, filters, 20);
  const c = (key: string) => t(`release.columns.${key}`);
  const kinds = SALE_KINDS.filter((k) => checkRule(KIND_RULES[k], rules));
  const columns: TableColumnsType<ClientReturnRow> = [
    { key: 'date', title: c('date'), render: (_, r) => day(r.business_date) },
    {
      key: 'sale',
      title: c('sale'),
      render: (_, r) =>
        `${t(`release.kinds.${r.kind}`)} №${r.sale_number === null ? r.sale_id : documentNumber(r.sale_branch_prefix, r.sale_number)}`,
    },
    { key: 'client', title: c('client'), render: (_, r) => dash(r.client_name) },
    { key: 'product', title: c('product'), render: (_, r) => dash(r.product_name) },
    { key: 'warehouse', title: c('warehouse'), render: (_, r) => dash(r.warehouse_name) },
    { key: 'quantity', title: c('quantity'), align: 'right', render: (_, r) => quantity(r.quantity, lang) },
    { key: 'cost', title: c('cost'), align: 'right', render: (_, r) => money(r.cost_uzs, 'UZS', lang) },
    { key: 'who', title: c('who'), render: (_, r) => dash(r.created_by_name) },
    {
      key: 'reversed',
      title: '',
      render: (_, r) => (r.reversed ? <Tag>{c('reversed')}</Tag> : null),
    },
  ];
  return (
    <section data-testid="client-returns-page">
      <Typography.Title level={1}>{t(route.titleKey)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('release.returns.hint')}</Typography.Paragraph>
      <FilterBar
        filters={filters}
        set={(patch) => setFilters((old) => ({ ...old, ...patch }))}
        period="release.filters.period"
        enums={
          kinds.length > 1
            ? [{ field: 'kind', label: 'release.filters.kind', values: kinds, labels: 'release.kinds' }]
            : []
        }
        refs={[
          { field: 'warehouse_id', label: 'release.filters.warehouse', source: 'warehouse' },
          { field: 'product_id', label: 'release.filters.product', source: 'product' },
        ]}
      />
      <PagedTable<ClientReturnRow> testId="client-returns-table" rowKey="id" columns={columns} {...table} />
    </section>
  );
}
