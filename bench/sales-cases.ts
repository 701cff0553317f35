import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type SettleResult, settleContract } from '../apps/api/src/areas/sales/contracts/settle.ts';
import type { Db, DbOrTx } from '../apps/api/src/platform/db/client.ts';

/**
 * The SQL and service calls the sales bench times, one small function per
 * case, named after it: what the cashier's and the contract screens need.
 * Written against the schema (apps/api/src/areas/sales/contracts/schema.ts) while the
 * endpoints are being built: point each at the endpoint's own query
 * function once it is in (bench/sales.ts times them over HTTP as well when
 * the endpoints exist).
 */

/** A page of the search box and of the lists. */
export const PAGE = 20;

/**
 * Contracts of the clients whose name key starts with `keyPrefix` (the
 * typed text folded: Latin or Cyrillic give the same key), in name order:
 * the first 20 clients by `clients_name_key` (name_key text_pattern_ops, id), then
 * their contracts by `contracts_client`.
 */
export async function findContractsByName(db: DbOrTx, keyPrefix: string) {
  const like = `${keyPrefix.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const rows = await db.execute(sql`select k.id, k.number, k.branch_id, k.status, k.rest, k.next_due_date,
      c.id as client_id, c.full_name, c.pinfl, c.phones
    from (select id, full_name, name_key, pinfl, phones from clients
          where name_key like ${like} order by name_key using ~<~, id limit ${PAGE}) c
    join contracts k on k.client_id = c.id
    order by c.name_key using ~<~, c.id, k.id`);
  return rows.rows;
}

/** Contracts of the client with this PINFL (`clients_pinfl`, then `contracts_client`). */
export async function findContractsByPinfl(db: DbOrTx, pinfl: string) {
  const rows = await db.execute(sql`select k.id, k.number, k.branch_id, k.status, k.rest, k.next_due_date,
      c.id as client_id, c.full_name, c.pinfl, c.phones
    from clients c join contracts k on k.client_id = c.id
    where c.pinfl = ${pinfl} order by k.id desc limit ${PAGE}`);
  return rows.rows;
}

/**
 * Contracts of the clients with this phone among theirs: the clients first
 * (GIN `clients_phones`, at most 50), then their contracts
 * (`contracts_client`). Written as one join ordered by contract with a
 * limit, the planner guesses 0.5 % of the clients hold any phone (it keeps
 * no statistics of single array elements) and walks the contracts backwards
 * by id instead, checking each client's phones: 546 ms at 300,000
 * contracts, and growing with them.
 */
export async function findContractsByPhone(db: DbOrTx, phone: string) {
  const rows = await db.execute(sql`with c as materialized (
      select id, full_name, pinfl, phones from clients where phones @> array[${phone}]::text[] limit 50
    )
    select k.id, k.number, k.branch_id, k.status, k.rest, k.next_due_date,
      c.id as client_id, c.full_name, c.pinfl, c.phones
    from c join contracts k on k.client_id = c.id order by k.id desc limit ${PAGE}`);
  return rows.rows;
}

/**
 * A contract as its screen opens it: the head with the client, branch and
 * tariff; the goods; the schedule with what is due, paid and left per row
 * and what was settled by `asOf` (the late figures follow from it); the
 * settlements with their allocations; the events. Primary keys and the
 * `(contract_id, …)` indexes of each table.
 */
export async function openContract(db: DbOrTx, id: number, asOf: string) {
  const head = await db.execute(sql`select c.*, cl.full_name as client_name, cl.pinfl, cl.passport, cl.phones,
      b.name as branch_name, t.name as tariff_name, u.full_name as responsible_name
    from contracts c join clients cl on cl.id = c.client_id left join branches b on b.id = c.branch_id
    left join contract_tariffs t on t.id = c.tariff_id left join users u on u.id = c.responsible_id
    where c.id = ${id}`);
  const [goods, schedule, settlements, allocations, events] = await Promise.all([
    db.execute(sql`select i.*, p.name as product_name from contract_items i
      left join products p on p.id = i.product_id where i.contract_id = ${id} order by i.id`),
    db.execute(sql`select s.n, s.due_date, s.amount, s.markup, s.paid, s.forgiven,
        s.amount - s.paid - s.forgiven as left_amount,
        (select coalesce(sum(a.amount), 0) from contract_allocations a
          where a.contract_id = s.contract_id and a.n = s.n and a.business_date <= ${asOf}) as settled_as_of
      from contract_schedule s where s.contract_id = ${id} order by s.n`),
    db.execute(sql`select s.id, s.kind, s.status, s.business_date, s.amount, s.overpaid, s.method, s.cashbox_id,
        cb.name as cashbox_name, s.operation_id, s.reversal_of, u.full_name as created_by_name, s.created_at
      from contract_settlements s left join cashboxes cb on cb.id = s.cashbox_id
      left join users u on u.id = s.created_by where s.contract_id = ${id} order by s.id`),
    db.execute(sql`select settlement_id, n, amount, markup, forgives from contract_allocations
      where contract_id = ${id} order by settlement_id, n`),
    db.execute(sql`select e.id, e.event, e.from_status, e.to_status, e.business_date, e.data
      from contract_events e where e.contract_id = ${id} order by e.id`),
  ]);
  if (head.rows.length !== 1 || schedule.rows.length === 0) throw new Error(`contract ${id} not found`);
  return { head: head.rows[0], goods: goods.rows, schedule: schedule.rows, settlements, allocations, events };
}

export interface PaymentTaken {
  contractId: number;
  cashboxId: number;
  amount: bigint;
  date: string;
  userId: number;
}

/** A cashier takes a payment: `settleContract` (PAYMENT, cash) in its own transaction, with an idempotency key. */
export function takePayment(db: Db, p: PaymentTaken): Promise<SettleResult> {
  return db.transaction((tx) =>
    settleContract(
      tx,
      {
        contractId: p.contractId,
        kind: 'PAYMENT',
        amount: p.amount,
        date: p.date,
        method: 'CASH',
        cashboxId: p.cashboxId,
        idempotencyKey: randomUUID(),
      },
      { userId: p.userId },
    ),
  );
}

/**
 * The first page of a branch's overdue contracts as of `today`, oldest
 * unpaid due date first (`contracts_branch_overdue`: (branch_id,
 * next_due_date) where ACTIVE), each with its overdue sum and late months
 * from its schedule rows due before today (the schedule's primary key).
 */
export async function overdueContractsOfBranch(db: DbOrTx, branchId: number, today: string) {
  const rows = await db.execute(sql`select k.id, k.number, k.client_id, cl.full_name, cl.phones, k.rest,
      k.next_due_date, ${today}::date - k.next_due_date as days_late, late.overdue, late.late_months
    from (select id, number, client_id, rest, next_due_date from contracts
          where branch_id = ${branchId} and status = 'ACTIVE' and next_due_date < ${today}::date
          order by next_due_date, id limit ${PAGE}) k
    join clients cl on cl.id = k.client_id
    cross join lateral (select sum(s.amount - s.paid - s.forgiven) as overdue,
        count(*) filter (where s.amount - s.paid - s.forgiven > 0) as late_months
      from contract_schedule s where s.contract_id = k.id and s.due_date < ${today}::date) late
    order by k.next_due_date, k.id`);
  return rows.rows;
}

/**
 * A page of all contracts, newest first (the primary key backwards), with
 * the client's and branch's names, as the contracts list writes it: the page
 * of whole rows, then the joins. Page n reads 20·n rows from the table.
 */
export async function contractListPage(db: DbOrTx, page: number) {
  const rows = await db.execute(sql`select c.id, c.number, c.branch_id, b.name as branch_name, c.client_id,
      cl.full_name as client_name, c.status, c.currency, c.months, c.contract_date, c.debt, c.monthly, c.rest,
      c.next_due_date
    from (select * from contracts order by id desc limit ${PAGE} offset ${(page - 1) * PAGE}) c
    join clients cl on cl.id = c.client_id left join branches b on b.id = c.branch_id
    order by c.id desc`);
  return rows.rows;
}

/**
 * The same page with the ids found first: the offset walks the primary key
 * alone (an index-only scan while the table is vacuumed), then 20 rows are
 * read. Still linear in the page number, but over index entries, not rows.
 */
export async function contractListPageIdsFirst(db: DbOrTx, page: number) {
  const rows = await db.execute(sql`select c.id, c.number, c.branch_id, b.name as branch_name, c.client_id,
      cl.full_name as client_name, c.status, c.currency, c.months, c.contract_date, c.debt, c.monthly, c.rest,
      c.next_due_date
    from (select id from contracts order by id desc limit ${PAGE} offset ${(page - 1) * PAGE}) p
    join contracts c on c.id = p.id join clients cl on cl.id = c.client_id left join branches b on b.id = c.branch_id
    order by c.id desc`);
  return rows.rows;
}
