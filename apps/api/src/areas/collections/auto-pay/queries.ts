import { documentNumber } from '@savdo/shared/documents';
import { type Currency, fromMinor } from '@savdo/shared/money';
import type {
  AutoPayContractQuery,
  AutoPayContractRow,
  CardLinkQuery,
  CardLinkRow,
  CardQuery,
  ContractCardRow,
  DebitQuery,
  DebitRow,
  OnlinePaymentQuery,
  OnlinePaymentRow,
} from '@savdo/shared/schemas/auto-pay';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';

/**
 * The auto-pay screens' lists: server-paged, newest first, each filter
 * served by an index (auto-pay-schema.ts), the count exact up to 10 000.
 */

const EXACT_TOTAL_LIMIT = 10_000;
type Raw = Record<string, string | number | boolean | null>;

async function paged<T>(
  db: DbOrTx,
  q: { page: number; per_page: number },
  base: { select: SQL; from: SQL; where: SQL[]; order: SQL },
  present: (r: Raw) => T,
) {
  const where = base.where.length > 0 ? sql`where ${sql.join(base.where, sql` and `)}` : sql``;
  const [rows, total] = await Promise.all([
    db.execute<Raw>(sql`select ${base.select} from ${base.from} ${where} order by ${base.order}
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute<{ total: string }>(sql`select count(*) as total from
      (select 1 from ${base.from} ${where} limit ${EXACT_TOTAL_LIMIT + 1}) x`),
  ]);
  const counted = Number(total.rows[0]?.total ?? 0);
  return {
    data: rows.rows.map(present),
    meta: { page: q.page, per_page: q.per_page, total: counted, total_exact: counted <= EXACT_TOTAL_LIMIT },
  };
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const money = (v: unknown) => (v === null || v === undefined ? null : fromMinor(BigInt(String(v))));
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

export function listCards(db: DbOrTx, q: CardQuery) {
  const where: SQL[] = [];
  if (q.client_id) where.push(sql`k.client_id = ${q.client_id}`);
  if (q.status) where.push(sql`k.status = ${q.status}`);
  return paged<ContractCardRow>(
    db,
    q,
    {
      select: sql`k.id, k.client_id, cl.full_name as client_name, k.masked_number, k.expire, k.phone, k.status,
        k.created_at, u.full_name as created_by_name,
        (select count(*) from contract_card_links l where l.card_id = k.id and l.active) as contracts`,
      from: sql`contract_cards k join clients cl on cl.id = k.client_id left join users u on u.id = k.created_by`,
      where,
      order: sql`k.id desc`,
    },
    (r) => ({
      id: Number(r.id),
      client_id: Number(r.client_id),
      client_name: String(r.client_name ?? ''),
      masked_number: String(r.masked_number),
      expire: String(r.expire),
      phone: text(r.phone),
      status: r.status as ContractCardRow['status'],
      contracts: Number(r.contracts ?? 0),
      created_at: new Date(String(r.created_at)).toISOString(),
      created_by_name: text(r.created_by_name),
    }),
  );
}

export function listLinks(db: DbOrTx, q: CardLinkQuery) {
  const where: SQL[] = [sql`l.active`];
  if (q.client_id) where.push(sql`k.client_id = ${q.client_id}`);
  if (q.card_id) where.push(sql`l.card_id = ${q.card_id}`);
  if (q.branch_id) where.push(sql`c.branch_id = ${q.branch_id}`);
  return paged<CardLinkRow>(
    db,
    q,
    {
      select: sql`l.id, l.card_id, k.masked_number, k.status as card_status, l.contract_id, c.number as contract_number,
        b.prefix as branch_prefix, c.client_id, cl.full_name as client_name, c.status as contract_status, l.auto_pay,
        l.created_at`,
      from: sql`contract_card_links l join contract_cards k on k.id = l.card_id
        join contracts c on c.id = l.contract_id join clients cl on cl.id = c.client_id
        left join branches b on b.id = c.branch_id`,
      where,
      order: sql`l.id desc`,
    },
    (r) => ({
      id: Number(r.id),
      card_id: Number(r.card_id),
      masked_number: String(r.masked_number),
      card_status: r.card_status as CardLinkRow['card_status'],
      contract_id: Number(r.contract_id),
      contract_number: Number(r.contract_number),
      branch_prefix: text(r.branch_prefix),
      client_id: Number(r.client_id),
      client_name: String(r.client_name ?? ''),
      contract_status: String(r.contract_status),
      auto_pay: r.auto_pay === true,
      created_at: new Date(String(r.created_at)).toISOString(),
    }),
  );
}

/** `list-of-contracts` (connected false: ACTIVE contracts with an active card, not connected) and `connected-list-of-contracts`. */
export function listAutoPayContracts(db: DbOrTx, q: AutoPayContractQuery, connected: boolean) {
  const where: SQL[] = [sql`l.active`, sql`l.auto_pay = ${connected}`];
  if (!connected) where.push(sql`c.status = 'ACTIVE'`, sql`k.status = 'ACTIVE'`);
  if (q.branch_id) where.push(sql`c.branch_id = ${q.branch_id}`);
  if (q.client_id) where.push(sql`c.client_id = ${q.client_id}`);
  return paged<AutoPayContractRow>(
    db,
    q,
    {
      select: sql`l.id as link_id, c.id as contract_id, c.number as contract_number, b.prefix as branch_prefix,
        c.client_id, cl.full_name as client_name, k.masked_number, k.status as card_status, c.currency, c.monthly,
        c.rest,
        c.next_due_date::text as next_due_date, l.auto_pay, l.auto_pay_since,
        last.status as last_status, last.business_date::text as last_date, last.amount as last_amount,
        last.error as last_error`,
      from: sql`contract_card_links l join contract_cards k on k.id = l.card_id
        join contracts c on c.id = l.contract_id join clients cl on cl.id = c.client_id
        left join branches b on b.id = c.branch_id
        left join lateral (select d.status, d.business_date, d.amount, d.error from auto_pay_debits d
          where d.contract_id = c.id order by d.id desc limit 1) last on true`,
      where,
      order: sql`l.id desc`,
    },
    (r) => ({
      link_id: Number(r.link_id),
      contract_id: Number(r.contract_id),
      contract_number: Number(r.contract_number),
      branch_prefix: text(r.branch_prefix),
      client_id: Number(r.client_id),
      client_name: String(r.client_name ?? ''),
      masked_number: String(r.masked_number),
      card_status: r.card_status as AutoPayContractRow['card_status'],
      currency: r.currency as Currency,
      monthly: money(r.monthly) ?? '0.00',
      rest: money(r.rest) ?? '0.00',
      next_due_date: text(r.next_due_date),
      auto_pay: r.auto_pay === true,
      auto_pay_since: r.auto_pay_since ? new Date(String(r.auto_pay_since)).toISOString() : null,
      last_status: (r.last_status ?? null) as AutoPayContractRow['last_status'],
      last_date: text(r.last_date),
      last_amount: money(r.last_amount),
      last_error: text(r.last_error),
    }),
  );
}

export function listDebits(db: DbOrTx, q: DebitQuery) {
  const where: SQL[] = [];
  if (q.date_from) where.push(sql`d.business_date >= ${q.date_from}`);
  if (q.date_to) where.push(sql`d.business_date <= ${q.date_to}`);
  if (q.status) where.push(sql`d.status = ${q.status}`);
  if (q.branch_id) where.push(sql`d.branch_id = ${q.branch_id}`);
  if (q.contract_id) where.push(sql`d.contract_id = ${q.contract_id}`);
  return paged<DebitRow>(
    db,
    q,
    {
      select: sql`d.id, d.business_date::text as business_date, d.due_date::text as due_date, d.contract_id,
        c.number as contract_number, b.prefix as branch_prefix, cl.full_name as client_name, d.n, k.masked_number,
        d.amount, c.currency, d.rate::text as rate, d.charged_uzs, d.status, d.receipt_id, d.settlement_id, d.error_code, d.error, d.attempts, d.step, d.paid_at,
        d.cancel_reason`,
      from: sql`auto_pay_debits d join contracts c on c.id = d.contract_id join clients cl on cl.id = c.client_id
        join contract_cards k on k.id = d.card_id left join branches b on b.id = d.branch_id`,
      where,
      order: sql`d.business_date desc, d.id desc`,
    },
    (r) => ({
      id: Number(r.id),
      business_date: String(r.business_date),
      due_date: String(r.due_date),
      contract_id: Number(r.contract_id),
      contract_number: Number(r.contract_number),
      branch_prefix: text(r.branch_prefix),
      client_name: String(r.client_name ?? ''),
      n: Number(r.n),
      masked_number: String(r.masked_number),
      amount: money(r.amount) ?? '0.00',
      currency: r.currency as Currency,
      rate: text(r.rate),
      charged_uzs: money(r.charged_uzs),
      status: r.status as DebitRow['status'],
      receipt_id: text(r.receipt_id),
      settlement_id: num(r.settlement_id),
      error_code: num(r.error_code),
      error: text(r.error),
      attempts: Number(r.attempts ?? 0),
      step: Number(r.step ?? 0),
      paid_at: r.paid_at ? new Date(String(r.paid_at)).toISOString() : null,
      cancel_reason: text(r.cancel_reason),
    }),
  );
}

export function listOnlinePayments(db: DbOrTx, q: OnlinePaymentQuery) {
  const where: SQL[] = [];
  if (q.date_from) where.push(sql`p.business_date >= ${q.date_from}`);
  if (q.date_to) where.push(sql`p.business_date <= ${q.date_to}`);
  if (q.provider) where.push(sql`p.provider = ${q.provider}`);
  if (q.state) where.push(sql`p.state = ${Number(q.state)}`);
  if (q.branch_id) where.push(sql`p.branch_id = ${q.branch_id}`);
  return paged<OnlinePaymentRow>(
    db,
    q,
    {
      select: sql`p.id, p.provider, p.provider_id, p.business_date::text as business_date, p.contract_id,
        c.number as contract_number, b.prefix as branch_prefix, cl.full_name as client_name, p.amount, p.state,
        p.reason, p.settlement_id, p.created_at`,
      from: sql`online_payments p join contracts c on c.id = p.contract_id join clients cl on cl.id = c.client_id
        left join branches b on b.id = p.branch_id`,
      where,
      order: sql`p.business_date desc, p.id desc`,
    },
    (r) => ({
      id: Number(r.id),
      provider: r.provider as OnlinePaymentRow['provider'],
      provider_id: String(r.provider_id),
      business_date: String(r.business_date),
      contract_id: Number(r.contract_id),
      contract_number: Number(r.contract_number),
      branch_prefix: text(r.branch_prefix),
      client_name: String(r.client_name ?? ''),
      amount: money(r.amount) ?? '0.00',
      state: Number(r.state),
      reason: num(r.reason),
      settlement_id: num(r.settlement_id),
      created_at: new Date(String(r.created_at)).toISOString(),
    }),
  );
}

/** A client's contracts that take money (for attaching a card). */
export async function clientContracts(db: DbOrTx, clientId: number) {
  const rows = await db.execute<{ id: number; number: number; prefix: string | null; status: string }>(
    sql`select c.id::int as id, c.number::int as number, b.prefix, c.status from contracts c
      left join branches b on b.id = c.branch_id
      where c.client_id = ${clientId} and c.status in ('ACTIVE', 'FREEZE') order by c.id desc limit 100`,
  );
  return rows.rows.map((r) => ({
    id: r.id,
    name: documentNumber(r.prefix, r.number),
    status: r.status,
  }));
}
