import { moduleScreens, type ScreenRegistry } from '../../../platform/module-screens.ts';
import { dashboardStrings } from './strings.ts';

/** The landing page: dashboard, or the greeting with the day's work. */
export const dashboardScreens: ScreenRegistry = moduleScreens(dashboardStrings, {
  home: () => import('./home-page.tsx').then((m) => m.HomePage),
});
