import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { BONUSES_KEY, type BonusOrderRow, bonusesApi, type Query } from './api.ts';
import { ListFilters } from './list-filters.tsx';
import { orderColumns } from './order-columns.tsx';

const OrderDialog = lazy(() => import('./order-dialog.tsx').then((m) => ({ default: m.OrderDialog })));
const ReturnDialog = lazy(() => import('./return-dialog.tsx').then((m) => ({ default: m.ReturnDialog })));
// the PDF viewer loads with a chunk of its own (the screens' size budget)
const PdfDialog = lazy(() =>
  import('../../../shared/pdf-dialog.tsx').then((m) => ({ default: m.PdfDialog })),
);

/**
 * `/client-account-numbers/bonus-orders`: bonus products given to clients
 * (points spent, the cash difference), giving one, bringing one back, and
 * printing one's release note (`bonus_order.print`).
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
  const [pdf, setPdf] = useState<string | null>(null);
  useEffect(() => () => void (pdf && URL.revokeObjectURL(pdf)), [pdf]);
  const print = async (id: number) => {
    try {
      setPdf(URL.createObjectURL((await bonusesApi.printOrder(id)).blob));
    } catch {
      // the main client has shown the error
    }
  };
  const { table } = usePagedQuery([BONUSES_KEY, 'orders'], bonusesApi.orders, filters);
  const close = (saved: boolean) => {
    setDialog(null);
    if (saved) void client.invalidateQueries({ queryKey: [BONUSES_KEY] });
  };
  const columns = [
    ...orderColumns(t, lang),
    {
      key: 'actions',
      render: (_: unknown, r: BonusOrderRow) => (
        <Space size="small">
          {rules.has('bonus_order.print') && (
            <Button size="small" onClick={() => void print(r.id)} data-testid={`bonus-order-print-${r.id}`}>
              {t('bonuses.actions.print')}
            </Button>
          )}
          {rules.has('returned_bonus_product.add') && r.status === 'ISSUED' && (
            <Button size="small" onClick={() => setDialog({ kind: 'return', order: r })}>
              {t('bonuses.actions.return')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <section data-testid="bonus-orders-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
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
        {pdf && (
          <PdfDialog
            url={pdf}
            onClose={() => setPdf(null)}
            title={t('bonuses.pdfTitle')}
            openLabel={t('bonuses.openPdf')}
            openTestId="bonus-order-pdf-open"
            frameTestId="bonus-order-pdf-frame"
          />
        )}
      </Suspense>
    </section>
  );
}
