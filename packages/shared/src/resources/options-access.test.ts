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
    // the clients screen selects a client's address (its `optionsFor`)
    expect(rules).toEqual(new Set(['region.show', 'village.show', 'workplace.show', 'client.show']));
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

  it("gives each cash desk screen its counterparts' lists only, the journal all of them", () => {
    const may = (name: string, rule: string) => checkRule(optionsRule(def(name), RESOURCES), new Set([rule]));
    expect(may('supplier', 'supplier_output.show')).toBe(true);
    expect(may('supplier', 'supplier_input.show')).toBe(true);
    expect(may('firm_account_number', 'bank_output.show')).toBe(true);
    expect(may('cost_item', 'expense_input.show')).toBe(true);
    expect(may('bank_input_type', 'other_cashbox_input.show')).toBe(true);
    expect(may('user', 'output_to_staff.show')).toBe(true);
    expect(may('investor', 'cashbox_all_operations.show')).toBe(true);
    // a supplier payer reads no staff, accounts or investors; a cashier of the cash list nothing of these
    expect(may('user', 'supplier_output.show')).toBe(false);
    expect(may('firm_account_number', 'supplier_output.show')).toBe(false);
    expect(may('investor', 'supplier_output.show')).toBe(false);
    for (const name of ['supplier', 'firm_account_number', 'cost_item', 'user', 'investor']) {
      expect(may(name, 'cashbox.show'), name).toBe(false);
      expect(may(name, 'my_cashbox.show'), name).toBe(false);
    }
  });

  it('refuses an optionsFor naming a route that does not exist', () => {
    const broken = { ...def('bank'), optionsFor: ['no-such-screen'] };
    expect(() => optionsRule(broken, RESOURCES)).toThrow(/no-such-screen/);
  });
});
