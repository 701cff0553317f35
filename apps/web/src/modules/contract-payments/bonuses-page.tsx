import { Button, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../shared/format.ts';
import { useLanguage } from '../../shared/i18n.ts';
import { PagedTable } from '../../shared/paged-table.tsx';
import { usePagedQuery } from '../../shared/use-paged-query.ts';
import { useCurrentRoute } from '../../shell/route-guard.tsx';
import { useRules } from '../../shell/session.ts';
import { usePdfView } from '../cashbox/use-pdf-view.tsx';
import { type BonusRow, contractName, PANEL, PAYMENTS_KEY, paymentsApi, shownDate } from './api.ts';

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
    { key: 'date', title: t('payments.fields.date'), render: (_, r) => shownDate(r.business_date) },
    {
      key: 'contract',
      title: t('payments.fields.contract'),
      render: (_, r) => contractName({ branch_prefix: r.branch_prefix, number: r.contract_number }),
    },
    { key: 'client', title: t('payments.fields.client'), dataIndex: 'client_name' },
    {
      key: 'bonus',
      title: t('payments.fields.bonus'),
      align: 'right',
      render: (_, r) => money(r.bonus, r.currency, lang),
    },
    {
      key: 'payment',
      title: t('payments.bonuses.payment'),
      align: 'right',
      render: (_, r) => money(r.payment_amount, r.currency, lang),
    },
    {
      key: 'status',
      title: t('payments.fields.status'),
      render: (_, r) => (
        <Tag color={r.status === 'APPROVED' ? 'green' : 'default'}>{t(`payments.statuses.${r.status}`)}</Tag>
      ),
    },
    { key: 'by', title: t('payments.fields.createdBy'), dataIndex: 'created_by_name' },
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
      <Typography.Title level={3} style={{ marginTop: 0 }}>
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
