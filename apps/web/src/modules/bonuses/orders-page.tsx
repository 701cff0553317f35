import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n.ts';
import { PagedTable } from '../../shared/paged-table.tsx';
import { usePagedQuery } from '../../shared/use-paged-query.ts';
import { useCurrentRoute } from '../../shell/route-guard.tsx';
import { useRules } from '../../shell/session.ts';
import { BONUSES_KEY, type BonusOrderRow, bonusesApi, type Query } from './api.ts';
import { ListFilters } from './list-filters.tsx';
import { orderColumns } from './order-columns.tsx';

const OrderDialog = lazy(() => import('./order-dialog.tsx').then((m) => ({ default: m.OrderDialog })));
const ReturnDialog = lazy(() => import('./return-dialog.tsx').then((m) => ({ default: m.ReturnDialog })));

/**
 * `/client-account-numbers/bonus-orders`: bonus products given to clients
 * (points spent, the cash difference), giving one, and bringing one back.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [dialog, setDialog] = useState<{ kind: 'order' } | { kind: 'return'; order: BonusOrderRow } | null>(
    null,
  );
  const { table } = usePagedQuery([BONUSES_KEY, 'orders'], bonusesApi.orders, filters);
  const close = (saved: boolean) => {
    setDialog(null);
    if (saved) void client.invalidateQueries({ queryKey: [BONUSES_KEY] });
  };
  const columns = [
    ...orderColumns(t, lang),
    {
      key: 'actions',
      render: (_: unknown, r: BonusOrderRow) =>
        rules.has('returned_bonus_product.add') &&
        r.status === 'ISSUED' && (
          <Button size="small" onClick={() => setDialog({ kind: 'return', order: r })}>
            {t('bonuses.actions.return')}
          </Button>
        ),
    },
  ];
  return (
    <section data-testid="bonus-orders-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <ListFilters filters={filters} onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}>
        {rules.has('bonus_order.add') && (
          <Button type="primary" onClick={() => setDialog({ kind: 'order' })} data-testid="bonus-order-add">
            {t('bonuses.actions.order')}
          </Button>
        )}
      </ListFilters>
      <PagedTable<BonusOrderRow>
        testId="bonus-orders-table"
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('bonuses.empty.orders') }}
        {...table}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'order' && <OrderDialog onClose={close} />}
        {dialog?.kind === 'return' && <ReturnDialog order={dialog.order} onClose={close} />}
      </Suspense>
    </section>
  );
}
