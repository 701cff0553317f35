import { type Currency, fromMinor } from '@savdo/shared/money';
import type { ListMeta } from '@savdo/shared/resources';
import type {
  BonusCalculateInput,
  BonusQuery,
  CallBonusRow,
  CallBonusSale,
  CallBonusView,
} from '@savdo/shared/schemas/engagement';
import type { SaleKind } from '@savdo/shared/schemas/release';
import { type SQL, sql } from 'drizzle-orm';
import { cashboxOperationLines } from '../../../ledgers/money/lines.ts';
import { cancel, postOperation } from '../../../ledgers/money/operations.ts';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import { assertMayCancelIn, cashboxFor } from '../../cash/cash-desk/service.ts';
import { insertAddition, removeAddition } from '../../hr/payroll/additions.ts';

/**
 * Callers' bonuses: a sale (a signed contract — ACTIVE or CLOSED — at its net
 * price, or a PAID cash trade at its total) made by a client within
 * `engagement_bonus_days` days after a call that reached them (any outcome but
 * NO_ANSWER) earns the caller of the latest such call
 * `engagement_bonus_percent` % of the sale, in the sale's currency. Each sale
 * earns once (unique in `call_bonus_sales`). An invoice (per caller and
 * currency) is CREATED by the calculation, APPROVED, then PAID once from a
 * cashbox as a STAFF_OUTPUT operation to the caller; CANCELED at any point
 * (a paid one's payment reversed), its sales released to earn again.
 */

/** The bonus on a sale: `percent` (up to two decimals) of the amount, rounded down to the minor unit. */
export function bonusOf(amount: bigint, percent: number): bigint {
  const basisPoints = BigInt(Math.round(percent * 100));
  return (amount * basisPoints) / 10_000n;
}

type EarnedSale = {
  kind: SaleKind;
  id: string;
  sale_date: string;
  currency: Currency;
  amount: string;
  call_id: string;
  caller_id: number;
};

async function earnedSales(tx: DbOrTx, input: BonusCalculateInput, days: number): Promise<EarnedSale[]> {
  const rows = await tx.execute<EarnedSale>(sql`with sales as (
      select 'CONTRACT' as kind, c.id, c.client_id, c.contract_date as d, c.currency, c.price - c.discount as amount
        from contracts c where c.status in ('ACTIVE', 'CLOSED')
          and c.contract_date between ${input.date_from} and ${input.date_to}
      union all
      select 'CASH_TRADE', t.id, t.client_id, t.trade_date, t.currency, t.total
        from cash_trades t where t.status = 'PAID' and t.client_id is not null
          and t.trade_date between ${input.date_from} and ${input.date_to})
    select s.kind, s.id, s.d::text as sale_date, s.currency, s.amount::text as amount,
      k.id as call_id, k.caller_id
    from sales s
    cross join lateral (select k.id, k.caller_id from client_calls k
      where k.client_id = s.client_id and k.outcome <> 'NO_ANSWER'
        and k.call_date between s.d - ${days}::int and s.d
      order by k.call_date desc, k.id desc limit 1) k
    where not exists (select 1 from call_bonus_sales b
        where b.sale_kind = s.kind and b.sale_id = s.id and b.released_at is null)
      and (${input.caller_id ?? null}::int is null or k.caller_id = ${input.caller_id ?? null}::int)
    order by s.d, s.kind, s.id`);
  return rows.rows;
}

