import type { ScreenRegistry } from '../../../platform/module-screens.ts';
import { moduleScreens } from '../../../platform/module-screens.ts';
import { publicScreens } from './public-screens.ts';
import { authStrings } from './strings.ts';

/** The auth module's screens, by route name. */
export const authScreens: ScreenRegistry = {
  ...publicScreens,
  'auth-renew-password': () => import('./renew-password-page.tsx').then((m) => m.RenewPasswordPage),
  ...moduleScreens(authStrings, {
    'auth-two-factor': () => import('./two-factor-page.tsx').then((m) => m.TwoFactorPage),
  }),
};
