import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import { computeRow, type RowResult, rateMilli, type SalaryPart } from './calc.ts';
import { dayStatuses, monthRange, normsOf, placedAt, scopeWhere, workedOverrides } from './scope.ts';

export interface ComputedRow extends RowResult {
  employee_id: number;
  user_id: number;
  full_name: string;
  branch_id: number;
  hr_section_id: number | null;
}

export interface Computed {
  rows: ComputedRow[];
  /** The default six-day week's norm (each row carries its schedule's own). */
  normDays: number;
  incomeTax: string;
  socialTax: string;
}

type EmployeeRow = {
  id: number;
  user_id: number;
  full_name: string;
  branch_id: number;
  hr_section_id: number | null;
  /** The days off of the employee's work schedule (null without one). */
  days_off: string[] | null;
};

/** Salaries in effect in the month per employee: the last one before it and every change in it. */
async function salariesOf(tx: DbOrTx, month: string, ids: SQL): Promise<Map<number, SalaryPart[]>> {
  const { start, end } = monthRange(month);
  const rows = await tx.execute<{ employee_id: number; from: string; amount: string }>(sql`
    select s.employee_id, s.effective_from::text as from, s.amount from employee_salaries s
    where s.employee_id in (${ids}) and s.effective_from <= ${end}
      and s.effective_from >= coalesce((select max(p.effective_from) from employee_salaries p
        where p.employee_id = s.employee_id and p.effective_from <= ${start}), '0001-01-01')
    order by s.employee_id, s.effective_from`);
  const map = new Map<number, SalaryPart[]>();
  for (const r of rows.rows) {
    const id = Number(r.employee_id);
    const list = map.get(id) ?? [];
    list.push({ from: r.from, amount: BigInt(r.amount) });
    map.set(id, list);
  }
  return map;
}

/** Additions and deductions per employee in the month (removed ones left out). */
async function additionsOf(tx: DbOrTx, month: string, ids: SQL) {
  const rows = await tx.execute<{ employee_id: number; additions: string; deductions: string }>(sql`
    select employee_id,
      coalesce(sum(amount) filter (where kind in ('BONUS', 'OTHER_ADDITION')), 0) as additions,
      coalesce(sum(amount) filter (where kind in ('FINE', 'OTHER_DEDUCTION')), 0) as deductions
    from payroll_additions
    where month = ${monthRange(month).start} and deleted_at is null and employee_id in (${ids})
    group by employee_id`);
  return new Map(
    rows.rows.map((r) => [Number(r.employee_id), { add: BigInt(r.additions), ded: BigInt(r.deductions) }]),
  );
}

/**
 * Advances of the month: the cash desk's STAFF_OUTPUT operations to the
 * employee's user, approved and not cancelled (a cancelled one is CANCELED,
 * its reversal carries `reversal_of`), dated in the month.
 */
async function advancesOf(tx: DbOrTx, month: string, userIds: SQL) {
  const { start, end } = monthRange(month);
  const rows = await tx.execute<{ user_id: number; amount: string }>(sql`
    select counterpart_id as user_id, sum(amount) as amount from money_operations
    where type = 'STAFF_OUTPUT' and business_date between ${start} and ${end} and status = 'APPROVED'
      and reversal_of is null and currency = 'UZS' and counterpart_kind = 'employee'
      and counterpart_id in (${userIds})
    group by counterpart_id`);
  return new Map(rows.rows.map((r) => [Number(r.user_id), BigInt(r.amount)]));
}

/** Computes every row of a month's statement for a branch (or all) from the stored facts. */
export async function computeStatement(
  tx: DbOrTx,
  month: string,
  branchId: number | undefined,
): Promise<Computed> {
  const where = scopeWhere({ month, branchId });
  const ids = sql`select e.id from employees e where ${where}`;
  const userIds = sql`select e.user_id from employees e where ${where}`;
  // one after another: a transaction's client runs one query at a time
  const list = await tx.execute<EmployeeRow>(sql`select e.id, e.user_id, e.full_name,
      ${placedAt('branch_id', month)} as branch_id, ${placedAt('hr_section_id', month)} as hr_section_id, s.days_off
    from employees e left join work_schedules s on s.id = e.work_schedule_id
    where ${where} order by e.full_name, e.id`);
  const normOf = await normsOf(tx, month);
  const salaries = await salariesOf(tx, month, ids);
  const days = await dayStatuses(tx, month, ids, true);
  const overrides = await workedOverrides(tx, month, ids);
  const additions = await additionsOf(tx, month, ids);
  const advances = await advancesOf(tx, month, userIds);
  const incomeTax = await settingValue<number>(tx, 'payroll_income_tax_percent');
  const socialTax = await settingValue<number>(tx, 'payroll_social_tax_percent');
  const incomeTaxMilli = rateMilli(incomeTax ?? 12);
  const socialTaxMilli = rateMilli(socialTax ?? 12);
  const rows = list.rows.map((e): ComputedRow => {
    const id = Number(e.id);
    const worked = [...(days.get(id)?.keys() ?? [])].sort();
    const extra = additions.get(id);
    return {
      employee_id: id,
      user_id: Number(e.user_id),
      full_name: e.full_name,
      branch_id: Number(e.branch_id),
      hr_section_id: e.hr_section_id === null ? null : Number(e.hr_section_id),
      ...computeRow({
        salaries: salaries.get(id) ?? [],
        normDates: normOf(e.days_off),
        workedDates: worked,
        workedOverride: overrides.get(id),
        additions: extra?.add ?? 0n,
        deductions: extra?.ded ?? 0n,
        advances: advances.get(Number(e.user_id)) ?? 0n,
        incomeTaxMilli,
        socialTaxMilli,
      }),
    };
  });
  return {
    rows,
    normDays: normOf(null).length,
    incomeTax: String(incomeTax ?? 12),
    socialTax: String(socialTax ?? 12),
  };
}