/** Calculates the bonuses earned by sales in the period: one CREATED invoice per caller and currency. 409 when none. */
export async function calculateBonuses(
  db: Db,
  input: BonusCalculateInput,
  userId: number,
): Promise<number[]> {
  const days = await settingValue<number>(db, 'engagement_bonus_days');
  const percent = await settingValue<number>(db, 'engagement_bonus_percent');
  return db.transaction(async (tx) => {
    // one calculation at a time: a sale found by two would break its uniqueness
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('call_bonus_calculation'))`);
    const sales = (await earnedSales(tx, input, days)).filter((s) => bonusOf(BigInt(s.amount), percent) > 0n);
    if (sales.length === 0) throw conflict('engagement.errors.nothingEarned');
    const groups = new Map<string, EarnedSale[]>();
    for (const s of sales) {
      const key = `${s.caller_id}:${s.currency}`;
      groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    const ids: number[] = [];
    for (const group of groups.values()) {
      const head = group[0] as EarnedSale;
      const total = group.reduce((sum, s) => sum + bonusOf(BigInt(s.amount), percent), 0n);
      const made = await tx.execute<{ id: string }>(sql`insert into call_bonus_invoices
          (caller_id, date_from, date_to, currency, amount, created_by)
        values (${head.caller_id}, ${input.date_from}, ${input.date_to}, ${head.currency}, ${total}, ${userId})
        returning id`);
      const id = Number(made.rows[0]?.id);
      const values = group.map(
        (s) => sql`(${id}, ${s.call_id}::bigint, ${s.kind}, ${s.id}::bigint, ${s.sale_date}::date,
          ${s.amount}::bigint, ${bonusOf(BigInt(s.amount), percent)}::bigint)`,
      );
      await tx.execute(sql`insert into call_bonus_sales
          (invoice_id, call_id, sale_kind, sale_id, sale_date, sale_amount, bonus)
        values ${sql.join(values, sql`, `)}`);
      ids.push(id);
    }
    return ids;
  });
}

const INVOICE_COLUMNS = sql`i.id, i.caller_id, u.full_name as caller_name, i.date_from::text as date_from,
  i.date_to::text as date_to, i.currency, i.amount::text as amount, i.status, i.operation_id,
  i.created_at, i.approved_at, i.cancel_reason, i.canceled_at, i.reversal_operation_id,
  i.payroll_addition_id, (select to_char(a.month, 'YYYY-MM') from payroll_additions a
    where a.id = i.payroll_addition_id) as payroll_month`;

/** An invoice as read, its amount in minor units. */
type InvoiceRow = CallBonusRow & Record<string, unknown>;
const shown = (row: InvoiceRow): CallBonusRow => ({ ...row, amount: fromMinor(BigInt(row.amount)) });

export async function listBonuses(
  db: DbOrTx,
  q: BonusQuery,
): Promise<{ data: CallBonusRow[]; meta: ListMeta }> {
  const where: SQL[] = [sql`true`];
  if (q.caller_id !== undefined) where.push(sql`i.caller_id = ${q.caller_id}`);
  if (q.status !== undefined) where.push(sql`i.status = ${q.status}`);
  const cond = sql.join(where, sql` and `);
  const rows = await db.execute<InvoiceRow>(sql`select ${INVOICE_COLUMNS}
    from call_bonus_invoices i join users u on u.id = i.caller_id where ${cond}
    order by i.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  const total = await db.execute<{ n: string }>(
    sql`select count(*) as n from call_bonus_invoices i where ${cond}`,
  );
  return {
    data: rows.rows.map(shown),
    meta: { page: q.page, per_page: q.per_page, total: Number(total.rows[0]?.n ?? 0) },
  };
}

/** An invoice with the sales that earned it (each with its call and client). */
export async function bonusView(db: DbOrTx, id: number): Promise<CallBonusView | null> {
  const rows = await db.execute<InvoiceRow>(sql`select ${INVOICE_COLUMNS}
    from call_bonus_invoices i join users u on u.id = i.caller_id where i.id = ${id}`);
  const head = rows.rows[0];
  if (!head) return null;
  const sales = await db.execute<CallBonusSale & Record<string, unknown>>(sql`select
      b.id, b.sale_kind, b.sale_id, b.sale_date::text as sale_date, b.sale_amount::text as sale_amount,
      b.bonus::text as bonus, b.call_id, k.call_date::text as call_date, k.client_id, c.full_name as client_name
    from call_bonus_sales b join client_calls k on k.id = b.call_id join clients c on c.id = k.client_id
    where b.invoice_id = ${id} order by b.sale_date, b.id`);
  return {
    ...shown(head),
    sales: sales.rows.map((s) => ({
      ...s,
      sale_amount: fromMinor(BigInt(s.sale_amount)),
      bonus: fromMinor(BigInt(s.bonus)),
    })),
  };
}

type LockedInvoice = {
  id: string;
  status: string;
  caller_id: number;
  currency: Currency;
  amount: string;
  operation_id: string | null;
  payroll_addition_id: string | null;
};

async function lockInvoice(tx: DbOrTx, id: number): Promise<LockedInvoice> {
  const rows = await tx.execute<LockedInvoice>(sql`select id, status, caller_id, currency,
      amount::text as amount, operation_id, payroll_addition_id
    from call_bonus_invoices where id = ${id} for update`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return row;
}

/** CREATED → APPROVED; 409 otherwise. */
export async function approveBonus(db: Db, id: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (invoice.status !== 'CREATED')
      throw conflict('engagement.errors.notCreated', { status: invoice.status });
    await tx.execute(sql`update call_bonus_invoices set status = 'APPROVED', approved_by = ${userId},
      approved_at = now() where id = ${id}`);
  });
}

/**
 * Pays an APPROVED invoice from a cashbox of the actor's: a STAFF_OUTPUT
 * operation to the caller, posted at once, and the invoice PAID — in one
 * transaction, so it is paid once (a second payment is 409).
 */
