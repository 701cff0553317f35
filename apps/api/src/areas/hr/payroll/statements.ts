import { fromMinor } from '@savdo/shared/money';
import type { ListMeta } from '@savdo/shared/resources';
import type {
  StatementHeader,
  StatementQuery,
  StatementRow,
  StatementRowQuery,
} from '@savdo/shared/schemas/payroll';
import { type SQL, sql } from 'drizzle-orm';
import type { OperationDraft } from '../../../ledgers/money/operations.ts';
import { cancel, postApprovedBatch } from '../../../ledgers/money/operations.ts';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { AppError, conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { accrualLines, TOTAL_FIELDS, type TotalField, totalsOf } from './calc.ts';
import { type ComputedRow, computeStatement } from './compute.ts';
import { monthRange } from './scope.ts';

/** Rows inserted per statement. */
const ROW_CHUNK = 1000;

/** What a step reads of the statement it locks. */
export type LockedStatement = Pick<StatementHeader, 'id' | 'month' | 'branch_id' | 'status'>;

/** Locks a statement for a step (404 when there is none). */
export async function lockStatement(tx: DbOrTx, id: number): Promise<LockedStatement> {
  const rows = await tx.execute<{
    id: string;
    month: string;
    branch_id: number | null;
    status: LockedStatement['status'];
  }>(
    sql`select id, to_char(month, 'YYYY-MM') as month, branch_id, status from payroll_statements
      where id = ${id} for update`,
  );
  const row = rows.rows[0];
  if (!row) throw notFound();
  return { ...row, id: Number(row.id), branch_id: row.branch_id === null ? null : Number(row.branch_id) };
}

/** Replaces a draft's rows and totals with a fresh computation. */
async function writeRows(tx: DbOrTx, statementId: number, month: string, branchId: number | undefined) {
  const computed = await computeStatement(tx, month, branchId);
  await tx.execute(sql`delete from payroll_statement_rows where statement_id = ${statementId}`);
  for (let i = 0; i < computed.rows.length; i += ROW_CHUNK) {
    const values = computed.rows.slice(i, i + ROW_CHUNK).map(
      (
        r,
      ) => sql`(${statementId}::bigint, ${r.employee_id}::int, ${r.user_id}::int, ${r.full_name}, ${r.branch_id}::int,
        ${r.hr_section_id}::int, ${r.salary}::bigint, ${JSON.stringify(r.parts)}::jsonb, ${r.norm_days}::int,
        ${r.worked_days}::int, ${r.accrued}::bigint, ${r.additions}::bigint, ${r.deductions}::bigint,
        ${r.gross}::bigint, ${r.income_tax}::bigint, ${r.social_tax}::bigint, ${r.net}::bigint,
        ${r.advances}::bigint, ${r.to_pay}::bigint)`,
    );
    await tx.execute(sql`insert into payroll_statement_rows (statement_id, employee_id, user_id, full_name, branch_id,
        hr_section_id, salary, salary_parts, norm_days, worked_days, accrued, additions, deductions, gross,
        income_tax, social_tax, net, advances, to_pay)
      values ${sql.join(values, sql`, `)}`);
  }
  const totals = totalsOf(computed.rows);
  await tx.execute(sql`update payroll_statements set norm_days = ${computed.normDays},
      income_tax_percent = ${computed.incomeTax}, social_tax_percent = ${computed.socialTax},
      employees_count = ${computed.rows.length}, accrued = ${totals.accrued}, additions = ${totals.additions},
      deductions = ${totals.deductions}, gross = ${totals.gross}, income_tax = ${totals.income_tax},
      social_tax = ${totals.social_tax}, net = ${totals.net}, advances = ${totals.advances},
      to_pay = ${totals.to_pay}, computed_at = now()
    where id = ${statementId}`);
}

/**
 * A new draft statement for a month and a branch (or all), computed at
 * once. One statement a month per branch that is not cancelled, and a
 * statement for all branches excludes branch ones and the reverse (409).
 */
export async function createStatement(db: Db, month: string, branchId: number | undefined, userId: number) {
  return withTransactionRetry(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payroll:${month}`}))`);
    if (branchId !== undefined) {
      const branch = await tx.execute(sql`select 1 from branches where id = ${branchId}`);
      if (branch.rows.length === 0)
        throw new FieldErrors([{ field: 'branch_id', key: 'validation.invalid' }]);
    }
    const { start } = monthRange(month);
    const overlap = await tx.execute<{ id: string }>(sql`select id from payroll_statements
      where month = ${start} and status <> 'CANCELED'
        and ${branchId === undefined ? sql`true` : sql`branch_key in (0, ${branchId})`} limit 1`);
    if (overlap.rows[0]) throw conflict('payroll.errors.statementExists', { id: Number(overlap.rows[0].id) });
    const created = await tx.execute<{ id: string }>(sql`insert into payroll_statements
        (month, branch_id, branch_key, income_tax_percent, social_tax_percent, norm_days, created_by)
      values (${start}, ${branchId ?? null}, ${branchId ?? 0}, 0, 0, 0, ${userId}) returning id`);
    const id = Number(created.rows[0]?.id);
    await writeRows(tx, id, month, branchId);
    return id;
  });
}

