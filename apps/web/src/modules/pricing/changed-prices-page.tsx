import './strings.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../shared/option-select.tsx';
import { PagedTable } from '../../shared/paged-table.tsx';
import { PRICING_KEY, type PriceChange, pricingApi } from './api.ts';
import { displayDateTime, money, useLanguage } from './format.ts';
import { PER_PAGE } from './helpers.ts';
import { MarkupCell } from './markup-cell.tsx';
import { PriceCell } from './price-cells.tsx';

/** The history of applied selling prices, newest first, by product. */
export function ChangedPricesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [productId, setProductId] = useState<number>();
  const [page, setPage] = useState(1);
  const query = { page, per_page: PER_PAGE, product_id: productId };
  const list = useQuery({
    queryKey: [PRICING_KEY, 'history', query],
    queryFn: ({ signal }) => pricingApi.history(query, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data ?? [];

  const columns = useMemo<TableColumnsType<PriceChange>>(
    () => [
      {
        key: 'date',
        title: t('pricing.fields.changedAt'),
        render: (_, row) => displayDateTime(row.created_at),
      },
      { key: 'product', title: t('pricing.fields.product'), dataIndex: 'product_name' },
      {
        key: 'cost',
        title: t('pricing.fields.cost'),
        align: 'right',
        render: (_, row) => money(row.cost_uzs, 'UZS', lang),
      },
      { key: 'markup', title: t('pricing.fields.markup'), render: (_, row) => <MarkupCell row={row} /> },
      { key: 'rate', title: t('pricing.fields.rate'), align: 'right', dataIndex: 'rate' },
      {
        key: 'retail',
        title: t('pricing.fields.retail'),
        align: 'right',
        render: (_, row) => (
          <PriceCell
            testId={`history-retail-${row.id}`}
            uzs={row.old_retail_uzs}
            usd={row.old_retail_usd}
            nextUzs={row.retail_uzs}
            nextUsd={row.retail_usd}
          />
        ),
      },
      {
        key: 'wholesale',
        title: t('pricing.fields.wholesale'),
        align: 'right',
        render: (_, row) => (
          <PriceCell
            uzs={row.old_wholesale_uzs}
            usd={row.old_wholesale_usd}
            nextUzs={row.wholesale_uzs}
            nextUsd={row.wholesale_usd}
          />
        ),
      },
      { key: 'by', title: t('pricing.fields.changedBy'), dataIndex: 'changed_by_name' },
    ],
    [t, lang],
  );

  return (
    <Flex vertical gap={16} data-testid="changed-selling-prices">
      <OptionSelect
        source="product"
        testId="history-product-filter"
        placeholder={t('pricing.fields.product')}
        value={productId}
        onChange={(v) => {
          setProductId(v);
          setPage(1);
        }}
        style={{ width: 280 }}
      />
      <PagedTable<PriceChange>
        testId="pricing-history"
        rowKey="id"
        columns={columns}
        loading={list.isFetching}
        rows={rows}
        isError={list.isError}
        page={page}
        perPage={PER_PAGE}
        onPage={setPage}
      />
    </Flex>
  );
}
