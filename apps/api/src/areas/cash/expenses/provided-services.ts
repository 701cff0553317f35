import { type Currency, fromMinor, toMinor } from '@savdo/shared/money';
import { checkRule } from '@savdo/shared/rules';
import type {
  ProvidedServiceInput,
  ProvidedServiceQuery,
  ProvidedServiceRow,
  ServicePaymentInput,
  ServicePaymentRow,
} from '@savdo/shared/schemas/expenses';
import { type SQL, sql } from 'drizzle-orm';
import type { Line } from '../../../ledgers/money/lines.ts';
import { cancel, lockOperation, postOperation } from '../../../ledgers/money/operations.ts';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { AppError, conflict, FieldErrors, forbidden, notFound } from '../../../platform/http/errors.ts';
import { restText } from './limit.ts';

/** The document type of the operations that calculate, pay and refund a service. */
export const SERVICE_DOC = 'provided_service';

const PAYMENT_RULE = {
  out: 'rendered_service_supplier_output',
  in: 'rendered_service_supplier_input',
} as const;

const requireRule = (actor: Actor, rule: string) => {
  if (!checkRule(rule, actor.rules)) throw forbidden();
};

async function entryDate(tx: DbOrTx, given: string | undefined, field: string): Promise<string> {
  const today = await businessToday(tx);
  if (given === undefined) return today;
  if (given > today) throw new FieldErrors([{ field, key: 'money.errors.futureDate' }]);
  return given;
}

/** The supplier, branch and cost item exist (400 naming each field that does not). */
async function assertRefs(tx: DbOrTx, input: ProvidedServiceInput): Promise<void> {
  const rows = await tx.execute<{ s: boolean; b: boolean; c: boolean }>(sql`select
    exists(select 1 from suppliers where id = ${input.supplier_id}) as s,
    exists(select 1 from branches where id = ${input.branch_id}) as b,
    exists(select 1 from cost_items where id = ${input.cost_item_id}) as c`);
  const r = rows.rows[0];
  const errors: { field: string; key: string }[] = [];
  if (!r?.s) errors.push({ field: 'supplier_id', key: 'validation.invalid' });
  if (!r?.b) errors.push({ field: 'branch_id', key: 'validation.invalid' });
  if (!r?.c) errors.push({ field: 'cost_item_id', key: 'validation.invalid' });
  if (errors.length) throw new FieldErrors(errors);
}

/**
 * Enters a service a supplier rendered and calculates what is owed: one
 * RENDERED_SERVICE_CALCULATED operation, posted at once, debits the cost item
 * (held to its estimate like any expense) and credits the supplier (whose
 * debt in the supplier ledger grows by it).
 */
export async function createService(
  db: Db,
  input: ProvidedServiceInput,
  actor: Actor,
  idempotencyKey?: string,
): Promise<ProvidedServiceRow> {
  const id = await withTransactionRetry(db, async (tx) => {
    if (idempotencyKey) {
      const found = await tx.execute<{ doc_id: string }>(sql`select doc_id from money_operations
        where created_by = ${actor.userId} and idempotency_key = ${idempotencyKey} and doc_type = ${SERVICE_DOC}`);
      if (found.rows[0]) return Number(found.rows[0].doc_id);
    }
    await assertRefs(tx, input);
    const date = await entryDate(tx, input.service_date, 'service_date');
    const amount = toMinor(input.amount);
    const made = await tx.execute<{ id: string }>(sql`insert into provided_services
        (supplier_id, branch_id, cost_item_id, service_date, description, amount, currency, created_by)
      values (${input.supplier_id}, ${input.branch_id}, ${input.cost_item_id}, ${date}, ${input.description ?? null},
        ${amount}, ${input.currency}, ${actor.userId}) returning id`);
    const serviceId = Number(made.rows[0]?.id);
    const operationId = await postOperation(
      tx,
      {
        type: 'RENDERED_SERVICE_CALCULATED',
        branchId: input.branch_id,
        cashboxId: null,
        date,
        amount,
        currency: input.currency,
        counterpart: { kind: 'expense_item', id: input.cost_item_id },
        comment: input.description,
        doc: { type: SERVICE_DOC, id: serviceId },
        lines: [
          { kind: 'expense_item', ref: input.cost_item_id, currency: input.currency, amount },
          { kind: 'supplier', ref: input.supplier_id, currency: input.currency, amount: -amount },
        ],
        idempotencyKey,
      },
      actor.userId,
      { approve: true, rules: actor.rules },
    );
    await tx.execute(sql`update provided_services set operation_id = ${operationId} where id = ${serviceId}`);
    return serviceId;
  });
  return getService(db, id);
}

/** Owed (the calculation net of its reversal) and paid (payments net of refunds and reversals) of service `s`. */
const SETTLED = sql`(select
    coalesce(-sum((l->>'amount')::bigint) filter (where o.type = 'RENDERED_SERVICE_CALCULATED'), 0) as owed,
    coalesce(sum((l->>'amount')::bigint) filter (where o.type <> 'RENDERED_SERVICE_CALCULATED'), 0) as paid
  from money_operations o cross join lateral jsonb_array_elements(o.lines) l
  where o.doc_type = ${SERVICE_DOC} and o.doc_id = s.id and o.approved_at is not null
    and l->>'kind' = 'supplier')`;

