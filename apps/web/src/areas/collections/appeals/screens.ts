import { moduleScreens } from '../../../platform/module-screens.ts';
import { appealStrings } from './strings.ts';

type Page = keyof typeof import('./pages.ts').PAGES;
const page = (name: Page) => () => import('./pages.ts').then((m) => m.PAGES[name]());

/** Clients' appeals (issue 11 item 5). */
export const appealScreens = moduleScreens(appealStrings, {
  'appeals-appeals': page('appeals'),
});
