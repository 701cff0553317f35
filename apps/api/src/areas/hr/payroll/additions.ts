import { fromMinor, toMinor } from '@savdo/shared/money';
import type { ListMeta } from '@savdo/shared/resources';
import type { AdditionInput, AdditionQuery, PayrollAdditionRow } from '@savdo/shared/schemas/payroll';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { assertMonthOpen, monthRange, placedAt } from './scope.ts';

/** What an addition records: amount in tiyin. */
export interface NewAddition {
  employee_id: number;
  month: string;
  kind: AdditionInput['kind'];
  amount: bigint;
  reason: string;
}

/** Adds an addition inside the caller's transaction (409 once the month is closed); answers its id. */
export async function insertAddition(tx: DbOrTx, input: NewAddition, userId: number): Promise<number> {
  const found = await tx.execute<{ branch_id: number }>(
    sql`select ${placedAt('branch_id', input.month)} as branch_id from employees e where e.id = ${input.employee_id}`,
  );
  const employee = found.rows[0];
  if (!employee) throw new FieldErrors([{ field: 'employee_id', key: 'validation.invalid' }]);
  await assertMonthOpen(tx, input.month, Number(employee.branch_id));
  const rows = await tx.execute<{ id: string }>(sql`insert into payroll_additions
      (employee_id, month, kind, amount, reason, created_by)
    values (${input.employee_id}, ${monthRange(input.month).start}, ${input.kind}, ${input.amount},
      ${input.reason}, ${userId}) returning id`);
  return Number(rows.rows[0]?.id);
}

/** Adds a bonus, fine or other addition/deduction to an employee's month (409 once the month is closed). */
export async function addAddition(db: Db, input: AdditionInput, userId: number) {
  return db.transaction((tx) => insertAddition(tx, { ...input, amount: toMinor(input.amount) }, userId));
}

/** Removes an addition of a month still open inside the caller's transaction (kept, marked deleted). */
export async function removeAddition(tx: DbOrTx, id: number, userId: number): Promise<void> {
  const found = await tx.execute<{ month: string; employee_id: number }>(sql`select a.month::text as month,
      a.employee_id from payroll_additions a where a.id = ${id} and a.deleted_at is null for update`);
  const row = found.rows[0];
  if (!row) throw notFound();
  const month = row.month.slice(0, 7);
  const placed = await tx.execute<{ branch_id: number }>(
    sql`select ${placedAt('branch_id', month)} as branch_id from employees e where e.id = ${row.employee_id}`,
  );
  await assertMonthOpen(tx, month, Number(placed.rows[0]?.branch_id));
  await tx.execute(
    sql`update payroll_additions set deleted_at = now(), deleted_by = ${userId} where id = ${id}`,
  );
}

/** Removes an addition of a month still open (kept, marked deleted). */
export async function deleteAddition(db: Db, id: number, userId: number) {
  await db.transaction((tx) => removeAddition(tx, id, userId));
}

/** Additions and deductions, newest month first, filtered by month, employee, branch and kind. */
export async function listAdditions(
  db: Db,
  q: AdditionQuery,
): Promise<{ data: PayrollAdditionRow[]; meta: ListMeta }> {
  const c: SQL[] = [sql`a.deleted_at is null`];
  if (q.month !== undefined) c.push(sql`a.month = ${monthRange(q.month).start}`);
  if (q.employee_id !== undefined) c.push(sql`a.employee_id = ${q.employee_id}`);
  if (q.branch_id !== undefined) c.push(sql`e.branch_id = ${q.branch_id}`);
  if (q.kind !== undefined) c.push(sql`a.kind = ${q.kind}`);
  const where = sql.join(c, sql` and `);
  const [rows, count] = await Promise.all([
    db.execute<
      Omit<PayrollAdditionRow, 'id'> & { id: string }
    >(sql`select a.id, a.employee_id, e.full_name, to_char(a.month, 'YYYY-MM') as month, a.kind, a.amount,
        a.reason, a.created_at::text as created_at
      from payroll_additions a join employees e on e.id = a.employee_id where ${where}
      order by a.month desc, a.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute<{ total: string }>(sql`select count(*) as total
      from payroll_additions a join employees e on e.id = a.employee_id where ${where}`),
  ]);
  return {
    data: rows.rows.map((r) => ({ ...r, id: Number(r.id), amount: fromMinor(BigInt(r.amount)) })),
    meta: { page: q.page, per_page: q.per_page, total: Number(count.rows[0]?.total ?? 0) },
  };
}
