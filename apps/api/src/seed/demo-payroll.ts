import { fromMinor } from '@savdo/shared/money';
import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { createCashOperation } from '../areas/cash/cash-desk/service.ts';
import { addAddition } from '../areas/hr/payroll/additions.ts';
import { paySalary } from '../areas/hr/payroll/payments.ts';
import { monthRange, normDatesOf } from '../areas/hr/payroll/scope.ts';
import { approveStatement, createStatement } from '../areas/hr/payroll/statements.ts';
import { correctTimeSheet } from '../areas/hr/payroll/time-sheets.ts';
import type { Db } from '../platform/db/client.ts';

/** The month before `today`'s: the last full month. */
export function lastFullMonth(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const RULES = ['output_to_staff.add', 'output_to_staff.approve', 'cashbox.all'];

/** The cashbox holding the most soʻm, and how much. */
async function richestCashbox(db: Db) {
  const rows = await db.execute<{
    id: number;
    balance: string;
  }>(sql`select a.ref_id as id, sum(b.balance) as balance
    from money_accounts a join money_balances b on b.account_id = a.id join cashboxes c on c.id = a.ref_id
    where a.kind = 'cashbox' and a.currency = 'UZS' and c.active group by a.ref_id order by 2 desc limit 1`);
  const row = rows.rows[0];
  return row ? { id: Number(row.id), balance: BigInt(row.balance) } : null;
}

/**
 * Demo payroll (issue 13 item 3), through the services, after the staff
 * (and the attendance demo once merged): for the last full month, an
 * advance to one employee through the cash desk (STAFF_OUTPUT), a bonus and
 * a fine; employees with no attendance_days in the month get their worked
 * days from HR's correction (a paper time sheet); the statement for all
 * branches computed and approved; every row paid from the richest cashbox
 * while it holds enough, the first one only half. Runs once: nothing when a
 * statement exists. Answers a summary.
 */
export async function seedDemoPayroll(db: Db): Promise<string> {
  const existing = await db.execute(sql`select 1 from payroll_statements limit 1`);
  if (existing.rows.length > 0) return 'statements exist';
  const staff = await db.execute<{ id: number; user_id: number; days: string }>(sql`select e.id, e.user_id,
      (select count(*) from attendance_days a where a.employee_id = e.id and a.date between ${
        monthRange(lastFullMonth(tashkentToday())).start
      } and ${monthRange(lastFullMonth(tashkentToday())).end}) as days
    from employees e where e.status = 'ACTIVE' order by e.id`);
  if (staff.rows.length === 0) return 'no staff';
  const admin = await db.execute<{ id: number }>(
    sql`select id from users order by (username = 'admin') desc, id limit 1`,
  );
  const actor = { userId: Number(admin.rows[0]?.id), rules: new Set(RULES) };
  const month = lastFullMonth(tashkentToday());
  const norm = (await normDatesOf(db, month)).length;
  for (const [i, e] of staff.rows.entries()) {
    if (Number(e.days) > 0) continue;
    await correctTimeSheet(
      db,
      {
        employee_id: Number(e.id),
        month,
        worked_days: Math.max(0, norm - (i % 4)),
        reason: 'Qogʻoz tabel boʻyicha',
      },
      actor.userId,
    );
  }
  const [first, second] = staff.rows;
  const box = await richestCashbox(db);
  if (first && box && box.balance > 100_000_000n) {
    await createCashOperation(
      db,
      {
        type: 'STAFF_OUTPUT',
        cashbox_id: box.id,
        amount: '1000000',
        currency: 'UZS',
        counterpart_id: Number(first.user_id),
        operation_date: `${month}-15`,
        comment: 'Ish haqi avansi',
      },
      actor,
      { approve: true, idempotencyKey: 'demo-payroll-advance' },
    );
  }
  if (first) {
    await addAddition(
      db,
      {
        employee_id: Number(first.id),
        month,
        kind: 'BONUS',
        amount: '500000',
        reason: 'Savdo rejasi bajarildi',
      },
      actor.userId,
    );
  }
  if (second) {
    await addAddition(
      db,
      { employee_id: Number(second.id), month, kind: 'FINE', amount: '100000', reason: 'Ishga kechikish' },
      actor.userId,
    );
  }
  const id = await createStatement(db, month, undefined, actor.userId);
  await approveStatement(db, id, actor.userId);
  const rows = await db.execute<{
    employee_id: number;
    rest: string;
  }>(sql`select employee_id, to_pay - paid as rest
    from payroll_statement_rows where statement_id = ${id} and to_pay > paid order by id`);
  let paid = 0;
  for (const [i, row] of rows.rows.entries()) {
    const rest = BigInt(row.rest);
    const amount = i === 0 ? rest / 2n : rest;
    const cash = await richestCashbox(db);
    if (!cash || amount <= 0n || cash.balance < amount) break;
    await paySalary(
      db,
      {
        statement_id: id,
        cashbox_id: cash.id,
        employee_id: Number(row.employee_id),
        amount: fromMinor(amount),
        comment: i === 0 ? 'Ish haqining bir qismi' : undefined,
      },
      actor,
      `demo-salary-${id}-${row.employee_id}`,
    );
    paid++;
  }
  return `statement ${month} approved for ${staff.rows.length} employees, ${paid} paid`;
}
