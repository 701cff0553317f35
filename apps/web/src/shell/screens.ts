import type { RouteDef } from '@savdo/shared/routes';
import { authScreens } from '../areas/admin/auth/screens.ts';
import { infoScreens } from '../areas/admin/info/screens.ts';
import { jobsScreens } from '../areas/admin/jobs/screens.ts';
import { newsScreens } from '../areas/admin/news/screens.ts';
import { rbacScreens } from '../areas/admin/rbac/screens.ts';
import { settingsScreens } from '../areas/admin/settings/screens.ts';
import { engagementScreens } from '../areas/after-sale/engagement/screens.ts';
import { installationScreens } from '../areas/after-sale/installation/screens.ts';
import { resaleScreens } from '../areas/after-sale/resale/screens.ts';
import { cashboxScreens } from '../areas/cash/cash-desk/screens.ts';
import { cashlessScreens } from '../areas/cash/cashless/screens.ts';
import { expensesScreens } from '../areas/cash/expenses/screens.ts';
import { investorsScreens } from '../areas/cash/investors/screens.ts';
import { integrationsScreens } from '../areas/catalog/integrations/screens.ts';
import { pricingScreens } from '../areas/catalog/pricing/screens.ts';
import { appealScreens } from '../areas/collections/appeals/screens.ts';
import { autoPayScreens } from '../areas/collections/auto-pay/screens.ts';
import { clientRatingsScreens } from '../areas/collections/client-ratings/screens.ts';
import { collectionProcessScreens } from '../areas/collections/collection-process/screens.ts';
import { collectionScreens } from '../areas/collections/debtors/screens.ts';
import { plumScreens } from '../areas/collections/plum/screens.ts';
import { smsScreens } from '../areas/collections/sms/screens.ts';
import { attendanceScreens } from '../areas/hr/attendance/screens.ts';
import { payrollScreens } from '../areas/hr/payroll/screens.ts';
import { hrScreens } from '../areas/hr/staff/screens.ts';
import { reportScreens } from '../areas/reports/catalogue/screens.ts';
import { dashboardScreens } from '../areas/reports/dashboard/screens.ts';
import { reportRightsScreens } from '../areas/reports/rights/screens.ts';
import { bonusScreens } from '../areas/sales/bonuses/screens.ts';
import { cashTradePaymentScreens, cashTradingScreens } from '../areas/sales/cash-trading/screens.ts';
import { clientAccountScreens } from '../areas/sales/client-accounts/screens.ts';
import { clientsScreens } from '../areas/sales/clients/screens.ts';
import { contractPaymentScreens } from '../areas/sales/contract-payments/screens.ts';
import { contractRequestScreens } from '../areas/sales/contract-requests/screens.ts';
import { contractsScreens } from '../areas/sales/contracts/screens.ts';
import { promotionScreens } from '../areas/sales/promotions/screens.ts';
import { outputProductScreens } from '../areas/sales/release/screens.ts';
import { basicToolsScreens } from '../areas/stock/basic-tools/screens.ts';
import { supplierCalculationScreens } from '../areas/stock/supplier-calculations/screens.ts';
import { warehouseScreens } from '../areas/stock/warehouse/screens.ts';
import { type ScreenLoader, type ScreenRegistry, withStrings } from '../platform/module-screens.ts';
import { errorScreens } from './errors/screens.ts';

export type { ScreenLoader, ScreenRegistry } from '../platform/module-screens.ts';

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
  ...reportScreens,
  ...reportRightsScreens,
  ...errorScreens,
  ...expensesScreens,
  ...investorsScreens,
  ...hrScreens,
  ...infoScreens,
  ...newsScreens,
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
    Promise.all([import('../engine/screen.ts'), import('./resource-extensions.ts')]).then(async ([m, x]) => {
      const resource = m.resourceNameOf(name);
      // an area's extension of this resource's screen, loaded with it
      if (resource) m.provideExtension(resource, await x.loadExtension(resource));
      return (m.resourceScreen(name) ?? GENERIC_SCREENS.notBuilt)();
    });
}
