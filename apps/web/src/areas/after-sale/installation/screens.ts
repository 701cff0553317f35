import { engineStrings } from '../../../engine/strings.ts';
import { moduleScreens } from '../../../platform/module-screens.ts';
import { installationStrings } from './strings.ts';

/**
 * Installation of sold goods (routes.md /installation-of-products/*), each
 * screen its own chunk; the masters screen holds two engine lists (masters
 * and installation rates), so it alone fetches the engine's strings too.
 */
export const installationScreens = {
  ...moduleScreens(installationStrings, {
    'installation-of-products-specifying-install': () => import('./jobs-page.tsx').then((m) => m.JobsPage),
    'installation-of-products-install-products': () => import('./jobs-page.tsx').then((m) => m.JobsPage),
    'installation-of-products-master-cash-output': () =>
      import('./payments-page.tsx').then((m) => m.PaymentsPage),
    'installation-of-products-reconciliation-act': () => import('./act-page.tsx').then((m) => m.ActPage),
  }),
  ...moduleScreens([...installationStrings, ...engineStrings], {
    'installation-of-products-masters': () => import('./masters-page.tsx').then((m) => m.MastersPage),
  }),
};
