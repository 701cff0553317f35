import { describe, expect, it } from 'vitest';
import { checkRule } from '../rules/check.ts';
import { optionsRule } from './options-access.ts';
import { RESOURCES } from './registry.ts';
import type { ResourceDef } from './types.ts';

const def = (name: string): ResourceDef => {
  const found = RESOURCES.find((r) => r.name === name);
  if (!found) throw new Error(name);
  return found;
};
const readers = (name: string) => new Set(optionsRule(def(name), RESOURCES));

describe('optionsRule', () => {
  it('computes a non-empty rule for every definition (every optionsFor route exists and carries a rule)', () => {
    for (const resource of RESOURCES) expect(optionsRule(resource, RESOURCES).length).toBeGreaterThan(0);
  });

  it("lets a region's readers be its own and those of screens whose forms or filters select regions", () => {
    const rules = readers('region');
    expect(rules).toEqual(new Set(['region.show', 'village.show', 'workplace.show']));
  });

  it("keeps users' full names from a cashier, and gives them to the screens that pick users", () => {
    const rules = optionsRule(def('user'), RESOURCES);
    expect(checkRule(rules, new Set(['cashbox.show', 'supplier_invoice_input.show']))).toBe(false);
    expect(checkRule(rules, new Set(['user.show']))).toBe(true);
    expect(checkRule(rules, new Set(['asset_product_put_to_use.show']))).toBe(true);
    expect(checkRule(rules, new Set(['device_management.show']))).toBe(true);
    // A reference not offered as a select (a markup's approver) gives nothing.
    expect(checkRule(rules, new Set(['general_markup.show']))).toBe(false);
  });

  it('gives warehouses and products to the stock document screens, suppliers only to those with a supplier', () => {
    const clerk = new Set(['expense_product_invoice_output.show']);
    expect(checkRule(optionsRule(def('warehouse'), RESOURCES), clerk)).toBe(true);
    expect(checkRule(optionsRule(def('product'), RESOURCES), clerk)).toBe(true);
    expect(checkRule(optionsRule(def('supplier'), RESOURCES), clerk)).toBe(false);
    expect(checkRule(optionsRule(def('supplier'), RESOURCES), new Set(['supplier_invoice_input.show']))).toBe(
      true,
    );
  });

  it('refuses an optionsFor naming a route that does not exist', () => {
    const broken = { ...def('bank'), optionsFor: ['no-such-screen'] };
    expect(() => optionsRule(broken, RESOURCES)).toThrow(/no-such-screen/);
  });
});
