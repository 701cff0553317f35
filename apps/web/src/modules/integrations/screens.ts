import type { ScreenRegistry } from '../../shell/screens.ts';

/** Integrations: marked goods in stock and sold, sold IMEI units and their registry reports. */
export const integrationsScreens: ScreenRegistry = {
  'integrations-markings': () => import('./markings-page.tsx').then((m) => m.MarkingsPage),
  'integrations-uzimei-blocked': () => import('./uzimei-page.tsx').then((m) => m.UzimeiPage),
};
