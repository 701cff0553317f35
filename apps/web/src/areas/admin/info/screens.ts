import type { ScreenRegistry } from '../../../platform/module-screens.ts';

/** Info pages with screens of their own (the rest are resource definitions). */
export const infoScreens: ScreenRegistry = {
  'info-versions': () => import('./versions-page.tsx').then((m) => m.VersionsPage),
};
