import type { ScreenRegistry } from '../../../platform/module-screens.ts';

/**
 * The screens of public routes (only the sign-in page): the one list the entry chunk holds. Every other screen
 * is in the registry (`shell/screens.ts`), a chunk fetched by the first route behind the sign-in, so the
 * sign-in page does not grow with each screen added (`shell/router.tsx`). A unit test keeps this list to the
 * route table's public routes.
 */
export const publicScreens: ScreenRegistry = {
  'auth-login': () => import('./login-page.tsx').then((m) => m.LoginPage),
};