/** Recomputes a draft from the facts as they are now (409 once approved or cancelled). */
export async function recomputeStatement(db: Db, id: number) {
  await withTransactionRetry(db, async (tx) => {
    const s = await lockStatement(tx, id);
    if (s.status !== 'DRAFT') throw conflict('payroll.errors.notDraft');
    await writeRows(tx, id, s.month, s.branch_id ?? undefined);
  });
}

/** Deletes a draft (nothing was posted). */
export async function deleteStatement(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const s = await lockStatement(tx, id);
    if (s.status !== 'DRAFT') throw conflict('payroll.errors.notDraft');
    await tx.execute(sql`delete from payroll_statement_rows where statement_id = ${id}`);
    await tx.execute(sql`delete from payroll_statements where id = ${id}`);
  });
}

type StoredRow = Pick<ComputedRow, 'gross' | 'net' | 'income_tax' | 'social_tax'> & {
  id: number;
  user_id: number;
  branch_id: number;
};

/**
 * Approves a draft: frozen as computed, the month's time sheets closed, and
 * each row's accrual posted to the journal (SALARY_ACCRUAL: the employee's
 * account credited with net pay) in the same transaction.
 */
export async function approveStatement(db: Db, id: number, userId: number) {
  await withTransactionRetry(db, async (tx) => {
    const s = await lockStatement(tx, id);
    if (s.status !== 'DRAFT') throw conflict('payroll.errors.notDraft');
    const today = await businessToday(tx);
    const { end } = monthRange(s.month);
    const postedOn = [end, today].sort()[0] ?? today;
    const stored = await tx.execute<{
      id: string;
      user_id: number;
      branch_id: number;
      gross: string;
      net: string;
      income_tax: string;
      social_tax: string;
    }>(sql`select id, user_id, branch_id, gross, net, income_tax, social_tax from payroll_statement_rows
      where statement_id = ${id} order by id`);
    const rows: StoredRow[] = stored.rows.map((r) => ({
      id: Number(r.id),
      user_id: Number(r.user_id),
      branch_id: Number(r.branch_id),
      gross: BigInt(r.gross),
      net: BigInt(r.net),
      income_tax: BigInt(r.income_tax),
      social_tax: BigInt(r.social_tax),
    }));
    const posted = rows.filter((r) => accrualLines(r.user_id, r).length >= 2);
    const drafts: OperationDraft[] = posted.map((r) => ({
      type: 'SALARY_ACCRUAL',
      branchId: r.branch_id,
      cashboxId: null,
      date: postedOn,
      amount: r.net < 0n ? -r.net : r.net,
      currency: 'UZS',
      counterpart: { kind: 'employee', id: r.user_id },
      comment: `${s.month}`,
      doc: { type: 'payroll_statement', id },
      lines: accrualLines(r.user_id, r),
    }));
    const ids = await postApprovedBatch(tx, drafts, userId);
    if (posted.length > 0) {
      const pairs = sql.join(
        posted.map((r, i) => sql`(${r.id}::bigint, ${ids[i]}::bigint)`),
        sql`, `,
      );
      await tx.execute(sql`update payroll_statement_rows r set money_operation_id = v.op
        from (values ${pairs}) as v(id, op) where r.id = v.id`);
    }
    await tx.execute(sql`update payroll_statements set status = 'APPROVED', approved_by = ${userId},
        approved_at = now(), posted_on = ${postedOn} where id = ${id}`);
  });
}

