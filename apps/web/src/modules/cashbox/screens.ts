import { moduleScreens } from '../../shell/module-screens.ts';
import { cashboxStrings } from './strings.ts';

/**
 * The cash desk (routes.md "cashbox"), each screen its own chunk. The
 * cashboxes list (`cash-registers`) is the resource engine's page of the
 * `cashbox` definition.
 */
export const cashboxScreens = moduleScreens(cashboxStrings, {
  'cashbox-my-cash-registers': () =>
    import('./my-cash-registers-page.tsx').then((m) => m.MyCashRegistersPage),
});
