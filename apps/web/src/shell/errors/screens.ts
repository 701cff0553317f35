import type { ScreenRegistry } from '../../platform/module-screens.ts';

export const errorScreens: ScreenRegistry = {
  'not-found': () => import('./not-found-page.tsx').then((m) => m.NotFoundPage),
};
