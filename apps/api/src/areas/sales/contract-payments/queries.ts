import type { ContractStatus, SettlementKind } from '@savdo/shared/contracts';
import { type Currency, fromMinor, toMinor } from '@savdo/shared/money';
import type {
  AllocationLine,
  ContractPaymentDetail,
  ContractPaymentQuery,
  ContractPaymentRow,
  PaymentSource,
} from '@savdo/shared/schemas/contract-payments';
import { type SQL, sql } from 'drizzle-orm';
import { clientFunds } from '../../../ledgers/money/client-funds.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { settlementSourceSql } from '../contracts/settlement-source.ts';

/** Reading contract payments (settlements that took money): one, with where it went, or a page of them. */

const SELECT = sql`select s.id, s.kind, s.status, s.business_date::text as business_date, s.contract_id,
    c.number as contract_number, b.prefix as branch_prefix, b.name as branch_name, c.client_id,
    cl.full_name as client_name, s.amount, c.currency, s.paid_amount, s.paid_currency, s.rate, s.overpaid, s.method,
    s.cashbox_id, cb.name as cashbox_name, s.operation_id, s.reason,
    (select r.id from contract_settlements r where r.reversal_of = s.id) as reversed_by,
    (select r.reason from contract_settlements r where r.reversal_of = s.id) as cancel_reason,
    (select x.amount from contract_settlements x where x.linked_id = s.id and x.kind = 'EARLY_CLOSE_BONUS') as bonus,
    u.full_name as created_by_name, ${settlementSourceSql}
  from contract_settlements s
  join contracts c on c.id = s.contract_id
  join clients cl on cl.id = c.client_id
  left join branches b on b.id = c.branch_id
  left join cashboxes cb on cb.id = s.cashbox_id
  left join users u on u.id = s.created_by`;

type Raw = Record<keyof ContractPaymentRow, string | null> & Record<string, unknown>;

const num = (v: string | null) => (v === null ? null : Number(v));
const minor = (v: string | null) => (v === null ? null : fromMinor(BigInt(v)));

function present(r: Raw): ContractPaymentRow {
  return {
    id: Number(r.id),
    kind: r.kind as SettlementKind,
    status: r.status as ContractPaymentRow['status'],
    business_date: r.business_date ?? '',
    contract_id: Number(r.contract_id),
    contract_number: Number(r.contract_number),
    branch_prefix: r.branch_prefix,
    branch_name: r.branch_name,
    client_id: Number(r.client_id),
    client_name: r.client_name ?? '',
    amount: fromMinor(BigInt(r.amount ?? 0)),
    currency: r.currency as Currency,
    paid_amount: minor(r.paid_amount),
    paid_currency: r.paid_currency as Currency | null,
    rate: r.rate,
    overpaid: fromMinor(BigInt(r.overpaid ?? 0)),
    method: r.method,
    cashbox_id: num(r.cashbox_id),
    cashbox_name: r.cashbox_name,
    operation_id: num(r.operation_id),
    reason: r.reason,
    reversed_by: num(r.reversed_by),
    cancel_reason: r.cancel_reason,
    bonus: minor(r.bonus),
    created_by_name: r.created_by_name,
    source: r.source as PaymentSource | null,
  };
}

/** The instalments a settlement went to, bucketed as of its date (overdue, the current one, future ones). */
export async function allocationLines(db: DbOrTx, settlementId: number): Promise<AllocationLine[]> {
  const rows = await db.execute<{ n: number; amount: string; due_date: string; on: string }>(sql`
    select a.n, sum(a.amount)::text as amount, s.due_date::text as due_date, min(a.business_date)::text as on
    from contract_allocations a
    join contract_schedule s on s.contract_id = a.contract_id and s.n = a.n
    where a.settlement_id = ${settlementId} group by a.n, s.due_date having sum(a.amount) <> 0
    order by s.due_date, a.n`);
  let current = false;
  return rows.rows.map((a) => {
    const overdue = a.due_date < a.on;
    const bucket = overdue ? 'overdue' : current ? 'future' : 'current';
    if (!overdue) current = true;
    return { n: Number(a.n), due_date: a.due_date, amount: fromMinor(BigInt(a.amount)), bucket };
  });
}

/** One payment with its allocation, the contract after it and the client's account now (404 when none). */
export async function paymentDetail(
  db: DbOrTx,
  id: number,
  kinds: readonly SettlementKind[],
): Promise<ContractPaymentDetail> {
  const rows = await db.execute<Raw>(sql`${SELECT} where s.id = ${id}`);
  const raw = rows.rows[0];
  if (!raw || !kinds.includes(raw.kind as SettlementKind)) throw notFound();
  const row = present(raw);
  const contract = await db.execute<{ rest: string; status: ContractStatus }>(
    sql`select rest, status from contracts where id = ${row.contract_id}`,
  );
  const funds = await clientFunds(db, row.client_id, row.currency);
  return {
    ...row,
    allocations: await allocationLines(db, id),
    contract_rest: fromMinor(BigInt(contract.rows[0]?.rest ?? 0)),
    contract_status: contract.rows[0]?.status ?? 'ACTIVE',
    account: fromMinor(funds < 0n ? 0n : funds),
  };
}

/** Totals are exact up to this many matching rows. */
const EXACT_TOTAL_LIMIT = 10_000;

/** The filters of a payment list, each served by an index of `contract_settlements` with the date order. */
function where(kind: SettlementKind, q: ContractPaymentQuery): SQL {
  const c: SQL[] = [sql`s.kind = ${kind}`, sql`s.reversal_of is null`];
  if (q.date_from) c.push(sql`s.business_date >= ${q.date_from}`);
  if (q.date_to) c.push(sql`s.business_date <= ${q.date_to}`);
  if (q.cashbox_id) c.push(sql`s.cashbox_id = ${q.cashbox_id}`);
  if (q.branch_id) c.push(sql`s.branch_id = ${q.branch_id}`);
  if (q.method) c.push(sql`s.method = ${q.method}`);
  if (q.currency) c.push(sql`coalesce(s.paid_currency, s.currency) = ${q.currency}`);
  if (q.amount_from) c.push(sql`coalesce(s.paid_amount, s.amount) >= ${toMinor(q.amount_from)}`);
  if (q.amount_to) c.push(sql`coalesce(s.paid_amount, s.amount) <= ${toMinor(q.amount_to)}`);
  if (q.contract_id) c.push(sql`s.contract_id = ${q.contract_id}`);
  if (q.status) c.push(sql`s.status = ${q.status}`);
  return sql.join(c, sql` and `);
}

/** A page of one kind's payments, newest first, with the count (exact up to 10 000). */
export async function listPayments(db: DbOrTx, kind: SettlementKind, q: ContractPaymentQuery) {
  const filter = where(kind, q);
  const [rows, total] = await Promise.all([
    db.execute<Raw>(sql`${SELECT}
      join (select s.id from contract_settlements s where ${filter} order by s.business_date desc, s.id desc
        limit ${q.per_page} offset ${(q.page - 1) * q.per_page}) page on page.id = s.id
      order by s.business_date desc, s.id desc`),
    db.execute<{ total: string }>(sql`select count(*) as total from
      (select 1 from contract_settlements s where ${filter} limit ${EXACT_TOTAL_LIMIT + 1}) x`),
  ]);
  const counted = Number(total.rows[0]?.total ?? 0);
  return {
    data: rows.rows.map(present),
    meta: { page: q.page, per_page: q.per_page, total: counted, total_exact: counted <= EXACT_TOTAL_LIMIT },
  };
}
