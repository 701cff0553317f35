import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Popconfirm, Select, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { PROMOTIONS_KEY, type PromotionProductRow, promotionsApi } from './api.ts';
import { PromotionSelect } from './promotion-select.tsx';

/** `/information/promotions/list-of-products-promotion`: a promotion's products; added and removed while a draft. */
export function PromotionProductsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const [promotionId, setPromotionId] = useState<number | undefined>();
  const [search, setSearch] = useState('');
  const [pick, setPick] = useState<number | undefined>();
  const promotions = useQuery({
    queryKey: [PROMOTIONS_KEY, 'options'],
    queryFn: ({ signal }) => promotionsApi.list({ per_page: 100 }, signal),
  });
  const draft = promotions.data?.find((p) => p.id === promotionId)?.status === 'DRAFT';
  const options = useQuery({
    queryKey: [PROMOTIONS_KEY, 'product-options', search],
    queryFn: ({ signal }) => promotionsApi.productOptions(search, signal),
    enabled: draft && rules.has('stock_product.add'),
  });
  const { table } = usePagedQuery(
    [PROMOTIONS_KEY, 'products'],
    (q, signal) => (promotionId ? promotionsApi.products(q, signal) : Promise.resolve([])),
    { promotion_id: promotionId },
  );
  const refresh = () => client.invalidateQueries({ queryKey: [PROMOTIONS_KEY] });
  const columns: TableColumnsType<PromotionProductRow> = [
    { key: 'product', title: t('promotions.fields.product'), dataIndex: 'product_name' },
    {
      key: 'actions',
      title: '',
      render: (_, r) =>
        draft &&
        rules.has('stock_product.edit') && (
          <Popconfirm
            title={t('promotions.confirm.remove')}
            onConfirm={() => promotionsApi.removeProduct(r.id).then(refresh, refresh)}
          >
            <Button size="small" danger data-testid={`promotion-product-remove-${r.id}`}>
              {t('promotions.actions.remove')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <section data-testid="promotion-products-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <PromotionSelect value={promotionId} onChange={setPromotionId} />
        {draft && rules.has('stock_product.add') && (
          <>
            <Select
              showSearch={{ filterOption: false, onSearch: setSearch }}
              placeholder={t('promotions.fields.product')}
              aria-label={t('promotions.fields.product')}
              style={{ width: 280 }}
              value={pick}
              onChange={(v: number) => setPick(v)}
              options={(options.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              data-testid="promotion-product-pick"
            />
            <Button
              type="primary"
              disabled={!pick}
              onClick={() =>
                promotionId &&
                pick &&
                promotionsApi.addProduct(promotionId, pick).then(() => {
                  setPick(undefined);
                  return refresh();
                }, refresh)
              }
              data-testid="promotion-product-add"
            >
              {t('promotions.actions.addProduct')}
            </Button>
          </>
        )}
      </Flex>
      {!promotionId ? (
        <Alert type="info" showIcon title={t('promotions.messages.pickPromotion')} />
      ) : (
        <PagedTable<PromotionProductRow>
          testId="promotion-products-table"
          rowKey="id"
          columns={columns}
          locale={{ emptyText: t('promotions.messages.empty') }}
          {...table}
        />
      )}
    </section>
  );
}
