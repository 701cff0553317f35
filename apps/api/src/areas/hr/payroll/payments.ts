import { fromMinor, toMinor } from '@savdo/shared/money';
import type { SalaryPaymentInput, SalaryPaymentQuery, SalaryPaymentRow } from '@savdo/shared/schemas/payroll';
import { type SQL, sql } from 'drizzle-orm';
import {
  cancel,
  type OperationDraft,
  postApprovedBatch,
  postOperation,
} from '../../../ledgers/money/operations.ts';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db } from '../../../platform/db/client.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { getOperation } from '../../cash/cash-desk/queries.ts';
import { assertMayCancelIn, cashboxFor, operationDate } from '../../cash/cash-desk/service.ts';

type OwedRow = { id: string; user_id: number; to_pay: string; paid: string };

function draftOf(
  row: { user_id: number },
  statementId: number,
  cashbox: { id: number; branch_id: number },
  date: string,
  amount: bigint,
  comment: string | undefined,
): OperationDraft {
  return {
    type: 'SALARY_PAYMENT',
    branchId: cashbox.branch_id,
    cashboxId: cashbox.id,
    date,
    amount,
    currency: 'UZS',
    counterpart: { kind: 'employee', id: row.user_id },
    comment,
    doc: { type: 'payroll_statement', id: statementId },
    lines: [
      { kind: 'cashbox', ref: cashbox.id, currency: 'UZS', amount: -amount },
      { kind: 'employee', ref: row.user_id, currency: 'UZS', amount },
    ],
  };
}

/**
 * Pays an approved statement from a cashbox (SALARY_PAYMENT, approved at
 * once: cash out, the employee's account debited): one employee's rest or
 * part of it, or every row's rest. The rows are locked, so two payments
 * cannot both pass the check: never more than owed (409 naming the rest);
 * the cashbox never below zero (the journal's 409). Answers the operations.
 */
export async function paySalary(db: Db, input: SalaryPaymentInput, actor: Actor, key: string | undefined) {
  const ids = await withTransactionRetry(db, async (tx) => {
    const st = await tx.execute<{ status: string }>(
      sql`select status from payroll_statements where id = ${input.statement_id} for share`,
    );
    const status = st.rows[0]?.status;
    if (status === undefined) throw new FieldErrors([{ field: 'statement_id', key: 'validation.invalid' }]);
    if (status !== 'APPROVED') throw conflict('payroll.errors.notApproved');
    const cashbox = await cashboxFor(tx, input.cashbox_id, actor);
    const date = operationDate(cashbox.today, input.operation_date, 'operation_date');
    const only = input.employee_id === undefined ? sql`` : sql`and employee_id = ${input.employee_id}`;
    const found = await tx.execute<OwedRow>(sql`select id, user_id, to_pay, paid from payroll_statement_rows
      where statement_id = ${input.statement_id} ${only} order by id for update`);
    if (input.employee_id !== undefined && found.rows.length === 0) {
      throw new FieldErrors([{ field: 'employee_id', key: 'validation.invalid' }]);
    }
    const owed = found.rows
      .map((r) => ({ id: Number(r.id), user_id: Number(r.user_id), rest: BigInt(r.to_pay) - BigInt(r.paid) }))
      .filter((r) => r.rest > 0n);
    const payments = owed.map((r) => ({ ...r, amount: r.rest }));
    if (input.amount !== undefined) {
      const amount = toMinor(input.amount);
      const rest = owed[0]?.rest ?? 0n;
      if (amount > rest) throw conflict('payroll.errors.moreThanOwed', { available: fromMinor(rest) });
      payments.splice(0, payments.length, ...(owed[0] ? [{ ...owed[0], amount }] : []));
    }
    if (payments.length === 0) throw conflict('payroll.errors.nothingOwed');
    const drafts = payments.map((p) =>
      draftOf(p, input.statement_id, cashbox, date, p.amount, input.comment),
    );
    let opIds: number[];
    if (drafts.length === 1 && drafts[0]) {
      opIds = [
        await postOperation(tx, { ...drafts[0], idempotencyKey: key }, actor.userId, {
          approve: true,
          rules: actor.rules,
        }),
      ];
    } else {
      opIds = await postApprovedBatch(tx, drafts, actor.userId);
    }
    const pairs = sql.join(
      payments.map((p) => sql`(${p.id}::bigint, ${p.amount}::bigint)`),
      sql`, `,
    );
    await tx.execute(sql`update payroll_statement_rows r set paid = r.paid + v.amount
      from (values ${pairs}) as v(id, amount) where r.id = v.id`);
    return opIds;
  });
  return Promise.all(ids.slice(0, 100).map((id) => getOperation(db, id))).then((data) => ({
    data,
    meta: { count: ids.length },
  }));
}

