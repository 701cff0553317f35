import { moduleScreens } from '../../../platform/module-screens.ts';
import { clientAccountStrings } from './strings.ts';

type Page = keyof typeof import('./pages.ts').PAGES;
const page = (name: Page) => () => import('./pages.ts').then((m) => m.PAGES[name]());

/**
 * Clients' money accounts (issue 10 item 7), each screen its own chunk: the
 * operations and the payouts are one page configured by route.
 */
export const clientAccountScreens = moduleScreens(clientAccountStrings, {
  'client-account-numbers-account-balances': page('balances'),
  'client-account-numbers-account-number-operations': page('operations'),
  'client-account-numbers-customer-expenses': page('operations'),
  'client-account-numbers-account-number-history': page('history'),
});
