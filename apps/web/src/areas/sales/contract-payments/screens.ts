import { moduleScreens } from '../../../platform/module-screens.ts';
import { contractPaymentStrings } from './strings.ts';

type Page = keyof typeof import('./pages.ts').PAGES;
const page = (name: Page) => () => import('./pages.ts').then((m) => m.PAGES[name]());

/**
 * Contract payments (issue 10), each screen its own chunk: the two cash-desk
 * screens are one page configured by route (payments, down payments); the
 * early close with its bonuses has a page of its own.
 */
export const contractPaymentScreens = moduleScreens(contractPaymentStrings, {
  'cashbox-contract-payments': page('payments'),
  'cashbox-pre-payment': page('payments'),
  'contract-closed-contract-bonuses': page('bonuses'),
});
