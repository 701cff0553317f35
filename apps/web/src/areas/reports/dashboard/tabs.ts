import { checkRule, DASHBOARD_RULE, DASHBOARD_TABS, type DashboardTab } from '@savdo/shared/rules';
import type { BranchOption } from '../../../api/index.ts';

/** product.md section 2: the default tab id. */
export const DEFAULT_TAB_ID = 1;

/** The tabs the user may see, in id order (Trade … Payroll). */
export function permittedTabs(rules: ReadonlySet<string>): DashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => checkRule(tab.rule, rules));
}

/** The dashboard shows only with `dashboard.show` and at least one permitted tab; else the greeting. */
export function showsDashboard(rules: ReadonlySet<string>, tabs: readonly DashboardTab[]): boolean {
  return tabs.length > 0 && checkRule(DASHBOARD_RULE, rules);
}

/** The remembered tab if permitted, else tab 1 if permitted, else the first permitted. */
export function pickTab(tabs: readonly { id: number }[], remembered: string | null): number | undefined {
  const wanted = remembered !== null && /^\d+$/.test(remembered) ? Number(remembered) : DEFAULT_TAB_ID;
  if (tabs.some((tab) => tab.id === wanted)) return wanted;
  return tabs[0]?.id;
}

/** The branch the selector starts on: the office, else the first. */
export function defaultBranchId(branches: readonly BranchOption[]): number | undefined {
  return (branches.find((branch) => branch.is_office) ?? branches[0])?.id;
}
