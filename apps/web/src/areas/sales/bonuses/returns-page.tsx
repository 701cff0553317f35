import { useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { shownDate } from '../contract-payments/api.ts';
import { BONUSES_KEY, type BonusReturnRow, bonusesApi, type Query } from './api.ts';
import { points } from './format.ts';
import { ListFilters } from './list-filters.tsx';

const ReturnDialog = lazy(() => import('./return-dialog.tsx').then((m) => ({ default: m.ReturnDialog })));

/** `/client-account-numbers/return-bonus-products`: bonus products brought back, and bringing one back. */
export function ReturnsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [open, setOpen] = useState(false);
  const { table } = usePagedQuery([BONUSES_KEY, 'returns'], bonusesApi.returns, filters);
  const columns: TableColumnsType<BonusReturnRow> = [
    { key: 'date', title: t('bonuses.fields.date'), render: (_, r) => shownDate(r.business_date) },
    { key: 'order', title: t('bonuses.fields.order'), dataIndex: 'order_id' },
    { key: 'client', title: t('bonuses.fields.client'), dataIndex: 'client_name' },
    { key: 'product', title: t('bonuses.fields.product'), dataIndex: 'product_name' },
    { key: 'quantity', title: t('bonuses.fields.quantity'), dataIndex: 'quantity', align: 'right' },
    {
      key: 'points',
      title: t('bonuses.fields.points'),
      align: 'right',
      render: (_, r) => points(r.points, lang),
    },
    {
      key: 'difference',
      title: t('bonuses.fields.difference'),
      align: 'right',
      render: (_, r) => money(r.difference, 'UZS', lang),
    },
    { key: 'reason', title: t('bonuses.fields.reason'), dataIndex: 'reason' },
  ];
  return (
    <section data-testid="bonus-returns-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <ListFilters filters={filters} onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}>
        {rules.has('returned_bonus_product.add') && (
          <Button type="primary" onClick={() => setOpen(true)} data-testid="bonus-return-add">
            {t('bonuses.actions.return')}
          </Button>
        )}
      </ListFilters>
      <PagedTable<BonusReturnRow>
        testId="bonus-returns-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('bonuses.empty.returns') }}
        {...table}
      />
      {open && (
        <Suspense fallback={null}>
          <ReturnDialog
            onClose={(saved) => {
              setOpen(false);
              if (saved) void client.invalidateQueries({ queryKey: [BONUSES_KEY] });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
