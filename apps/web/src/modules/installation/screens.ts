import { moduleScreens } from '../../shell/module-screens.ts';
import { installationStrings } from './strings.ts';

/** Installation of sold goods (routes.md /installation-of-products/*), each screen its own chunk; masters are a reference list. */
export const installationScreens = moduleScreens(installationStrings, {
  'installation-of-products-specifying-install': () => import('./jobs-page.tsx').then((m) => m.JobsPage),
  'installation-of-products-install-products': () => import('./jobs-page.tsx').then((m) => m.JobsPage),
  'installation-of-products-master-cash-output': () =>
    import('./payments-page.tsx').then((m) => m.PaymentsPage),
  'installation-of-products-reconciliation-act': () => import('./act-page.tsx').then((m) => m.ActPage),
});
