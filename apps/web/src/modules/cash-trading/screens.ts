import { moduleScreens } from '../../shell/module-screens.ts';
import { cashTradingStrings } from './strings.ts';

const tradesPage = () => import('./trades-page.tsx').then((m) => m.TradesPage);
const eventsPage = () => import('./events-page.tsx').then((m) => m.EventsPage);

/**
 * Cash sales (routes.md 2.26), each screen its own chunk: sales and fund
 * sales are one list page configured by route (`trades-page.tsx`), discounts
 * and returns one list page; the funds list is the resource engine's page of
 * the `fond` definition. The cashbox's two payment screens are registered by
 * the cashbox module.
 */
export const cashTradingScreens = moduleScreens(cashTradingStrings, {
  'cash-tradings-cash-tradings': tradesPage,
  'cash-tradings-cash-tradings-fond': tradesPage,
  'cash-tradings-discounts-given': eventsPage,
  'cash-tradings-return-products': eventsPage,
});
