import type { ScreenRegistry } from '../../shell/screens.ts';

/** The auth module's screens, by route name. */
export const authScreens: ScreenRegistry = {
  'auth-login': () => import('./login-page.tsx').then((m) => m.LoginPage),
  'auth-two-factor': () => import('./two-factor-page.tsx').then((m) => m.TwoFactorPage),
  'auth-renew-password': () => import('./renew-password-page.tsx').then((m) => m.RenewPasswordPage),
};
