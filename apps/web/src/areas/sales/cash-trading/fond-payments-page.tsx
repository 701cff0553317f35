import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { TitleBar } from '../../cash/cash-desk/report-export.tsx';
import { CASH_TRADING_KEY, cashTradingApi, type FondDebtRow, type FondPaymentRow } from './api.ts';
import { FondDebts } from './fond-debts.tsx';

// the dialog loads with a chunk of its own (the screen's size budget)
const FondPaymentDialog = lazy(() =>
  import('./fond-payment-dialog.tsx').then((m) => ({ default: m.FondPaymentDialog })),
);

/**
 * The funds' debts and their cash payments (`/cashbox/cash-trade-payment-fond`):
 * each fund's sales, proceeds and debt, "take a payment" for a holder of
 * `cash_trading_fond_pay.add`, and the payments taken, newest first.
 */
export function FondPaymentsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState<FondDebtRow | null>(null);
  const { table } = usePagedQuery<FondPaymentRow>(
    [CASH_TRADING_KEY, 'fond-payments'],
    cashTradingApi.fondPayments,
    {},
    20,
  );
  const f = (key: string) => t(`cashTrading.fields.${key}`);
  return (
    <section data-testid="fond-payments-page">
      <TitleBar title={t(route.titleKey)} />
      <Typography.Paragraph type="secondary">{t('cashTrading.fonds.payHint')}</Typography.Paragraph>
      <FondDebts
        extra={(row) =>
          rules.has('cash_trading_fond_pay.add') && Number(row.debt) > 0 ? (
            <Button size="small" onClick={() => setPaying(row)} data-testid={`fond-pay-${row.fond_id}`}>
              {t('cashTrading.fonds.pay')}
            </Button>
          ) : null
        }
      />
      <Typography.Title level={5}>{t('cashTrading.fonds.payments')}</Typography.Title>
      <PagedTable<FondPaymentRow>
        testId="fond-payments-table"
        rowKey="id"
        columns={[
          { key: 'date', title: f('date'), render: (_, r) => dayjs(r.business_date).format('DD.MM.YYYY') },
          { key: 'fond', title: f('fond'), render: (_, r) => r.fond_name },
          { key: 'cashbox', title: f('cashbox'), render: (_, r) => r.cashbox_name },
          {
            key: 'amount',
            title: f('amount'),
            align: 'right',
            render: (_, r) => money(r.amount, 'UZS', lang),
          },
          { key: 'status', title: f('status'), render: (_, r) => t(`money.statuses.${r.status}`) },
          { key: 'comment', title: f('comment'), render: (_, r) => r.comment },
          { key: 'by', title: f('createdBy'), render: (_, r) => r.created_by_name },
        ]}
        {...table}
      />
      {paying && (
        <Suspense fallback={null}>
          <FondPaymentDialog
            fond={paying}
            onClose={(saved: boolean) => {
              setPaying(null);
              if (saved) void queryClient.invalidateQueries({ queryKey: [CASH_TRADING_KEY] });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