/**
 * Cancels an approved statement by reversing each accrual (never an edit);
 * refused while any of it is paid (cancel the payments first). The month's
 * time sheets open again.
 */
export async function cancelStatement(db: Db, id: number, reason: string, userId: number) {
  await withTransactionRetry(db, async (tx) => {
    const s = await lockStatement(tx, id);
    if (s.status !== 'APPROVED') throw conflict('payroll.errors.notApproved');
    const paid = await tx.execute(
      sql`select 1 from payroll_statement_rows where statement_id = ${id} and paid > 0 limit 1`,
    );
    if (paid.rows.length > 0) throw new AppError(409, 'payroll.errors.statementPaid');
    const ops = await tx.execute<{
      op: string;
    }>(sql`select money_operation_id as op from payroll_statement_rows
      where statement_id = ${id} and money_operation_id is not null order by money_operation_id`);
    const today = await businessToday(tx);
    for (const { op } of ops.rows) await cancel(tx, Number(op), userId, today);
    await tx.execute(sql`update payroll_statements set status = 'CANCELED', canceled_by = ${userId},
        canceled_at = now(), cancel_reason = ${reason} where id = ${id}`);
  });
}

const money = (v: string | bigint | null) => fromMinor(BigInt(v ?? 0));

/** A header as read by `HEADER`: ids and amounts as the driver gives them (bigint as text). */
type HeaderRow = Record<TotalField | 'id' | 'branch_id' | 'paid', string | null> &
  Pick<
    StatementHeader,
    | 'month'
    | 'branch_name'
    | 'status'
    | 'norm_days'
    | 'employees_count'
    | 'computed_at'
    | 'approved_at'
    | 'posted_on'
    | 'cancel_reason'
  > & { income_tax_percent: string | number; social_tax_percent: string | number };

function headerOut(r: HeaderRow): StatementHeader {
  const totals = Object.fromEntries(TOTAL_FIELDS.map((f) => [f, money(r[f])])) as Record<TotalField, string>;
  return {
    id: Number(r.id),
    month: r.month,
    branch_id: r.branch_id === null ? null : Number(r.branch_id),
    branch_name: r.branch_name ?? null,
    status: r.status,
    income_tax_percent: Number(r.income_tax_percent),
    social_tax_percent: Number(r.social_tax_percent),
    norm_days: Number(r.norm_days),
    employees_count: Number(r.employees_count),
    paid: money(r.paid),
    computed_at: r.computed_at,
    approved_at: r.approved_at,
    posted_on: r.posted_on,
    cancel_reason: r.cancel_reason,
    ...totals,
  };
}

const HEADER = sql`s.id, to_char(s.month, 'YYYY-MM') as month, s.branch_id, b.name as branch_name, s.status,
  s.income_tax_percent, s.social_tax_percent, s.norm_days, s.employees_count, s.accrued, s.additions,
  s.deductions, s.gross, s.income_tax, s.social_tax, s.net, s.advances, s.to_pay, s.computed_at, s.approved_at,
  s.posted_on::text as posted_on, s.cancel_reason,
  (select coalesce(sum(r.paid), 0) from payroll_statement_rows r where r.statement_id = s.id) as paid`;

