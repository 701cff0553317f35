import { createHash } from 'node:crypto';
import type { Lateness } from '@savdo/shared/contracts';
import { fromMinor } from '@savdo/shared/money';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../platform/db/client.ts';
import { latenessOf } from '../../../sales/contracts/late.ts';
import type { KatmForm } from './provider.ts';

/**
 * The bureau's forms made from the project's data. Each answers the subject
 * it is about (an order, a contract, a settlement), its version (the same
 * version is never sent twice: the application and decline once, a
 * contract's or schedule's content by its hash, a repayment by its
 * settlement, a status by its date), the claim id, the client and branch,
 * and the form's fields. Amounts are decimal strings of the currency.
 */
export interface BuiltForm {
  subjectKind: 'order' | 'contract' | 'settlement';
  subjectId: number;
  version: string;
  claimId: string;
  clientId: number;
  branchId: number;
  data: Record<string, unknown>;
}

/** The claim an order opens; a contract made without an order is its own claim. */
export const claimIdOf = (orderId: number | null, contractId: number) =>
  orderId ? `SAVDO-O${orderId}` : `SAVDO-C${contractId}`;

const hashOf = (data: unknown) =>
  createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16);
const money = (v: string | null | undefined) => fromMinor(BigInt(v ?? 0));

type Row = Record<string, string | null>;
const one = async (tx: DbOrTx, query: ReturnType<typeof sql>): Promise<Row | undefined> =>
  (await tx.execute<Row>(query)).rows[0];

/** The borrower as the bureau identifies them. */
const BORROWER = sql`cl.pinfl, cl.passport, cl.full_name, cl.birth_date::text as birth_date, cl.gender,
  cl.phones[1] as phone`;
const borrower = (r: Row) => ({
  pinfl: r.pinfl,
  passport: r.passport,
  full_name: r.full_name,
  birth_date: r.birth_date,
  gender: r.gender,
  phone: r.phone,
});

async function orderForm(tx: DbOrTx, form: 'APPLICATION' | 'DECLINE', id: number): Promise<BuiltForm | null> {
  const r = await one(
    tx,
    sql`select o.id, o.client_id, o.branch_id, o.status, o.currency, o.months, o.prepayment,
      o.decision_reason, (o.created_at at time zone 'Asia/Tashkent')::date::text as created_on,
      (o.decided_at at time zone 'Asia/Tashkent')::date::text as decided_on,
      (select coalesce(sum(i.price * i.quantity / 1000 - i.discount), 0) from client_order_items i
        where i.order_id = o.id)::text as amount, ${BORROWER}
    from client_orders o join clients cl on cl.id = o.client_id where o.id = ${id}`,
  );
  if (!r || (form === 'DECLINE' && r.status !== 'REJECTED')) return null;
  const base = {
    subjectKind: 'order' as const,
    subjectId: id,
    version: '1',
    claimId: claimIdOf(id, 0),
    clientId: Number(r.client_id),
    branchId: Number(r.branch_id),
  };
  if (form === 'DECLINE')
    return { ...base, data: { decline_date: r.decided_on, reason: r.decision_reason, ...borrower(r) } };
  return {
    ...base,
    data: {
      claim_date: r.created_on,
      amount: money(r.amount),
      prepayment: money(r.prepayment),
      currency: r.currency,
      term_months: Number(r.months),
      credit_type: 'INSTALMENT',
      ...borrower(r),
    },
  };
}

const CONTRACT = sql`c.id, c.order_id, c.client_id, c.branch_id, c.number, c.status, c.currency,
  c.contract_date::text as contract_date, c.months, c.price, c.discount, c.prepayment, c.financed,
  c.markup_amount, c.debt, c.rest, c.markup_percent, c.closed_on::text as closed_on`;

/** Ids as one SQL list of bigints. */
const inList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );

/** The contracts of `ids` that the bureau may hear of (signed), by id. */
async function contractRows(tx: DbOrTx, ids: readonly number[]): Promise<Map<number, Row>> {
  const rows = await tx.execute<Row>(sql`select ${CONTRACT}, ${BORROWER} from contracts c
    join clients cl on cl.id = c.client_id where c.id in (${inList(ids)}) and c.status not in ('CREATED', 'CANCELED')`);
  return new Map(rows.rows.map((r) => [Number(r.id), r]));
}

/** The schedule rows of the contracts of `ids`, by contract, in order. */
async function scheduleRows(tx: DbOrTx, ids: readonly number[]): Promise<Map<number, Row[]>> {
  const rows = await tx.execute<Row>(sql`select contract_id, n, due_date::text as due_date, amount, markup
    from contract_schedule where contract_id in (${inList(ids)}) order by contract_id, n`);
  const out = new Map<number, Row[]>();
  for (const r of rows.rows) {
    const id = Number(r.contract_id);
    const rows = out.get(id);
    if (rows) rows.push(r);
    else out.set(id, [r]);
  }
  return out;
}

function contractBase(id: number, r: Row) {
  return {
    subjectKind: 'contract' as const,
    subjectId: id,
    claimId: claimIdOf(r.order_id ? Number(r.order_id) : null, id),
    clientId: Number(r.client_id),
    branchId: Number(r.branch_id),
  };
}

