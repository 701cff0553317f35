import { moduleScreens } from '../../../platform/module-screens.ts';
import { promotionStrings } from './strings.ts';

type Page = keyof typeof import('./pages.ts').PAGES;
const page = (name: Page) => () => import('./pages.ts').then((m) => m.PAGES[name]());

/** Promotions (issue 12 item 3): promotions, their products, tickets and winners. */
export const promotionScreens = moduleScreens(promotionStrings, {
  'information-promotions': page('promotions'),
  'information-promotions-list-of-products-promotion': page('products'),
  'information-promotions-tickets': page('tickets'),
  'information-promotions-winning-promotions': page('winners'),
});
