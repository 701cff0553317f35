import { moduleScreens } from '../../../platform/module-screens.ts';
import { bonusStrings } from './strings.ts';

type Page = keyof typeof import('./pages.ts').PAGES;
const page = (name: Page) => () => import('./pages.ts').then((m) => m.PAGES[name]());

/** Client bonuses (issue 12 item 2), each screen its own chunk. */
export const bonusScreens = moduleScreens(bonusStrings, {
  'client-account-numbers-bonus-products': page('products'),
  'client-account-numbers-bonus-orders': page('orders'),
  'client-account-numbers-bonus-balance-histories': page('history'),
  'client-account-numbers-payment-bonus-differences': page('differences'),
  'client-account-numbers-return-bonus-products': page('returns'),
});
