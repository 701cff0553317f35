import { type FrozenInterval, type Lateness, lateness } from '@savdo/shared/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../../../platform/db/arrays.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';

/**
 * Late figures of contracts as of a date, derived from their schedules, the
 * dated allocations and the freeze events (never stored): the shared
 * `lateness` on what the database holds.
 */

/** Rows by their contract, each mapped (one pass, not a scan of all rows per contract). */
function groupBy<R extends { contract_id: string }, T>(
  rows: readonly R[],
  map: (r: R) => T,
): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const id = Number(r.contract_id);
    const list = out.get(id);
    if (list) list.push(map(r));
    else out.set(id, [map(r)]);
  }
  return out;
}

/** A schedule row as the shared discipline and lateness read it. */
export interface DueRow {
  n: number;
  dueDate: string;
  amount: bigint;
}

/** The contracts' schedule rows that match `where` (on `contract_schedule`), by contract. */
export async function dueRowsOf(
  tx: DbOrTx,
  ids: readonly number[],
  where: SQL,
): Promise<Map<number, DueRow[]>> {
  const rows = await tx.execute<{ contract_id: string; n: number; due_date: string; amount: string }>(sql`
      select contract_id, n, due_date, amount from contract_schedule
      where contract_id ${anyOf(ids)} and ${where}`);
  return groupBy(rows.rows, (r) => ({ n: Number(r.n), dueDate: r.due_date, amount: BigInt(r.amount) }));
}

/** Allocations summed by contract, instalment and day, as a query answers them (a type: a row is a record). */
export type PaidSum = {
  contract_id: string;
  n: number;
  business_date: string;
  amount: string;
};

/** The sums as the shared discipline and lateness read them, by contract. */
export function paidRowsOf(rows: readonly PaidSum[]) {
  return groupBy(rows, (a) => ({ n: Number(a.n), date: a.business_date, amount: BigInt(a.amount) }));
}

/** Each contract's frozen periods from its FREEZE / UNFREEZE events. */
export async function frozenIntervals(
  tx: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, FrozenInterval[]>> {
  const out = new Map<number, FrozenInterval[]>();
  if (ids.length === 0) return out;
  const events = await tx.execute<{ contract_id: string; event: string; business_date: string }>(sql`
    select contract_id, event, business_date from contract_events
    where contract_id ${anyOf(ids)} and event in ('FREEZE', 'UNFREEZE') order by contract_id, id`);
  for (const e of events.rows) {
    const id = Number(e.contract_id);
    const list = out.get(id) ?? [];
    if (e.event === 'FREEZE') list.push({ from: e.business_date, to: null });
    else {
      const open = list.at(-1);
      if (open && open.to === null) open.to = e.business_date;
    }
    out.set(id, list);
  }
  return out;
}

/** The late figures of each contract as of `asOf`. */
export async function latenessOf(
  tx: DbOrTx,
  ids: readonly number[],
  asOf: string,
): Promise<Map<number, Lateness>> {
  const out = new Map<number, Lateness>();
  if (ids.length === 0) return out;
  // one after another: a transaction's connection runs one query at a time
  const rowsOf = await dueRowsOf(tx, ids, sql`due_date < ${asOf}`);
  const allocations = await tx.execute<PaidSum>(sql`
      select a.contract_id, a.n, a.business_date, sum(a.amount)::text as amount from contract_allocations a
      join contract_schedule s on s.contract_id = a.contract_id and s.n = a.n
      where a.contract_id ${anyOf(ids)} and a.business_date <= ${asOf} and s.due_date < ${asOf}
      group by a.contract_id, a.n, a.business_date`);
  const frozen = await frozenIntervals(tx, ids);
  const paidOf = paidRowsOf(allocations.rows);
  for (const id of ids) {
    out.set(id, lateness(rowsOf.get(id) ?? [], paidOf.get(id) ?? [], asOf, frozen.get(id) ?? []));
  }
  return out;
}
