import { describe, expect, it } from 'vitest';
import { ROUTES, SECTION_IDS } from '../routes/route-table.ts';
import {
  DASHBOARD_RULE,
  DASHBOARD_TABS,
  isRuleName,
  needsTwoFactor,
  RIGHTS_MANAGEMENT_RULES,
  RULE_GROUPS,
  RULES,
  RULES_BY_GROUP,
  ruleObject,
} from './catalogue.ts';
import { DEV_RULE, ruleAlternatives } from './check.ts';

describe('rule catalogue', () => {
  it('holds unique rules of the form object.action', () => {
    expect(new Set(RULES).size).toBe(RULES.length);
    expect(
      RULES.filter(
        (r) => !/^[a-z][a-z0-9_]*\.(show|add|edit|approve|cancel|exceed|print|attach|merge|all)$/.test(r),
      ),
    ).toEqual([]);
  });

  it('holds every rule of the route table', () => {
    const used = new Set(ROUTES.flatMap((r) => (r.rule ? ruleAlternatives(r.rule) : [])));
    expect([...used].filter((r) => !isRuleName(r))).toEqual([]);
  });

  it('holds the developer, dashboard and tab rules', () => {
    expect(isRuleName(DEV_RULE)).toBe(true);
    expect(isRuleName(DASHBOARD_RULE)).toBe(true);
    expect(DASHBOARD_TABS.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
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
    for (const tab of DASHBOARD_TABS) {
      expect(tab.rule).toBe(`dashboard_${tab.key}.show`);
      expect(isRuleName(tab.rule)).toBe(true);
    }
  });

  it('gives reference and document screens add and edit, read-only screens show only', () => {
    for (const object of [
      'client',
      'contract',
      'unit',
      'brand',
      'province',
      'cashbox',
      'warning_letter',
      'price_tag',
    ]) {
      expect(isRuleName(`${object}.add`), object).toBe(true);
      expect(isRuleName(`${object}.edit`), object).toBe(true);
    }
    for (const object of ['cashbox_residue', 'fifo_residue', 'cashbox_turnover', 'report', 'is_dev']) {
      expect(isRuleName(`${object}.add`), object).toBe(false);
      expect(isRuleName(`${object}.edit`), object).toBe(false);
    }
    expect(isRuleName('price_tag.print')).toBe(true);
    // cash orders: the sender sends (approve) or cancels, the receiver approves or rejects (cancel)
    for (const object of ['cashbox_order', 'cashbox_order_for_me']) {
      expect(isRuleName(`${object}.approve`), object).toBe(true);
      expect(isRuleName(`${object}.cancel`), object).toBe(true);
      // each side prints its cash order (the expense order once sent, the receipt order once received)
      expect(isRuleName(`${object}.print`), object).toBe(true);
    }
    expect(RULE_GROUPS['cashbox_order.print']).toBe('cashbox');
    expect(RULE_GROUPS['cashbox_order_for_me.print']).toBe('cashbox');
    expect(isRuleName('contract_responsible.attach')).toBe(true);
    // every add or edit belongs to an object that can be shown
    const shown = new Set(RULES.filter((r) => r.endsWith('.show')).map(ruleObject));
    expect(RULES.filter((r) => /\.(add|edit)$/.test(r) && !shown.has(ruleObject(r)))).toEqual([]);
  });

  it('rejects names outside the catalogue', () => {
    expect(isRuleName('cashbox.delete')).toBe(false);
    expect(isRuleName('')).toBe(false);
  });

  it('puts every rule in a module, listed in menu order', () => {
    const sections = new Set<string>(SECTION_IDS);
    expect(RULES.filter((r) => !sections.has(RULE_GROUPS[r]))).toEqual([]);
    expect(RULE_GROUPS['cashbox.show']).toBe('cashbox');
    expect(RULE_GROUPS['dashboard_hrms.show']).toBe('home');
    expect(RULE_GROUPS['is_dev.show']).toBe('settings');
    expect(RULE_GROUPS['user_rule.show']).toBe('settings');
    expect(RULE_GROUPS['branch_residue.show']).toBe('warehouse');
    expect(RULE_GROUPS['investor.add']).toBe('investors');
    // RULES itself is written module by module in menu order
    const order = RULES.map((r) => SECTION_IDS.indexOf(RULE_GROUPS[r]));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect([...RULES_BY_GROUP.values()].flat()).toEqual([...RULES]);
  });

  it('makes a second factor required for rights managers and developers only', () => {
    for (const rule of RIGHTS_MANAGEMENT_RULES) expect(isRuleName(rule)).toBe(true);
    expect(needsTwoFactor(['user_position_rule.edit'])).toBe(true);
    expect(needsTwoFactor(['cashbox.show', 'user.edit'])).toBe(true);
    expect(needsTwoFactor([DEV_RULE])).toBe(true);
    expect(needsTwoFactor(['user_rule.show', 'user.show', 'sign_in_events.show', 'cashbox.add'])).toBe(false);
  });
});
