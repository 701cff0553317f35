import { moduleScreens } from '../../../platform/module-screens.ts';
import { warehouseStrings } from './strings.ts';

const documents = () => import('./doc-page.tsx');

/**
 * The warehouse screens (routes.md 2.5) and the supplier debts, all lazy: the
 * seven document screens share one chunk (one component configured per kind),
 * residues, the ledger and the debts have their own.
 */
export const warehouseScreens = moduleScreens(warehouseStrings, {
  'information-warehouses-input-product-invoices': () => documents().then((m) => m.InputInvoicesPage),
  'information-warehouses-return-product-invoices': () => documents().then((m) => m.ReturnInvoicesPage),
  'information-warehouses-output-product-to-expenses': () => documents().then((m) => m.ExpenseOutputPage),
  'information-warehouses-input-product-from-expenses': () => documents().then((m) => m.ExpenseInputPage),
  'information-warehouses-output-from-other-repositories': () => documents().then((m) => m.MovesOutPage),
  'information-warehouses-input-from-other-repositories': () => documents().then((m) => m.MovesInPage),
  'information-warehouses-counting-acts': () => documents().then((m) => m.CountingActsPage),
  'information-warehouses-product-residues': () => import('./residues-page.tsx').then((m) => m.ResiduesPage),
  'information-warehouses-all-warehouse-practices': () =>
    import('./practices-page.tsx').then((m) => m.PracticesPage),
  'tmz-account-input-from-supplier': () => documents().then((m) => m.MaterialInputPage),
  'tmz-account-output-to-supplier': () => documents().then((m) => m.MaterialReturnPage),
  'tmz-account-output-to-expense': () => documents().then((m) => m.MaterialExpenseOutputPage),
  'tmz-account-input-from-expense': () => documents().then((m) => m.MaterialExpenseInputPage),
  'tmz-account-output-to-repositories': () => documents().then((m) => m.MaterialMovesOutPage),
  'tmz-account-input-from-repositories': () => documents().then((m) => m.MaterialMovesInPage),
  'tmz-account-residue': () => import('./residues-page.tsx').then((m) => m.MaterialResiduesPage),
  'supplier-calculations-calculations': () => import('./debts-page.tsx').then((m) => m.SupplierDebtsPage),
});