const SERVICE_SELECT = sql`select s.id, s.service_date::text as service_date, s.supplier_id, sp.name as supplier_name,
    b.name as branch_name, ci.name as cost_item_name, s.description, s.currency, s.amount, st.owed, st.paid,
    s.status, cu.full_name as created_by_name
  from provided_services s
  cross join lateral ${SETTLED} st
  left join suppliers sp on sp.id = s.supplier_id
  left join branches b on b.id = s.branch_id
  left join cost_items ci on ci.id = s.cost_item_id
  left join users cu on cu.id = s.created_by`;

type ServiceDbRow = Omit<ProvidedServiceRow, 'id' | 'amount' | 'owed' | 'paid' | 'rest'> & {
  id: string;
  amount: string;
  owed: string;
  paid: string;
};

const presentService = (r: ServiceDbRow): ProvidedServiceRow => {
  const owed = BigInt(r.owed);
  const paid = BigInt(r.paid);
  return {
    ...r,
    id: Number(r.id),
    amount: fromMinor(BigInt(r.amount)),
    owed: fromMinor(owed),
    paid: fromMinor(paid),
    rest: fromMinor(owed - paid),
  };
};

export async function getService(db: DbOrTx, id: number): Promise<ProvidedServiceRow> {
  const rows = await db.execute<ServiceDbRow>(sql`${SERVICE_SELECT} where s.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return presentService(row);
}

/** Services rendered, newest first, server-paged, by supplier, branch, cost item, status and period. */
export async function listServices(db: Db, q: ProvidedServiceQuery) {
  const where: SQL[] = [sql`true`];
  if (q.supplier_id) where.push(sql`s.supplier_id = ${q.supplier_id}`);
  if (q.branch_id) where.push(sql`s.branch_id = ${q.branch_id}`);
  if (q.cost_item_id) where.push(sql`s.cost_item_id = ${q.cost_item_id}`);
  if (q.status) where.push(sql`s.status = ${q.status}`);
  if (q.date_from) where.push(sql`s.service_date >= ${q.date_from}`);
  if (q.date_to) where.push(sql`s.service_date <= ${q.date_to}`);
  const rows = await db.execute<ServiceDbRow>(sql`${SERVICE_SELECT} where ${sql.join(where, sql` and `)}
    order by s.service_date desc, s.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  return { data: rows.rows.map(presentService), meta: { page: q.page, per_page: q.per_page } };
}

type LockedService = {
  id: string;
  supplier_id: number;
  branch_id: number;
  currency: Currency;
  status: string;
  operation_id: string | null;
  owed: string;
  paid: string;
};

/** Locks a service for a payment or a cancellation, with what is owed and paid. */
async function lockService(tx: DbOrTx, id: number): Promise<LockedService> {
  const locked = await tx.execute(sql`select id from provided_services where id = ${id} for update`);
  if (!locked.rows[0]) throw notFound();
  const rows =
    await tx.execute<LockedService>(sql`select s.id, s.supplier_id, s.branch_id, s.currency, s.status,
      s.operation_id, st.owed, st.paid
    from provided_services s cross join lateral ${SETTLED} st where s.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  if (row.status !== 'APPROVED') throw conflict('expenses.errors.serviceCanceled');
  return row;
}

/** Cancels a service nothing has been paid on: its calculation is reversed (the supplier's debt falls back). */
export async function cancelService(db: Db, id: number, actor: Actor): Promise<ProvidedServiceRow> {
  await withTransactionRetry(db, async (tx) => {
    const service = await lockService(tx, id);
    if (BigInt(service.paid) !== 0n) throw conflict('expenses.errors.servicePaid');
    if (service.operation_id !== null) await cancel(tx, Number(service.operation_id), actor.userId);
    await tx.execute(sql`update provided_services set status = 'CANCELED' where id = ${id}`);
  });
  return getService(db, id);
}

/** The account money of a payment leaves or enters: a cashbox of the actor's, or a company bank account. */
async function paymentAccount(
  tx: DbOrTx,
  input: ServicePaymentInput,
  service: LockedService,
  actor: Actor,
): Promise<{ line: Omit<Line, 'amount'>; branchId: number; cashboxId: number | null }> {
  if (input.source === 'cash') {
    const rows = await tx.execute<{ id: number; branch_id: number; responsible_id: number; active: boolean }>(
      sql`select id, branch_id, responsible_id, active from cashboxes where id = ${input.cashbox_id ?? 0}`,
    );
    const box = rows.rows[0];
    if (!box) throw new FieldErrors([{ field: 'cashbox_id', key: 'validation.invalid' }]);
    if (box.responsible_id !== actor.userId && !checkRule('cashbox.all', actor.rules))
      throw new AppError(403, 'money.errors.notYourCashbox');
    if (!box.active) throw new AppError(409, 'money.errors.cashboxInactive');
    return {
      line: { kind: 'cashbox', ref: box.id, currency: service.currency },
      branchId: box.branch_id,
      cashboxId: box.id,
    };
  }
  const rows = await tx.execute<{ id: number; currency: string }>(
    sql`select id, currency from firm_account_numbers where id = ${input.bank_account_id ?? 0}`,
  );
  const account = rows.rows[0];
  if (!account) throw new FieldErrors([{ field: 'bank_account_id', key: 'validation.invalid' }]);
  if (account.currency !== service.currency)
    throw new FieldErrors([{ field: 'bank_account_id', key: 'money.errors.counterpartCurrency' }]);
  return {
    line: { kind: 'bank_account', ref: account.id, currency: service.currency },
    branchId: service.branch_id,
    cashboxId: null,
  };
}

/**
 * Pays a service (out: RENDERED_SERVICE_OUTPUT, cashbox or bank → supplier,
 * the supplier's debt falls) or takes a refund (in: RENDERED_SERVICE_INPUT),
 * posted at once. A payment past the rest, or a refund past what was paid, is
 * 409 naming the figure.
 */
export async function payService(
  db: Db,
  id: number,
  input: ServicePaymentInput,
  actor: Actor,
  idempotencyKey?: string,
): Promise<ProvidedServiceRow> {
  requireRule(actor, `${PAYMENT_RULE[input.direction]}.add`);
  await withTransactionRetry(db, async (tx) => {
    const service = await lockService(tx, id);
    const amount = toMinor(input.amount);
    const owed = BigInt(service.owed);
    const paid = BigInt(service.paid);
    const currency = service.currency;
    if (input.direction === 'out' && amount > owed - paid)
      throw conflict('expenses.errors.overpay', { rest: restText(owed - paid), currency });
    if (input.direction === 'in' && amount > paid)
      throw conflict('expenses.errors.overRefund', { paid: restText(paid), currency });
    const account = await paymentAccount(tx, input, service, actor);
    const sign = input.direction === 'out' ? 1n : -1n;
    await postOperation(
      tx,
      {
        type: input.direction === 'out' ? 'RENDERED_SERVICE_OUTPUT' : 'RENDERED_SERVICE_INPUT',
        branchId: account.branchId,
        cashboxId: account.cashboxId,
        date: await entryDate(tx, input.operation_date, 'operation_date'),
        amount,
        currency,
        counterpart: { kind: 'supplier', id: service.supplier_id },
        comment: input.comment,
        doc: { type: SERVICE_DOC, id },
        lines: [
          { ...account.line, amount: -sign * amount },
          { kind: 'supplier', ref: service.supplier_id, currency, amount: sign * amount },
        ],
        idempotencyKey,
      },
      actor.userId,
      { approve: true, rules: actor.rules },
    );
  });
  return getService(db, id);
}

/** Cancels a payment or refund of a service (`.cancel` of its type): reversed by the journal. */
export async function cancelPayment(db: Db, operationId: number, actor: Actor): Promise<ProvidedServiceRow> {
  const serviceId = await withTransactionRetry(db, async (tx) => {
    const op = await lockOperation(tx, operationId);
    const doc = await tx.execute<{ doc_type: string | null; doc_id: string | null }>(
      sql`select doc_type, doc_id from money_operations where id = ${operationId}`,
    );
    const header = doc.rows[0];
    const direction =
      op.type === 'RENDERED_SERVICE_OUTPUT' ? 'out' : op.type === 'RENDERED_SERVICE_INPUT' ? 'in' : null;
    if (!direction || header?.doc_type !== SERVICE_DOC || header.doc_id === null)
      throw conflict('expenses.errors.notServicePayment');
    requireRule(actor, `${PAYMENT_RULE[direction]}.cancel`);
    await lockService(tx, Number(header.doc_id));
    await cancel(tx, operationId, actor.userId);
    return Number(header.doc_id);
  });
  return getService(db, serviceId);
}

/** The payments and refunds of a service (and their reversals), oldest first. */
export async function servicePayments(db: Db, id: number): Promise<ServicePaymentRow[]> {
  const rows = await db.execute<
    Omit<ServicePaymentRow, 'id' | 'amount' | 'reversal_of'> & {
      id: string;
      amount: string;
      reversal_of: string | null;
    }
  >(sql`select o.id, o.type, o.status, o.business_date::text as business_date, o.amount, o.currency,
      c.name as cashbox_name,
      (select f.name from firm_account_numbers f where f.id = (select (l->>'ref')::bigint
        from jsonb_array_elements(o.lines) l where l->>'kind' = 'bank_account' limit 1)) as bank_account_name,
      o.reversal_of, cu.full_name as created_by_name
    from money_operations o
    left join cashboxes c on c.id = o.cashbox_id
    left join users cu on cu.id = o.created_by
    where o.doc_type = ${SERVICE_DOC} and o.doc_id = ${id} and o.type <> 'RENDERED_SERVICE_CALCULATED'
    order by o.id`);
  return rows.rows.map((r) => ({
    ...r,
    id: Number(r.id),
    amount: fromMinor(BigInt(r.amount)),
    reversal_of: r.reversal_of === null ? null : Number(r.reversal_of),
  }));
}
