import { moduleScreens } from '../../../platform/module-screens.ts';
import { OPERATION_SCREENS } from './operation-screens.ts';
import { cashboxStrings } from './strings.ts';

const operationsPage = () => import('./operations-page.tsx').then((m) => m.OperationsPage);
const cashOrdersPage = () => import('./cash-orders-page.tsx').then((m) => m.CashOrdersPage);

/**
 * The cash desk (routes.md "cashbox"), each screen its own chunk. The
 * cashboxes list (`cash-registers`) is the resource engine's page of the
 * `cashbox` definition; the operation screens are one page configured per
 * type (`operation-screens.ts`).
 */
export const cashboxScreens = moduleScreens(cashboxStrings, {
  'cashbox-my-cash-registers': () =>
    import('./my-cash-registers-page.tsx').then((m) => m.MyCashRegistersPage),
  ...Object.fromEntries(Object.keys(OPERATION_SCREENS).map((name) => [name, operationsPage])),
  'cashbox-all-cash-orders': cashOrdersPage,
  'cashbox-cash-order-lists': cashOrdersPage,
  'cashbox-cash-residues': () => import('./cash-residues-page.tsx').then((m) => m.CashResiduesPage),
  'cashbox-cash-turnover': () => import('./cash-turnover-page.tsx').then((m) => m.CashTurnoverPage),
});
