import { moduleScreens } from '../../../platform/module-screens.ts';
import { supplierCalculationsStrings } from './strings.ts';

/**
 * Supplier settlements (routes.md 2.7), each screen its own chunk; the
 * debts screen (`calculations`) lives with the warehouse module.
 */
export const supplierCalculationScreens = moduleScreens(supplierCalculationsStrings, {
  'supplier-calculations-reconciliation-act': () =>
    import('./reconciliation-act-page.tsx').then((m) => m.ReconciliationActPage),
  'supplier-calculations-branch-reconciliation-act': () =>
    import('./branch-act-page.tsx').then((m) => m.BranchActPage),
  'supplier-calculations-limits': () => import('./limits-page.tsx').then((m) => m.LimitsPage),
  'supplier-calculations-bonus-from-the-supplier': () =>
    import('./bonuses-page.tsx').then((m) => m.BonusesPage),
});
