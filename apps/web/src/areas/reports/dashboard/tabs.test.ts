import { DASHBOARD_TABS, DEV_RULE } from '@savdo/shared/rules';
import { describe, expect, it } from 'vitest';
import { defaultBranchId, permittedTabs, pickTab, showsDashboard } from './tabs.ts';

const rules = (...names: string[]) => new Set(names);

describe('dashboard tabs', () => {
  it('lists the eight tabs in id order for the developer', () => {
    expect(permittedTabs(rules(DEV_RULE)).map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(DASHBOARD_TABS.map((t) => t.key)).toEqual([
      'trade',
      'cashbox',
      'warehouse',
      'expense',
      'levy',
      'auto_payment',
      'resale',
      'hrms',
    ]);
  });

  it('lists only the permitted tabs', () => {
    expect(permittedTabs(rules('dashboard_levy.show', 'dashboard_cashbox.show')).map((t) => t.id)).toEqual([
      2, 5,
    ]);
  });

  it('needs dashboard.show and one tab', () => {
    const tabs = permittedTabs(rules('dashboard_trade.show'));
    expect(showsDashboard(rules('dashboard_trade.show'), tabs)).toBe(false);
    expect(showsDashboard(rules('dashboard.show', 'dashboard_trade.show'), tabs)).toBe(true);
    expect(showsDashboard(rules('dashboard.show'), permittedTabs(rules('dashboard.show')))).toBe(false);
  });
});

describe('selected tab', () => {
  const tabs = [{ id: 2 }, { id: 3 }, { id: 5 }];
  it('defaults to 1 when permitted', () => {
    expect(pickTab([{ id: 1 }, { id: 2 }], null)).toBe(1);
  });
  it('keeps the remembered tab when permitted', () => {
    expect(pickTab(tabs, '3')).toBe(3);
  });
  it('falls back to the first permitted tab', () => {
    expect(pickTab(tabs, null)).toBe(2);
    expect(pickTab(tabs, '7')).toBe(2);
    expect(pickTab(tabs, 'junk')).toBe(2);
    expect(pickTab([], '1')).toBeUndefined();
  });
});

describe('default branch', () => {
  it('is the office, else the first', () => {
    const a = { id: 1, name: 'A', is_office: false };
    const b = { id: 2, name: 'B', is_office: true };
    expect(defaultBranchId([a, b])).toBe(2);
    expect(defaultBranchId([a])).toBe(1);
    expect(defaultBranchId([])).toBeUndefined();
  });
});
