import { moduleScreens } from '../../../platform/module-screens.ts';
import { BANK_SCREENS } from './bank-screens.ts';
import { cashlessStrings } from './strings.ts';

const operationsPage = () => import('./bank-operations-page.tsx').then((m) => m.BankOperationsPage);

/**
 * Cashless bank accounts (routes.md §2.15), each screen its own chunk: the
 * statement-row lists are one page configured per target
 * (`bank-screens.ts`); turnover and balances have pages of their own.
 * Client deposits are the rows booked to a client's account, fund proceeds
 * the rows booked to a fund; the reference screens (firms,
 * accounts, codes, conditions) are the resource engine's.
 */
export const cashlessScreens = moduleScreens(cashlessStrings, {
  ...Object.fromEntries(Object.keys(BANK_SCREENS).map((name) => [name, operationsPage])),
  'money-account-no-cash-account-number-circulation': () =>
    import('./circulation-page.tsx').then((m) => m.CirculationPage),
  'money-account-no-cash-account-number-balance': () =>
    import('./balance-page.tsx').then((m) => m.BalancePage),
});
