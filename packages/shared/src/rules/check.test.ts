import { describe, expect, it } from 'vitest';
import { checkRule, DEV_RULE, ruleAlternatives, toRuleSet, toRulesMap } from './check.ts';

const rules = (...names: string[]) => new Set(names);

describe('checkRule', () => {
  it('passes a single rule only when it is held', () => {
    expect(checkRule('cashbox.show', rules('cashbox.show'))).toBe(true);
    expect(checkRule('cashbox.show', rules('cashbox.add'))).toBe(false);
    expect(checkRule('cashbox.show', rules())).toBe(false);
  });

  it('treats pipe-separated alternatives as "any"', () => {
    const requirement = 'warning_letter.edit|warning_letter.add';
    expect(checkRule(requirement, rules('warning_letter.add'))).toBe(true);
    expect(checkRule(requirement, rules('warning_letter.edit'))).toBe(true);
    expect(checkRule(requirement, rules('warning_letter.show'))).toBe(false);
  });

  it('treats an array of rules as "any", like the pipe', () => {
    const requirement = ['branch_residue.show', 'warehouse_residue.show', 'fifo_residue.show'];
    expect(checkRule(requirement, rules('fifo_residue.show'))).toBe(true);
    expect(checkRule(requirement, rules('product.show'))).toBe(false);
  });

  it('treats the double bar as "any" too', () => {
    expect(checkRule('is_dev.show||hiring_staff.show', rules('hiring_staff.show'))).toBe(true);
    expect(checkRule('is_dev.show||hiring_staff.show', rules('candidate.show'))).toBe(false);
  });

  it('counts is_dev.show as an alternative of every requirement', () => {
    expect(checkRule('cashbox.show', rules(DEV_RULE))).toBe(true);
    expect(checkRule(['a.show', 'b.add|c.edit'], rules(DEV_RULE))).toBe(true);
  });

  it('passes a route without a rule', () => {
    expect(checkRule(undefined, rules())).toBe(true);
    expect(checkRule('', rules())).toBe(true);
    expect(checkRule([], rules())).toBe(true);
  });

  it('splits alternatives of every form', () => {
    expect(ruleAlternatives(['a.show|b.show', 'c.show||d.show'])).toEqual([
      'a.show',
      'b.show',
      'c.show',
      'd.show',
    ]);
  });
});

describe('rules map and set', () => {
  it('turns the rules map of me into a set and back, keeping only granted actions', () => {
    const set = toRuleSet({ cashbox: { show: true, add: false }, contract: { show: true } });
    expect([...set].sort()).toEqual(['cashbox.show', 'contract.show']);
    expect(toRulesMap(set)).toEqual({ cashbox: { show: true }, contract: { show: true } });
    expect(toRuleSet(null).size).toBe(0);
  });
});