/** Statements, newest month first. */
export async function listStatements(
  db: Db,
  q: StatementQuery,
): Promise<{ data: StatementHeader[]; meta: ListMeta }> {
  const c: SQL[] = [sql`true`];
  if (q.month !== undefined) c.push(sql`s.month = ${monthRange(q.month).start}`);
  if (q.status !== undefined) c.push(sql`s.status = ${q.status}`);
  if (q.branch_id !== undefined) c.push(sql`s.branch_key = ${q.branch_id}`);
  const where = sql.join(c, sql` and `);
  const [rows, count] = await Promise.all([
    db.execute<HeaderRow>(sql`select ${HEADER}
      from payroll_statements s left join branches b on b.id = s.branch_id where ${where}
      order by s.month desc, s.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute<{ total: string }>(sql`select count(*) as total from payroll_statements s where ${where}`),
  ]);
  return {
    data: rows.rows.map(headerOut),
    meta: { page: q.page, per_page: q.per_page, total: Number(count.rows[0]?.total ?? 0) },
  };
}

/** A statement's header and totals. */
export async function getStatement(db: DbOrTx, id: number): Promise<StatementHeader> {
  const rows = await db.execute<HeaderRow>(sql`select ${HEADER}
    from payroll_statements s left join branches b on b.id = s.branch_id where s.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return headerOut(row);
}

const ROW_COLUMNS = sql`r.id, r.employee_id, r.user_id, r.full_name, r.branch_id, r.hr_section_id, r.salary,
  r.norm_days, r.worked_days, r.accrued, r.additions, r.deductions, r.gross, r.income_tax, r.social_tax, r.net,
  r.advances, r.to_pay, r.paid`;

export function rowOut(r: Record<string, unknown>): StatementRow {
  const toPay = BigInt(r.to_pay as string);
  const paid = BigInt(r.paid as string);
  return {
    id: Number(r.id),
    employee_id: Number(r.employee_id),
    user_id: Number(r.user_id),
    full_name: String(r.full_name),
    branch_id: Number(r.branch_id),
    hr_section_id: r.hr_section_id === null ? null : Number(r.hr_section_id),
    salary: money(r.salary as string),
    norm_days: Number(r.norm_days),
    worked_days: Number(r.worked_days),
    accrued: money(r.accrued as string),
    additions: money(r.additions as string),
    deductions: money(r.deductions as string),
    gross: money(r.gross as string),
    income_tax: money(r.income_tax as string),
    social_tax: money(r.social_tax as string),
    net: money(r.net as string),
    advances: money(r.advances as string),
    to_pay: money(toPay),
    paid: money(paid),
    owed: money(toPay > paid ? toPay - paid : 0n),
  };
}

/** A page of a statement's rows by name. */
export async function statementRows(
  db: DbOrTx,
  id: number,
  q: StatementRowQuery,
): Promise<{ data: StatementRow[]; meta: ListMeta }> {
  const c: SQL[] = [sql`r.statement_id = ${id}`];
  if (q.hr_section_id !== undefined) c.push(sql`r.hr_section_id = ${q.hr_section_id}`);
  if (q.search) c.push(sql`r.full_name ilike ${`%${q.search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`}`);
  const where = sql.join(c, sql` and `);
  const [rows, count] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`select ${ROW_COLUMNS} from payroll_statement_rows r where ${where}
      order by r.full_name, r.id limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute<{ total: string }>(sql`select count(*) as total from payroll_statement_rows r where ${where}`),
  ]);
  return {
    data: rows.rows.map(rowOut),
    meta: { page: q.page, per_page: q.per_page, total: Number(count.rows[0]?.total ?? 0) },
  };
}

/** Every row of a statement (print and export). */
export async function allStatementRows(db: DbOrTx, id: number): Promise<StatementRow[]> {
  const rows = await db.execute<
    Record<string, unknown>
  >(sql`select ${ROW_COLUMNS} from payroll_statement_rows r
    where r.statement_id = ${id} order by r.full_name, r.id`);
  return rows.rows.map(rowOut);
}
