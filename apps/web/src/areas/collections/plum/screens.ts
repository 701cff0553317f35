import { moduleScreens } from '../../../platform/module-screens.ts';
import { plumStrings } from './strings.ts';

/** Plum, the instalment partner (issue 11 item 6): its cabinet and its developer settings. */
export const plumScreens = moduleScreens(plumStrings, {
  'integrations-plum': () => import('./cabinet-page.tsx').then((m) => m.PlumCabinetPage),
  'settings-plum-info': () => import('./info-page.tsx').then((m) => m.PlumInfoPage),
});
