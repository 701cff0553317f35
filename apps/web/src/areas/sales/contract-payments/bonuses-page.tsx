import { Button, type TableColumnsType, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { moneyColumn } from '../../../shared/columns.tsx';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { usePdfView } from '../../cash/cash-desk/use-pdf-view.tsx';
import { type BonusRow, PANEL, PAYMENTS_KEY, paymentsApi } from './api.ts';
import { contractDocColumns, createdByColumn, paymentStatusColumn } from './columns.tsx';

// taking money loads with a chunk of its own (its form and schemas: the screens' size budget)
const TakePanel = lazy(() => import('./take-panel.tsx').then((m) => ({ default: m.TakePanel })));

/**
 * `/contract/closed-contract-bonuses`: the client pays the whole rest before
 * term; the screen shows the bonus (the early-close percent of the markup not
 * yet due) and what closes the contract today, takes it, and lists the
 * bonuses given.
 */
export function BonusesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const pdf = usePdfView();
  const { table } = usePagedQuery([PAYMENTS_KEY, 'bonuses'], paymentsApi.bonuses, {});
  const columns: TableColumnsType<BonusRow> = [
    ...contractDocColumns<BonusRow>(t, { number: false }),
    moneyColumn<BonusRow>('bonus', t('payments.fields.bonus'), lang, (r) => r.bonus),
    moneyColumn<BonusRow>('payment', t('payments.bonuses.payment'), lang, (r) => r.payment_amount),
    paymentStatusColumn<BonusRow>(t),
    createdByColumn<BonusRow>(t),
    {
      key: 'print',
      render: (_, r) =>
        r.payment_id !== null &&
        rules.has('early_close.print') && (
          <Button size="small" onClick={() => void pdf.open(() => paymentsApi.printClose(r.payment_id ?? 0))}>
            {t('payments.list.print')}
          </Button>
        ),
    },
  ];
  return (
    <section data-testid="bonuses-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('payments.bonuses.hint')}</Typography.Paragraph>
      {rules.has('early_close.add') && (
        <div style={PANEL}>
          <Suspense fallback={null}>
            <TakePanel
              mode="close"
              scope="open"
              onPrint={(id) => void pdf.open(() => paymentsApi.printClose(id))}
            />
          </Suspense>
        </div>
      )}
      <Typography.Title level={4}>{t('payments.bonuses.listTitle')}</Typography.Title>
      <PagedTable<BonusRow> testId="bonuses-table" rowKey="id" columns={columns} {...table} />
      {pdf.view}
    </section>
  );
}
