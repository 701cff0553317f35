import type { RouteDef } from '@savdo/shared/routes';
import { appealScreens } from '../modules/appeals/screens.ts';
import { attendanceScreens } from '../modules/attendance/screens.ts';
import { authScreens } from '../modules/auth/screens.ts';
import { autoPayScreens } from '../modules/auto-pay/screens.ts';
import { basicToolsScreens } from '../modules/basic-tools/screens.ts';
import { bonusScreens } from '../modules/bonuses/screens.ts';
import { cashTradingScreens } from '../modules/cash-trading/screens.ts';
import { cashboxScreens, cashTradePaymentScreens } from '../modules/cashbox/screens.ts';
import { cashlessScreens } from '../modules/cashless/screens.ts';
import { clientAccountScreens } from '../modules/client-accounts/screens.ts';
import { clientRatingsScreens } from '../modules/client-ratings/screens.ts';
import { clientsScreens } from '../modules/clients/screens.ts';
import { collectionProcessScreens } from '../modules/collection-process/screens.ts';
import { collectionScreens } from '../modules/collections/screens.ts';
import { contractPaymentScreens } from '../modules/contract-payments/screens.ts';
import { contractRequestScreens } from '../modules/contract-requests/screens.ts';
import { contractsScreens } from '../modules/contracts/screens.ts';
import { dashboardScreens } from '../modules/dashboard/screens.ts';
import { engagementScreens } from '../modules/engagement/screens.ts';
import { errorScreens } from '../modules/errors/screens.ts';
import { expensesScreens } from '../modules/expenses/screens.ts';
import { hrScreens } from '../modules/hr/screens.ts';
import { infoScreens } from '../modules/info/screens.ts';
import { installationScreens } from '../modules/installation/screens.ts';
import { integrationsScreens } from '../modules/integrations/screens.ts';
import { jobsScreens } from '../modules/jobs/screens.ts';
import { outputProductScreens } from '../modules/output-product/screens.ts';
import { payrollScreens } from '../modules/payroll/screens.ts';
import { plumScreens } from '../modules/plum/screens.ts';
import { pricingScreens } from '../modules/pricing/screens.ts';
import { promotionScreens } from '../modules/promotions/screens.ts';
import { rbacScreens } from '../modules/rbac/screens.ts';
import { resaleScreens } from '../modules/resale/screens.ts';
import { settingsScreens } from '../modules/settings/screens.ts';
import { smsScreens } from '../modules/sms/screens.ts';
import { supplierCalculationScreens } from '../modules/supplier-calculations/screens.ts';
import { warehouseScreens } from '../modules/warehouse/screens.ts';
import { type ScreenLoader, type ScreenRegistry, withStrings } from './module-screens.ts';

export type { ScreenLoader, ScreenRegistry } from './module-screens.ts';

/**
 * The screen registry. A module lists its screens in its own `screens.ts`
 * with the namespaces of strings they show (its `strings.ts`) and is spread
 * in here, e.g. `modules/cashbox/screens.ts`:
 *
 *   export const cashboxScreens = moduleScreens(cashboxStrings, {
 *     'cashbox-cash-registers': () => import('./cash-registers-page.tsx').then((m) => m.CashRegistersPage),
 *   });
 *
 * Public screens (sign-in) and screens showing only the shell's strings (and
 * the base ones, which every screen behind the sign-in gets) are listed
 * without `moduleScreens`.
 *
 * A route with no entry shows the generic "not built yet" screen; an index
 * route the section index page.
 *
 * The registry is a chunk of its own, fetched by the first route behind the
 * sign-in (`router.tsx#screenLoader`): a screen added here costs the sign-in
 * page nothing. A public route's screen goes in `modules/auth/public-screens.ts`,
 * the one list the entry holds.
 */
export const SCREENS: ScreenRegistry = {
  ...appealScreens,
  ...promotionScreens,
  ...authScreens,
  ...autoPayScreens,
  ...basicToolsScreens,
  ...cashboxScreens,
  ...cashTradePaymentScreens,
  ...cashTradingScreens,
  ...cashlessScreens,
  ...clientsScreens,
  ...clientRatingsScreens,
  ...collectionScreens,
  ...collectionProcessScreens,
  ...engagementScreens,
  ...resaleScreens,
  ...contractsScreens,
  ...clientAccountScreens,
  ...bonusScreens,
  ...attendanceScreens,
  ...payrollScreens,
  ...contractPaymentScreens,
  ...contractRequestScreens,
  ...dashboardScreens,
  ...errorScreens,
  ...expensesScreens,
  ...hrScreens,
  ...infoScreens,
  ...integrationsScreens,
  ...jobsScreens,
  ...outputProductScreens,
  ...plumScreens,
  ...pricingScreens,
  ...rbacScreens,
  ...settingsScreens,
  ...installationScreens,
  ...smsScreens,
  ...supplierCalculationScreens,
  ...warehouseScreens,
};

/** Screens every route without its own falls back to. */
export const GENERIC_SCREENS = {
  notBuilt: () => import('./pages/not-built-page.tsx').then((m) => m.NotBuiltPage),
  sectionIndex: () => import('./pages/section-index-page.tsx').then((m) => m.SectionIndexPage),
} satisfies Record<string, ScreenLoader>;

export function screenFor(route: Pick<RouteDef, 'name' | 'index' | 'public'>): ScreenLoader {
  const own = SCREENS[route.name];
  if (route.index) return own ?? GENERIC_SCREENS.sectionIndex;
  const load = own ?? resourceOrNotBuilt(route.name);
  // Every screen behind the sign-in gets the base namespaces (the shared controls' words), registered
  // with `moduleScreens` or not; a module's own come with its loaders (fetched once, cached).
  return route.public ? load : withStrings([], load);
}

/**
 * A route without a screen of its own: the resource engine's page when a
 * resource definition names the route, else "not built yet". Decided when
 * the route loads, in the engine's chunk, so the definitions (and zod) stay
 * out of the first page.
 */
function resourceOrNotBuilt(name: string): ScreenLoader {
  return () =>
    import('../engine/screen.ts').then((m) => (m.resourceScreen(name) ?? GENERIC_SCREENS.notBuilt)());
}