export async function payBonus(
  db: Db,
  id: number,
  cashboxId: number,
  actor: Actor,
  idempotencyKey: string | undefined,
): Promise<void> {
  await withTransactionRetry(db, async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (invoice.status !== 'APPROVED')
      throw conflict('engagement.errors.notApproved', { status: invoice.status });
    const cashbox = await cashboxFor(tx, cashboxId, actor);
    const amount = BigInt(invoice.amount);
    const operationId = await postOperation(
      tx,
      {
        type: 'STAFF_OUTPUT',
        branchId: cashbox.branch_id,
        cashboxId: cashbox.id,
        date: cashbox.today,
        amount,
        currency: invoice.currency,
        counterpart: { kind: 'employee', id: invoice.caller_id },
        comment: `Call bonus #${id}`,
        doc: { type: 'call_bonus', id },
        lines: cashboxOperationLines('STAFF_OUTPUT', cashbox.id, invoice.caller_id, invoice.currency, amount),
        idempotencyKey,
      },
      actor.userId,
      { approve: true, rules: actor.rules },
    );
    await tx.execute(sql`update call_bonus_invoices set status = 'PAID', operation_id = ${operationId}
      where id = ${id}`);
  });
}

/**
 * Sends an APPROVED soʻm invoice to payroll instead of the cashbox: a BONUS
 * addition of its amount to the caller's `month` (the caller must be an
 * employee, the month still open: 409 otherwise) and the invoice PAYROLL, in
 * one transaction. The month's statement then accrues and pays it with the
 * salary (taxed like it); it can no longer be paid from a cashbox.
 */
export async function bonusToPayroll(db: Db, id: number, month: string, userId: number): Promise<void> {
  await withTransactionRetry(db, async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (invoice.status !== 'APPROVED')
      throw conflict('engagement.errors.notApproved', { status: invoice.status });
    if (invoice.currency !== 'UZS') throw conflict('engagement.errors.payrollUzsOnly');
    const employee = await tx.execute<{ id: number }>(
      sql`select id from employees where user_id = ${invoice.caller_id}`,
    );
    const employeeId = employee.rows[0]?.id;
    if (employeeId === undefined) throw conflict('engagement.errors.callerNotEmployee');
    const additionId = await insertAddition(
      tx,
      {
        employee_id: Number(employeeId),
        month,
        kind: 'BONUS',
        amount: BigInt(invoice.amount),
        reason: `Call bonus #${id}`,
      },
      userId,
    );
    await tx.execute(sql`update call_bonus_invoices set status = 'PAYROLL', payroll_addition_id = ${additionId}
      where id = ${id}`);
  });
}

/**
 * Cancels an invoice with a reason, in one transaction: a PAID one's
 * STAFF_OUTPUT operation is reversed through the money journal (the cash
 * back in its cashbox, the caller's employee account back as it was; 403
 * outside the actor's cashboxes), the reason kept on the reversal; the
 * invoice CANCELED (final: a new calculation makes a new one) and its sales
 * released, so they can earn again. One sent to payroll loses its addition
 * while the month is open. 409 when already CANCELED.
 */
export async function cancelBonus(db: Db, id: number, reason: string, actor: Actor): Promise<void> {
  await withTransactionRetry(db, async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (invoice.status === 'CANCELED') throw conflict('engagement.errors.alreadyCanceled');
    let reversal: number | null = null;
    // sent to payroll: its addition goes while the month is open (409 once its statement is approved)
    if (invoice.payroll_addition_id !== null)
      await removeAddition(tx, Number(invoice.payroll_addition_id), actor.userId);
    if (invoice.operation_id !== null) {
      const op = await tx.execute<{ cashbox_id: number | null }>(
        sql`select cashbox_id from money_operations where id = ${invoice.operation_id}`,
      );
      const cashboxId = op.rows[0]?.cashbox_id ?? null;
      await assertMayCancelIn(tx, cashboxId === null ? null : Number(cashboxId), actor);
      reversal = await cancel(tx, Number(invoice.operation_id), actor.userId, await businessToday(tx));
      if (reversal !== null) {
        await tx.execute(sql`update money_operations set comment = ${reason} where id = ${reversal}`);
      }
    }
    await tx.execute(sql`update call_bonus_invoices set status = 'CANCELED', cancel_reason = ${reason},
        canceled_by = ${actor.userId}, canceled_at = now(), reversal_operation_id = ${reversal}
      where id = ${id}`);
    await tx.execute(sql`update call_bonus_sales set released_at = now() where invoice_id = ${id}`);
  });
}
