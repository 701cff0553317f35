import { moduleScreens } from '../../../platform/module-screens.ts';
import { smsStrings } from './strings.ts';

type Page = keyof typeof import('./pages.ts').PAGES;
const page = (name: Page) => () => import('./pages.ts').then((m) => m.PAGES[name]());

/** SMS to clients (issue 11 item 3): one screen, its own chunk. */
export const smsScreens = moduleScreens(smsStrings, {
  'send-sms-send-sms-clients': page('send'),
});