function contractData(r: Row) {
  return {
    contract_number: r.number,
    contract_date: r.contract_date,
    currency: r.currency,
    price: money(r.price),
    discount: money(r.discount),
    prepayment: money(r.prepayment),
    principal: money(r.financed),
    markup: money(r.markup_amount),
    markup_percent: r.markup_percent,
    total_debt: money(r.debt),
    term_months: Number(r.months),
    ...borrower(r),
  };
}

function scheduleData(r: Row, rows: readonly Row[]) {
  return {
    contract_number: r.number,
    currency: r.currency,
    schedule: rows.map((s) => ({
      n: Number(s.n),
      due_date: s.due_date,
      amount: money(s.amount),
      principal: fromMinor(BigInt(s.amount ?? 0) - BigInt(s.markup ?? 0)),
      markup: money(s.markup),
    })),
  };
}

function statusData(r: Row, date: string, late: Lateness | undefined) {
  return {
    contract_number: r.number,
    report_date: date,
    status: r.status === 'ACTIVE' || r.status === 'FREEZE' ? 'OPEN' : 'CLOSED',
    contract_status: r.status,
    closed_on: r.closed_on,
    currency: r.currency,
    rest: money(r.rest),
    overdue: fromMinor(late?.overdue ?? 0n),
    overdue_days: late?.daysLate ?? 0,
    overdue_months: late?.lateMonths ?? 0,
  };
}

/** The contract, schedule or status forms of the contracts of `ids`, read in three queries at most. */
async function contractForms(
  tx: DbOrTx,
  form: 'CONTRACT' | 'SCHEDULE' | 'STATUS',
  ids: readonly number[],
  date: string,
  known?: ReadonlyMap<number, Lateness>,
): Promise<Map<number, BuiltForm>> {
  const contracts = await contractRows(tx, ids);
  const found = [...contracts.keys()];
  const out = new Map<number, BuiltForm>();
  if (found.length === 0) return out;
  const schedules = form === 'SCHEDULE' ? await scheduleRows(tx, found) : undefined;
  const missing = found.filter((id) => !known?.has(id));
  const read = form === 'STATUS' && missing.length > 0 ? await latenessOf(tx, missing, date) : undefined;
  for (const [id, r] of contracts) {
    const base = contractBase(id, r);
    if (form === 'STATUS') {
      const data = statusData(r, date, known?.get(id) ?? read?.get(id));
      out.set(id, { ...base, version: date, data });
    } else {
      const data = form === 'CONTRACT' ? contractData(r) : scheduleData(r, schedules?.get(id) ?? []);
      out.set(id, { ...base, version: hashOf(data), data });
    }
  }
  return out;
}

/** The repayment forms of the settlements of `ids`, read in one query. */
async function repaymentForms(tx: DbOrTx, ids: readonly number[]): Promise<Map<number, BuiltForm>> {
  const rows =
    await tx.execute<Row>(sql`select s.id, s.kind, s.amount, s.business_date::text as business_date,
      s.method, s.reversal_of, c.id as contract_id, c.order_id, c.client_id, c.branch_id, c.number, c.currency
    from contract_settlements s join contracts c on c.id = s.contract_id where s.id in (${inList(ids)})`);
  const out = new Map<number, BuiltForm>();
  for (const r of rows.rows) {
    const id = Number(r.id);
    out.set(id, {
      subjectKind: 'settlement',
      subjectId: id,
      version: '1',
      claimId: claimIdOf(r.order_id ? Number(r.order_id) : null, Number(r.contract_id)),
      clientId: Number(r.client_id),
      branchId: Number(r.branch_id),
      data: {
        contract_number: r.number,
        payment_id: id,
        payment_date: r.business_date,
        kind: r.kind,
        method: r.method,
        currency: r.currency,
        amount: money(r.amount),
        reversal_of: r.reversal_of ? Number(r.reversal_of) : null,
      },
    });
  }
  return out;
}

/** What each form is about. */
export const SUBJECT_OF: Record<KatmForm, 'order' | 'contract' | 'settlement'> = {
  APPLICATION: 'order',
  DECLINE: 'order',
  CONTRACT: 'contract',
  SCHEDULE: 'contract',
  STATUS: 'contract',
  REPAYMENT: 'settlement',
};

/**
 * The forms about many subjects of one kind, by subject id (a subject with
 * no form is absent: no such subject, an order not declined…), read in a
 * few queries for the whole list. `lateness`: the contracts' late figures as
 * of `date` when the caller has them (status forms read the rest).
 */
export async function buildForms(
  tx: DbOrTx,
  form: KatmForm,
  ids: readonly number[],
  date: string,
  lateness?: ReadonlyMap<number, Lateness>,
): Promise<Map<number, BuiltForm>> {
  if (ids.length === 0) return new Map();
  if (form === 'REPAYMENT') return repaymentForms(tx, ids);
  if (form === 'APPLICATION' || form === 'DECLINE') {
    const out = new Map<number, BuiltForm>();
    for (const id of ids) {
      const built = await orderForm(tx, form, id);
      if (built) out.set(id, built);
    }
    return out;
  }
  return contractForms(tx, form, ids, date, lateness);
}

/** The form about one subject, or null when there is none. */
export async function buildForm(
  tx: DbOrTx,
  form: KatmForm,
  subjectId: number,
  date: string,
  lateness?: ReadonlyMap<number, Lateness>,
): Promise<BuiltForm | null> {
  return (await buildForms(tx, form, [subjectId], date, lateness)).get(subjectId) ?? null;
}
