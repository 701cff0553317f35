import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { BONUSES_KEY, type BonusProductRow, bonusesApi, type Query } from './api.ts';
import { points } from './format.ts';

const ProductDialog = lazy(() => import('./product-dialog.tsx').then((m) => ({ default: m.ProductDialog })));

/** `/client-account-numbers/bonus-products`: the products a client may take for points, and how many a unit. */
export function ProductsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({ active: 'true' });
  const [dialog, setDialog] = useState<{ row?: BonusProductRow } | null>(null);
  const { table } = usePagedQuery([BONUSES_KEY, 'products'], bonusesApi.products, filters);
  const columns: TableColumnsType<BonusProductRow> = [
    { key: 'product', title: t('bonuses.fields.product'), dataIndex: 'product_name' },
    {
      key: 'points',
      title: t('bonuses.fields.pointsPerUnit'),
      align: 'right',
      render: (_, r) => points(r.points, lang),
    },
    {
      key: 'active',
      title: t('bonuses.fields.active'),
      render: (_, r) => <Tag color={r.active ? 'green' : 'default'}>{r.active ? '✓' : '—'}</Tag>,
    },
    {
      key: 'actions',
      render: (_, r) =>
        rules.has('bonus_product.edit') && (
          <Button size="small" onClick={() => setDialog({ row: r })}>
            {t('bonuses.actions.edit')}
          </Button>
        ),
    },
  ];
  return (
    <section data-testid="bonus-products-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          value={filters.active as string | undefined}
          placeholder={t('bonuses.fields.active')}
          aria-label={t('bonuses.fields.active')}
          style={{ width: 140 }}
          options={[
            { value: 'true', label: '✓' },
            { value: 'false', label: '—' },
          ]}
          onChange={(v?: string) => setFilters({ active: v })}
        />
        {rules.has('bonus_product.add') && (
          <Button type="primary" onClick={() => setDialog({})} data-testid="bonus-product-add">
            {t('bonuses.actions.add')}
          </Button>
        )}
      </Flex>
      <PagedTable<BonusProductRow>
        testId="bonus-products-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('bonuses.empty.products') }}
        {...table}
      />
      {dialog && (
        <Suspense fallback={null}>
          <ProductDialog
            {...(dialog.row ? { row: dialog.row } : {})}
            onClose={(saved) => {
              setDialog(null);
              if (saved) void client.invalidateQueries({ queryKey: [BONUSES_KEY] });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
