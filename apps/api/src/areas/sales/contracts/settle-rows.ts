import {
  type ContractStatus,
  nextDueDate,
  type RowAllocation,
  type ScheduleState,
  scheduleRest,
} from '@savdo/shared/contracts';
import type { Currency } from '@savdo/shared/money';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';

/** The rows a settlement reads and writes: the locked contract, its schedule, allocations and state. */

export interface LockedContract {
  id: number;
  status: ContractStatus;
  currency: Currency;
  client_id: number;
  branch_id: number;
  /** YYYY-MM-DD: nothing is settled on the contract before it. */
  contract_date: string;
}

/** Locks a contract's row (first in the lock order); 404 when there is none. */
export async function lockContract(tx: DbOrTx, contractId: number): Promise<LockedContract> {
  const rows = await tx.execute<{
    id: string;
    status: ContractStatus;
    currency: Currency;
    client_id: string;
    branch_id: number;
    contract_date: string;
  }>(
    sql`select id, status, currency, client_id, branch_id, contract_date::text as contract_date from contracts
      where id = ${contractId} for update`,
  );
  const row = rows.rows[0];
  if (!row) throw notFound('contracts.errors.notFound');
  return { ...row, id: Number(row.id), client_id: Number(row.client_id) };
}

/** The schedule's rows in due order. */
export async function readSchedule(tx: DbOrTx, contractId: number): Promise<ScheduleState[]> {
  const rows = await tx.execute<{
    n: number;
    due_date: string;
    amount: string;
    markup: string;
    paid: string;
    forgiven: string;
    markup_settled: string;
  }>(sql`select n, due_date, amount, markup, paid, forgiven, markup_settled from contract_schedule
    where contract_id = ${contractId} order by n`);
  return rows.rows.map((r) => ({
    n: Number(r.n),
    dueDate: r.due_date,
    amount: BigInt(r.amount),
    markup: BigInt(r.markup),
    paid: BigInt(r.paid),
    forgiven: BigInt(r.forgiven),
    markupSettled: BigInt(r.markup_settled),
  }));
}

/** Appends allocation rows and moves the schedule by them, in one statement. */
export async function writeAllocations(
  tx: DbOrTx,
  contractId: number,
  settlementId: number,
  date: string,
  rows: readonly Pick<RowAllocation, 'n' | 'amount' | 'markup'>[],
  forgives: boolean,
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.n}::smallint, ${r.amount}::bigint, ${r.markup}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`with v (n, amount, markup) as (values ${values}),
    allocated as (
      insert into contract_allocations (settlement_id, contract_id, n, business_date, amount, markup, forgives)
      select ${settlementId}, ${contractId}, n, ${date}::date, amount, markup, ${forgives} from v
    )
    update contract_schedule s set
      paid = s.paid + case when ${forgives} then 0 else v.amount end,
      forgiven = s.forgiven + case when ${forgives} then v.amount else 0 end,
      markup_settled = s.markup_settled + v.markup
    from v where s.contract_id = ${contractId} and s.n = v.n`);
}

interface ContractState {
  rest: bigint;
  nextDueDate: string | null;
  status: ContractStatus;
}

/**
 * Writes the contract's rest and next due date from its schedule; closes it
 * (CLOSED, closed_on, an event) when the rest reaches 0, and reopens a
 * closed one (to the state it closed from) when a reversal brings debt back.
 */
export async function updateContractState(
  tx: DbOrTx,
  contract: LockedContract,
  schedule: readonly ScheduleState[],
  date: string,
  userId: number,
  settlementId: number,
): Promise<ContractState> {
  const rest = scheduleRest(schedule);
  const next = nextDueDate(schedule);
  let status = contract.status;
  if (rest === 0n && (status === 'ACTIVE' || status === 'FREEZE')) status = 'CLOSED';
  else if (rest > 0n && status === 'CLOSED') status = await statusBeforeClose(tx, contract.id);
  const closing = status === 'CLOSED' && contract.status !== 'CLOSED';
  await tx.execute(sql`update contracts set rest = ${rest}, next_due_date = ${next}, status = ${status},
      closed_on = ${closing ? date : status === 'CLOSED' ? sql`closed_on` : null}
    where id = ${contract.id}`);
  if (status !== contract.status) {
    await tx.execute(sql`insert into contract_events
        (contract_id, event, from_status, to_status, business_date, data, created_by)
      values (${contract.id}, ${closing ? 'CLOSE' : 'REOPEN'}, ${contract.status}, ${status}, ${date},
        ${JSON.stringify({ settlement_id: settlementId })}::jsonb, ${userId})`);
  }
  return { rest, nextDueDate: next, status };
}

async function statusBeforeClose(tx: DbOrTx, contractId: number): Promise<ContractStatus> {
  const rows = await tx.execute<{
    from_status: ContractStatus | null;
  }>(sql`select from_status from contract_events
    where contract_id = ${contractId} and event = 'CLOSE' order by id desc limit 1`);
  const before = rows.rows[0]?.from_status;
  return before === 'FREEZE' ? 'FREEZE' : 'ACTIVE';
}

/** A stored settlement's allocations (bucketed as of its date) and its contract's state now. */
export async function settlementAnswer(tx: DbOrTx, settlementId: number) {
  const allocations = await tx.execute<{
    n: number;
    amount: string;
    markup: string;
    due_date: string;
    allocated_on: string;
  }>(sql`
    select a.n, sum(a.amount)::text as amount, sum(a.markup)::text as markup, s.due_date,
      min(a.business_date) as allocated_on from contract_allocations a
    join contract_schedule s on s.contract_id = a.contract_id and s.n = a.n
    where a.settlement_id = ${settlementId} group by a.n, s.due_date having sum(a.amount) <> 0
    order by min(a.id)`);
  const contract = await tx.execute<{
    rest: string;
    next_due_date: string | null;
    status: ContractStatus;
  }>(sql`
    select c.rest, c.next_due_date, c.status from contracts c
    join contract_settlements s on s.contract_id = c.id where s.id = ${settlementId}`);
  const c = contract.rows[0];
  let current = false;
  const rows: RowAllocation[] = allocations.rows.map((a) => {
    const overdue = a.due_date < a.allocated_on;
    const bucket = overdue ? 'overdue' : current ? 'future' : 'current';
    if (!overdue) current = true;
    return { n: Number(a.n), amount: BigInt(a.amount), markup: BigInt(a.markup), bucket };
  });
  return {
    settlementId,
    allocations: rows,
    allocated: rows.reduce((s, r) => s + r.amount, 0n),
    rest: BigInt(c?.rest ?? 0),
    nextDueDate: c?.next_due_date ?? null,
    status: c?.status ?? 'ACTIVE',
  };
}
