import { toMinor } from '@savdo/shared/money';
import type { SalaryChangeInput } from '@savdo/shared/schemas/hr';
import { type SQL, sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { CloseStep } from '../../../platform/close-of-day/step.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors } from '../../../platform/http/errors.ts';

/**
 * Pay over time (HR records, issue 13 item 1). `employee_salaries` holds
 * each change with its effective date; `employees.salary` is always the
 * amount in effect today: a change effective today or earlier sets it at
 * once, a future one is applied by the close of day (`hr.salaries`).
 */

/**
 * The SQL of the monthly pay (tiyin) in effect for an employee on a date,
 * null before their first row: for payroll's statements, e.g.
 * `select e.id, ${salaryInEffectSql(sql`e.id`, sql`${date}`)} as salary from employees e`.
 * Served by the unique index (employee_id, effective_from).
 */
export function salaryInEffectSql(employeeId: SQL, date: SQL): SQL {
  return sql`(select s.amount from employee_salaries s
    where s.employee_id = ${employeeId} and s.effective_from <= ${date}::date
    order by s.effective_from desc limit 1)`;
}

/** The monthly pay (tiyin) in effect for an employee on a date, null before the first. */
export async function salaryInEffect(db: DbOrTx, employeeId: number, date: string): Promise<bigint | null> {
  const rows = await db.execute<{ amount: string | null }>(
    sql`select ${salaryInEffectSql(sql`${employeeId}`, sql`${date}`)}::text as amount`,
  );
  const amount = rows.rows[0]?.amount;
  return amount === null || amount === undefined ? null : BigInt(amount);
}

/**
 * Sets `employees.salary` to the amount in effect on `today` (0 before the
 * first row: hired in the future), for one employee or every one; answers
 * how many rows changed. Idempotent.
 */
export async function applySalaries(db: DbOrTx, today: string, employeeId?: number): Promise<number> {
  const only = employeeId === undefined ? sql`` : sql`and e.id = ${employeeId}`;
  const rows = await db.execute(sql`update employees e
    set salary = coalesce(${salaryInEffectSql(sql`e.id`, sql`${today}`)}, 0)
    where e.salary is distinct from coalesce(${salaryInEffectSql(sql`e.id`, sql`${today}`)}, 0) ${only}`);
  return rows.rowCount ?? 0;
}

/**
 * The close of day's step: the changes that came into effect on the new
 * business date (`today`) reach `employees.salary`. Runs for each closed
 * date in order, so the last run leaves today's pay; running it twice for a
 * date changes nothing.
 */
export const hrSalariesStep: CloseStep = {
  name: 'hr.salaries',
  run: async ({ db, today }) => ({ employees: await applySalaries(db, today) }),
};

interface EmployeeState extends Record<string, unknown> {
  hired_on: string;
  status: string;
}

/**
 * A salary change from `effective_from` (400 before the hire date; 409 for a
 * dismissed employee or a second change on the same date), in one
 * transaction with `employees.salary` when it is already in effect.
 */
export async function addSalaryChange(db: Db, input: SalaryChangeInput, by: number): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await tx.execute<EmployeeState>(
      sql`select hired_on::text as hired_on, status from employees where id = ${input.employee_id} for update`,
    );
    const employee = found.rows[0];
    if (!employee) throw new FieldErrors([{ field: 'employee_id', key: 'validation.refMissing' }]);
    if (employee.status !== 'ACTIVE') throw conflict('hr.errors.dismissed');
    if (input.effective_from < employee.hired_on) {
      throw new FieldErrors([{ field: 'effective_from', key: 'hr.errors.beforeHire' }]);
    }
    const inserted = await tx.execute<{ id: string }>(sql`insert into employee_salaries
        (employee_id, effective_from, amount, reason, created_by)
      values (${input.employee_id}, ${input.effective_from}, ${toMinor(input.amount)}, ${input.reason}, ${by})
      on conflict (employee_id, effective_from) do nothing returning id`);
    const id = inserted.rows[0]?.id;
    if (id === undefined) throw conflict('hr.errors.salaryDateTaken');
    await applySalaries(tx, await businessToday(tx), input.employee_id);
    return Number(id);
  });
}
