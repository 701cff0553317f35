import { moduleScreens } from '../../../platform/module-screens.ts';
import { cashTradePaymentStrings, cashTradingStrings } from './strings.ts';

const tradesPage = () => import('./trades-page.tsx').then((m) => m.TradesPage);
const eventsPage = () => import('./events-page.tsx').then((m) => m.EventsPage);

/**
 * Cash sales (routes.md 2.26), each screen its own chunk: sales and fund
 * sales are one list page configured by route (`trades-page.tsx`), discounts
 * and returns one list page; the funds list is the resource engine's page of
 * the `fond` definition.
 */
export const cashTradingScreens = moduleScreens(cashTradingStrings, {
  'cash-tradings-cash-tradings': tradesPage,
  'cash-tradings-cash-tradings-fond': tradesPage,
  'cash-tradings-discounts-given': eventsPage,
  'cash-tradings-return-products': eventsPage,
});

/** The cash sales' payment screens of the cash desk (routes.md "cashbox"): unpaid sales, and the funds' debts and cash payments. */
export const cashTradePaymentScreens = moduleScreens(cashTradePaymentStrings, {
  'cashbox-cash-trade-payment': tradesPage,
  'cashbox-cash-trade-payment-fond': () => import('./fond-payments-page.tsx').then((m) => m.FondPaymentsPage),
});
