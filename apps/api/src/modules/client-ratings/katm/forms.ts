import { createHash } from 'node:crypto';
import type { Lateness } from '@savdo/shared/contracts';
import { fromMinor } from '@savdo/shared/money';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { latenessOf } from '../../contracts/late.ts';
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

async function contractForm(
  tx: DbOrTx,
  form: 'CONTRACT' | 'SCHEDULE' | 'STATUS',
  id: number,
  date: string,
  known?: ReadonlyMap<number, Lateness>,
): Promise<BuiltForm | null> {
  const r = await one(
    tx,
    sql`select ${CONTRACT}, ${BORROWER} from contracts c
    join clients cl on cl.id = c.client_id where c.id = ${id} and c.status not in ('CREATED', 'CANCELED')`,
  );
  if (!r) return null;
  const base = {
    subjectKind: 'contract' as const,
    subjectId: id,
    claimId: claimIdOf(r.order_id ? Number(r.order_id) : null, id),
    clientId: Number(r.client_id),
    branchId: Number(r.branch_id),
  };
  if (form === 'CONTRACT') {
    const data = {
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
    return { ...base, version: hashOf(data), data };
  }
  if (form === 'SCHEDULE') {
    const rows = await tx.execute<Row>(sql`select n, due_date::text as due_date, amount, markup
      from contract_schedule where contract_id = ${id} order by n`);
    const data = {
      contract_number: r.number,
      currency: r.currency,
      schedule: rows.rows.map((s) => ({
        n: Number(s.n),
        due_date: s.due_date,
        amount: money(s.amount),
        principal: fromMinor(BigInt(s.amount ?? 0) - BigInt(s.markup ?? 0)),
        markup: money(s.markup),
      })),
    };
    return { ...base, version: hashOf(data), data };
  }
  const late = known?.has(id) ? known.get(id) : (await latenessOf(tx, [id], date)).get(id);
  return {
    ...base,
    version: date,
    data: {
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
    },
  };
}

async function repaymentForm(tx: DbOrTx, id: number): Promise<BuiltForm | null> {
  const r = await one(
    tx,
    sql`select s.id, s.kind, s.amount, s.business_date::text as business_date, s.method,
      s.reversal_of, c.id as contract_id, c.order_id, c.client_id, c.branch_id, c.number, c.currency
    from contract_settlements s join contracts c on c.id = s.contract_id where s.id = ${id}`,
  );
  if (!r) return null;
  return {
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
  };
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
 * The form about a subject, or null when there is none (no such subject, an
 * order not declined…). `lateness`: the contracts' late figures as of `date`
 * when the caller read them for a whole batch at once (a status form reads
 * its own otherwise).
 */
export function buildForm(
  tx: DbOrTx,
  form: KatmForm,
  subjectId: number,
  date: string,
  lateness?: ReadonlyMap<number, Lateness>,
): Promise<BuiltForm | null> {
  if (form === 'APPLICATION' || form === 'DECLINE') return orderForm(tx, form, subjectId);
  if (form === 'REPAYMENT') return repaymentForm(tx, subjectId);
  return contractForm(tx, form, subjectId, date, lateness);
}
