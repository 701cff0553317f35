import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { PRICING_KEY, type PriceChange, pricingApi } from './api.ts';
import { displayDateTime } from './format.ts';
import { PER_PAGE } from './helpers.ts';
import { costColumns } from './markup-cell.tsx';
import { priceColumns } from './price-cells.tsx';

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
      ...costColumns<PriceChange>(t, lang),
      { key: 'rate', title: t('pricing.fields.rate'), align: 'right', dataIndex: 'rate' },
      ...priceColumns<PriceChange>(t, (row, kind) => ({
        testId: kind === 'retail' ? `history-retail-${row.id}` : undefined,
        uzs: row[`old_${kind}_uzs`],
        usd: row[`old_${kind}_usd`],
        nextUzs: row[`${kind}_uzs`],
        nextUsd: row[`${kind}_usd`],
      })),
      { key: 'by', title: t('pricing.fields.changedBy'), dataIndex: 'changed_by_name' },
    ],
    [t, lang],
  );

  return (
    <Flex vertical gap={16} data-testid="changed-selling-prices">
      <ScreenTitle />
      <OptionSelect
        source="product"
        testId="history-product-filter"
        placeholder={t('pricing.fields.product')}
        aria-label={t('pricing.fields.product')}
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
