import type { ScreenRegistry } from '../../shell/screens.ts';

export const errorScreens: ScreenRegistry = {
  'not-found': () => import('./not-found-page.tsx').then((m) => m.NotFoundPage),
};
