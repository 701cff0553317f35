import { fromMinor } from '@savdo/shared/money';
import type { ListMeta } from '@savdo/shared/resources';
import type {
  StaffAct,
  StaffActQuery,
  StaffBalanceQuery,
  StaffBalanceRow,
} from '@savdo/shared/schemas/payroll';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { FieldErrors } from '../../../platform/http/errors.ts';
import { type RawEntry, runAct } from '../../stock/supplier-calculations/acts.ts';

/**
 * Each employee's balance with the company now: the journal's `employee`
 * account of their user in UZS (a positive balance: the employee owes the
 * company, e.g. an advance beyond pay; negative: the company owes them).
 */
export async function staffBalances(
  db: Db,
  q: StaffBalanceQuery,
): Promise<{ data: StaffBalanceRow[]; meta: ListMeta }> {
  const c: SQL[] = [sql`true`];
  if (q.branch_id !== undefined) c.push(sql`e.branch_id = ${q.branch_id}`);
  if (q.hr_section_id !== undefined) c.push(sql`e.hr_section_id = ${q.hr_section_id}`);
  if (q.search) {
    const like = `%${q.search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    c.push(sql`(e.full_name ilike ${like} or e.employee_number = ${q.search})`);
  }
  const where = sql.join(c, sql` and `);
  const [rows, count] = await Promise.all([
    db.execute<
      Record<'id' | 'user_id' | 'branch_id' | 'hr_section_id' | 'balance', string | number | null> &
        Pick<StaffBalanceRow, 'full_name' | 'employee_number' | 'branch_name' | 'status'>
    >(sql`select e.id, e.user_id, e.full_name, e.employee_number,
        e.branch_id, b.name as branch_name, e.hr_section_id, e.status,
        coalesce((select sum(mb.balance) from money_accounts a join money_balances mb on mb.account_id = a.id
          where a.kind = 'employee' and a.ref_id = e.user_id and a.currency = 'UZS'), 0) as balance
      from employees e left join branches b on b.id = e.branch_id where ${where}
      order by e.full_name, e.id limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute<{ total: string }>(sql`select count(*) as total from employees e where ${where}`),
  ]);
  return {
    data: rows.rows.map((r) => {
      const balance = BigInt(r.balance ?? 0);
      return {
        employee_id: Number(r.id),
        user_id: Number(r.user_id),
        full_name: r.full_name,
        employee_number: r.employee_number,
        branch_id: Number(r.branch_id),
        branch_name: r.branch_name,
        hr_section_id: r.hr_section_id === null ? null : Number(r.hr_section_id),
        status: r.status,
        balance: fromMinor(balance),
        owed_to_employee: fromMinor(balance < 0n ? -balance : 0n),
        owed_by_employee: fromMinor(balance > 0n ? balance : 0n),
      };
    }),
    meta: { page: q.page, per_page: q.per_page, total: Number(count.rows[0]?.total ?? 0) },
  };
}

/**
 * An employee's reconciliation act for a period, from the journal's
 * postings to their account: the opening balance, each operation (debit:
 * paid to them, advances; credit: pay accrued), and the closing balance.
 */
export async function staffAct(db: Db, q: StaffActQuery): Promise<StaffAct> {
  const found = await db.execute<{ user_id: number; full_name: string; employee_number: string }>(
    sql`select user_id, full_name, employee_number from employees where id = ${q.employee_id}`,
  );
  const employee = found.rows[0];
  if (!employee) throw new FieldErrors([{ field: 'employee_id', key: 'validation.invalid' }]);
  const account = sql`(select id from money_accounts where kind = 'employee' and ref_id = ${employee.user_id}
    and currency = 'UZS')`;
  const [opening, lines] = await Promise.all([
    db.execute<{ amount: string | null }>(sql`select sum(amount) as amount from money_postings
      where account_id = ${account} and business_date < ${q.date_from}`),
    db.execute<{
      date: string;
      type: string;
      id: string;
      amount: string;
    }>(sql`select p.business_date::text as date,
        o.type, o.id, p.amount
      from money_postings p join money_operations o on o.id = p.operation_id
      where p.account_id = ${account} and p.business_date between ${q.date_from} and ${q.date_to}
      order by p.business_date, p.id`),
  ]);
  const sums = { accrued: 0n, paid: 0n, advances: 0n, other: 0n };
  const raw: RawEntry[] = lines.rows.map((l) => {
    const amount = BigInt(l.amount);
    if (l.type === 'SALARY_ACCRUAL') sums.accrued -= amount;
    else if (l.type === 'SALARY_PAYMENT') sums.paid += amount;
    else if (l.type === 'STAFF_OUTPUT') sums.advances += amount;
    else sums.other += amount;
    return { date: l.date, kind: l.type, number: l.id, amount };
  });
  const act = runAct(
    { currency: 'UZS', date_from: q.date_from, date_to: q.date_to },
    BigInt(opening.rows[0]?.amount ?? 0),
    raw,
  );
  return {
    ...act,
    employee_id: q.employee_id,
    full_name: employee.full_name,
    employee_number: employee.employee_number,
    accrued: fromMinor(sums.accrued),
    paid: fromMinor(sums.paid),
    advances: fromMinor(sums.advances),
    other: fromMinor(sums.other),
  };
}
