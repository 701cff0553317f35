import { describe, expect, it } from 'vitest';
import { homeScope } from './home-scope.ts';

describe('where the residues screen opens while the address names no scope', () => {
  it("is the user's branch and that branch's first warehouse (the options come sorted by name)", () => {
    expect(homeScope(4, [{ id: 12 }, { id: 7 }])).toEqual({ branch_id: '4', warehouse_id: '12' });
  });
  it('is the branch alone while its warehouses load or when it has none', () => {
    expect(homeScope(4, undefined)).toEqual({ branch_id: '4', warehouse_id: undefined });
    expect(homeScope(4, [])).toEqual({ branch_id: '4', warehouse_id: undefined });
  });
  it('is nothing for a user without a branch: they pick', () => {
    expect(homeScope(undefined, [{ id: 12 }])).toEqual({ branch_id: undefined, warehouse_id: undefined });
  });
});
