import { moduleScreens } from '../../../platform/module-screens.ts';
import { resaleStrings } from './strings.ts';

type Page = keyof typeof import('./pages.ts').PAGES;
const page = (name: Page) => () => import('./pages.ts').then((m) => m.PAGES[name]());

/** Resale (issue 12 item 5), each screen its own chunk; the interview comments are a reference list. */
export const resaleScreens = moduleScreens(resaleStrings, {
  'resale-resale-clients': page('clients'),
  'resale-offers': page('offers'),
  'resale-invited-clients': page('invited'),
  'resale-unfinished-conversations': page('unfinished'),
  'resale-rejected-offer-clients': page('rejected'),
});
