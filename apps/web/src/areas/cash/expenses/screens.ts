import { moduleScreens } from '../../../platform/module-screens.ts';
import { expensesStrings } from './strings.ts';

const expensesPage = () => import('./expenses-page.tsx').then((m) => m.ExpensesPage);

/**
 * Expenses (routes.md 2.19), each screen its own chunk: the two expense
 * lists are one page configured by route; cost items are the resource
 * engine's page of the `cost_item` definition.
 */
export const expensesScreens = moduleScreens(expensesStrings, {
  'expenses-expenses': expensesPage,
  'expenses-expense-from-cashbox': expensesPage,
  'expenses-estimates': () => import('./estimates-page.tsx').then((m) => m.EstimatesPage),
  'expenses-estimate-usage': () => import('./usage-page.tsx').then((m) => m.UsagePage),
  'expenses-provided-services': () => import('./services-page.tsx').then((m) => m.ServicesPage),
});
