import type { Option } from '../../../controls/option-select.tsx';

/**
 * The home scope of a user of `branch` given that branch's warehouses as the
 * options list sorts them (by name): the branch, and its first warehouse;
 * nothing of a user without a branch (they pick).
 */
export function homeScope(
  branch: number | undefined,
  warehouses: readonly Pick<Option, 'id'>[] | undefined,
): { branch_id?: string; warehouse_id?: string } {
  if (branch === undefined) return { branch_id: undefined, warehouse_id: undefined };
  const first = warehouses?.[0]?.id;
  return { branch_id: String(branch), warehouse_id: first === undefined ? undefined : String(first) };
}
