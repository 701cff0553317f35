import { moduleScreens } from '../../../platform/module-screens.ts';
import { clientRatingsStrings } from './strings.ts';

type Page = keyof typeof import('./pages.ts').PAGES;
const page = (name: Page) => () => import('./pages.ts').then((m) => m.PAGES[name]());

/** Client ratings (issue 11 item 2), each screen its own chunk. */
export const clientRatingsScreens = moduleScreens(clientRatingsStrings, {
  'client-ratings-payment-discipline': page('discipline'),
  'client-ratings-order-payment-discipline': page('skips'),
  'client-ratings-report-shapes': page('reports'),
});