/**
 * Cancels a salary payment (rule `salary_payments.edit`, with a reason): the
 * journal's reversing operation, dated today, credits the employee's
 * account and puts the cash back; the statement row's `paid` falls by the
 * amount in the same transaction, so the employee is owed it again. The
 * statement and the row are locked first (as a payment locks them), then
 * the operation: a second cancel is 409 (`money.errors.alreadyCanceled`), a
 * reversal or another type 404, another's cashbox 403 (without
 * `cashbox.all`). Answers the cancelled operation.
 */
export async function cancelSalaryPayment(db: Db, id: number, reason: string, actor: Actor) {
  await withTransactionRetry(db, async (tx) => {
    const rows = await tx.execute<{
      type: string;
      reversal_of: string | null;
      amount: string;
      cashbox_id: string | null;
      counterpart_id: string | null;
      doc_type: string | null;
      doc_id: string | null;
    }>(sql`select type, reversal_of, amount, cashbox_id, counterpart_id, doc_type, doc_id
      from money_operations where id = ${id}`);
    const op = rows.rows[0];
    if (op?.type !== 'SALARY_PAYMENT' || op.reversal_of !== null || op.doc_type !== 'payroll_statement') {
      throw notFound();
    }
    await assertMayCancelIn(tx, op.cashbox_id === null ? null : Number(op.cashbox_id), actor);
    await tx.execute(sql`select id from payroll_statements where id = ${op.doc_id} for share`);
    const row = await tx.execute<{ id: string }>(sql`select r.id from payroll_statement_rows r
      where r.statement_id = ${op.doc_id}
        and r.employee_id = (select e.id from employees e where e.user_id = ${op.counterpart_id}) for update`);
    const rowId = row.rows[0]?.id;
    if (rowId === undefined) throw notFound();
    // 409 when already cancelled (the operation is locked here, after the row, as a payment orders them)
    const reversal = await cancel(tx, id, actor.userId, await businessToday(tx));
    if (reversal !== null) {
      await tx.execute(sql`update money_operations set comment = ${reason} where id = ${reversal}`);
    }
    await tx.execute(
      sql`update payroll_statement_rows set paid = paid - ${BigInt(op.amount)} where id = ${rowId}`,
    );
  });
  return getOperation(db, id);
}

/** Salary payments, newest first, by statement, employee, cashbox and dates. */
export async function listSalaryPayments(
  db: Db,
  q: SalaryPaymentQuery,
): Promise<{ data: SalaryPaymentRow[]; meta: { page: number; per_page: number } }> {
  const c: SQL[] = [sql`o.type = 'SALARY_PAYMENT'`, sql`o.reversal_of is null`];
  if (q.statement_id !== undefined)
    c.push(sql`o.doc_type = 'payroll_statement' and o.doc_id = ${q.statement_id}`);
  if (q.employee_id !== undefined)
    c.push(sql`o.counterpart_kind = 'employee'
      and o.counterpart_id = (select user_id from employees where id = ${q.employee_id})`);
  if (q.cashbox_id !== undefined) c.push(sql`o.cashbox_id = ${q.cashbox_id}`);
  if (q.date_from !== undefined) c.push(sql`o.business_date >= ${q.date_from}`);
  if (q.date_to !== undefined) c.push(sql`o.business_date <= ${q.date_to}`);
  const where = sql.join(c, sql` and `);
  const rows = await db.execute<
    Record<'id' | 'amount' | 'cashbox_id' | 'statement_id' | 'employee_id', string | null> &
      Omit<SalaryPaymentRow, 'id' | 'amount' | 'cashbox_id' | 'statement_id' | 'employee_id'>
  >(sql`select o.id, o.business_date::text as date,
      o.amount, o.status, o.comment, o.cashbox_id, rv.comment as cancel_reason,
      rv.business_date::text as canceled_on, cb.name as cashbox_name, o.doc_id as statement_id,
      to_char(s.month, 'YYYY-MM') as month, e.id as employee_id, e.full_name
    from money_operations o left join employees e on e.user_id = o.counterpart_id
      left join cashboxes cb on cb.id = o.cashbox_id
      left join payroll_statements s on s.id = o.doc_id
      left join money_operations rv on rv.reversal_of = o.id
    where ${where}
    order by o.business_date desc, o.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  return {
    data: rows.rows.map((r) => ({
      id: Number(r.id),
      date: r.date,
      amount: fromMinor(BigInt(r.amount ?? 0)),
      status: r.status,
      comment: r.comment,
      cancel_reason: r.cancel_reason,
      canceled_on: r.canceled_on,
      cashbox_id: r.cashbox_id === null ? null : Number(r.cashbox_id),
      cashbox_name: r.cashbox_name,
      statement_id: r.statement_id === null ? null : Number(r.statement_id),
      month: r.month,
      employee_id: r.employee_id === null ? null : Number(r.employee_id),
      full_name: r.full_name,
    })),
    meta: { page: q.page, per_page: q.per_page },
  };
}
