import { moduleScreens } from '../../../platform/module-screens.ts';
import { contractRequestStrings } from './strings.ts';

type Page = keyof typeof import('./pages.ts').PAGES;
const page = (name: Page) => () => import('./pages.ts').then((m) => m.PAGES[name]());

/**
 * Requests that change a contract's debt (issue 10 item 3), each screen its
 * own chunk: discounts and closing with a cost are one page configured by
 * route; returns have a page of their own.
 */
export const contractRequestScreens = moduleScreens(contractRequestStrings, {
  'contract-discounts-given': page('adjustments'),
  'contract-closing-with-cost': page('adjustments'),
  'contract-return-products': page('returns'),
});
