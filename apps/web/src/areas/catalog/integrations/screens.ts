import { moduleScreens } from '../../../platform/module-screens.ts';
import { integrationsStrings } from './strings.ts';

/** Integrations: marked goods in stock and sold, sold IMEI units and their registry reports. */
export const integrationsScreens = moduleScreens(integrationsStrings, {
  'integrations-markings': () => import('./markings-page.tsx').then((m) => m.MarkingsPage),
  'integrations-uzimei-blocked': () => import('./uzimei-page.tsx').then((m) => m.UzimeiPage),
});
