import { type FrozenInterval, type Lateness, lateness } from '@savdo/shared/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Late figures of contracts as of a date, derived from their schedules, the
 * dated allocations and the freeze events (never stored): the shared
 * `lateness` on what the database holds.
 */

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Each contract's frozen periods from its FREEZE / UNFREEZE events. */
export async function frozenIntervals(
  tx: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, FrozenInterval[]>> {
  const out = new Map<number, FrozenInterval[]>();
  if (ids.length === 0) return out;
  const events = await tx.execute<{ contract_id: string; event: string; business_date: string }>(sql`
    select contract_id, event, business_date from contract_events
    where contract_id in (${idList(ids)}) and event in ('FREEZE', 'UNFREEZE') order by contract_id, id`);
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
  const [schedule, allocations, frozen] = await Promise.all([
    tx.execute<{ contract_id: string; n: number; due_date: string; amount: string }>(sql`
      select contract_id, n, due_date, amount from contract_schedule
      where contract_id in (${idList(ids)}) and due_date < ${asOf}`),
    tx.execute<{ contract_id: string; n: number; business_date: string; amount: string }>(sql`
      select a.contract_id, a.n, a.business_date, sum(a.amount)::text as amount from contract_allocations a
      join contract_schedule s on s.contract_id = a.contract_id and s.n = a.n
      where a.contract_id in (${idList(ids)}) and a.business_date <= ${asOf} and s.due_date < ${asOf}
      group by a.contract_id, a.n, a.business_date`),
    frozenIntervals(tx, ids),
  ]);
  for (const id of ids) {
    const rows = schedule.rows.filter((r) => Number(r.contract_id) === id);
    const paid = allocations.rows.filter((a) => Number(a.contract_id) === id);
    out.set(
      id,
      lateness(
        rows.map((r) => ({ n: Number(r.n), dueDate: r.due_date, amount: BigInt(r.amount) })),
        paid.map((a) => ({ n: Number(a.n), date: a.business_date, amount: BigInt(a.amount) })),
        asOf,
        frozen.get(id) ?? [],
      ),
    );
  }
  return out;
}
