import type { ReportOption, ReportOptionList } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';

const ids = (branchIds: readonly number[]) => sql`${`{${branchIds.join(',') || 0}}`}::int[]`;

/** The statement of each picker: in the branches the user may see where the rows carry a branch. */
const LISTS: Record<ReportOptionList, (branchIds: readonly number[], like: SQL) => SQL> = {
  branch: (b, like) => sql`select id, name from branches where id = any(${ids(b)}) and ${like} order by name`,
  warehouse: (b, like) =>
    sql`select id, name from warehouses where branch_id = any(${ids(b)}) and ${like} order by name`,
  cashbox: (b, like) =>
    sql`select id, name from cashboxes where branch_id = any(${ids(b)}) and ${like} order by name`,
  responsible: (b, like) =>
    sql`select id, full_name as name from users where (branch_id = any(${ids(b)}) or branch_id is null)
      and ${like} order by full_name`,
  category: (_b, like) => sql`select id, name from product_categories where ${like} order by name`,
  product: (_b, like) => sql`select id, name from products where ${like} order by name`,
  expense_item: (_b, like) => sql`select id, name from cost_items where ${like} order by name`,
  // a company account carries no branch
  bank_account: (_b, like) =>
    sql`select id, name || ' (' || account || ', ' || currency || ')' as name from firm_account_numbers
      where ${like} order by name`,
  brand: (_b, like) => sql`select id, name from brands where ${like} order by name`,
  supplier: (_b, like) => sql`select id, name from suppliers where ${like} order by name`,
  error_reason: (_b, like) => sql`select id, name from counting_error_reasons where ${like} order by name`,
  material_group: (_b, like) => sql`select id, name from material_groups where ${like} order by name`,
  hr_section: (_b, like) => sql`select id, name from hr_sections where ${like} order by name`,
  hr_position: (_b, like) => sql`select id, name from user_positions where ${like} order by name`,
  workplace: (b, like) =>
    sql`select id, name from work_locations where (branch_id is null or branch_id = any(${ids(b)})) and ${like}
      order by name`,
  employee: (b, like) =>
    sql`select id, full_name as name from employees where branch_id = any(${ids(b)}) and ${like} order by full_name`,
  absence_reason: (_b, like) => sql`select id, name from absence_reasons where ${like} order by name`,
  leave_reason: (_b, like) => sql`select id, name from work_leave_reasons where ${like} order by name`,
  room: (b, like) =>
    sql`select id, name from rooms where branch_id = any(${ids(b)}) and ${like} order by name`,
  asset_group: (_b, like) => sql`select id, name from asset_groups where ${like} order by name`,
  // a fund and a promotion are the company's (not a branch's)
  fond: (_b, like) => sql`select id, name from fonds where ${like} order by name`,
  promotion: (_b, like) => sql`select id, name from promotions where ${like} order by date_from desc, name`,
  master: (b, like) =>
    sql`select id, name from installation_masters where (branch_id is null or branch_id = any(${ids(b)}))
      and ${like} order by name`,
  // an investor is the company's (no branch)
  investor: (_b, like) => sql`select id, name from investors where ${like} order by name`,
  position: (_b, like) => sql`select id, name from user_positions where ${like} order by name`,
  // the company's firms and the bank income types carry no branch
  firm: (_b, like) => sql`select id, name from firms where ${like} order by name`,
  income_type: (_b, like) => sql`select id, name from bank_input_types where ${like} order by name`,
  user: (_b, like) => sql`select id, full_name as name from users where ${like} order by full_name`,
};

/** Up to 50 options of a report filter's picker, searched by name. */
export async function reportOptions(
  db: Db,
  list: ReportOptionList,
  branchIds: readonly number[],
  search: string | undefined,
): Promise<ReportOption[]> {
  const column =
    list === 'responsible' || list === 'user' || list === 'employee' ? sql`full_name` : sql`name`;
  const like = search ? sql`${column} ilike ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}` : sql`true`;
  const rows = await db.execute<{ id: number; name: string }>(sql`${LISTS[list](branchIds, like)} limit 50`);
  return rows.rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
