import { PAYMENT_SCREENS, type PaymentScreen } from '@savdo/shared/schemas/contract-payments';
import { Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { usePdfView } from '../../cash/cash-desk/use-pdf-view.tsx';
import { PANEL, paymentsApi } from './api.ts';
import { PaymentList } from './payment-list.tsx';

// taking money loads with a chunk of its own (its form and schemas: the screens' size budget)
const TakePanel = lazy(() => import('./take-panel.tsx').then((m) => ({ default: m.TakePanel })));

/**
 * `/cashbox/contract-payments` and `/cashbox/pre-payment`: the cashier finds
 * a contract, sees what is due, takes the money and sees at once which
 * instalments it paid (and what went to the client's account), prints the
 * receipt; below, the payments taken, with their cancellation.
 */
export function PaymentsPage() {
  const route = useCurrentRoute();
  const screen: PaymentScreen = route.name === 'cashbox-pre-payment' ? 'pre-payment' : 'contract-payments';
  return <PaymentsScreen key={screen} screen={screen} />;
}

function PaymentsScreen({ screen }: { screen: PaymentScreen }) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const pdf = usePdfView();
  const { rule } = PAYMENT_SCREENS[screen];
  const print = (id: number) => void pdf.open(() => paymentsApi.print(screen, id));
  return (
    <section data-testid="contract-payments-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      {rules.has(`${rule}.add`) && (
        <div style={PANEL}>
          <Suspense fallback={null}>
            <TakePanel
              mode={screen}
              scope={screen === 'pre-payment' ? 'pre_payment' : 'payment'}
              onPrint={print}
            />
          </Suspense>
        </div>
      )}
      <PaymentList screen={screen} rules={rules} rule={rule} onPrint={print} />
      {pdf.view}
    </section>
  );
}
