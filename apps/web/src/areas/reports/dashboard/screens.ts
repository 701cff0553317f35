import type { ScreenRegistry } from '../../../platform/module-screens.ts';

/** The landing page: dashboard or greeting. */
export const dashboardScreens: ScreenRegistry = {
  home: () => import('./home-page.tsx').then((m) => m.HomePage),
};
