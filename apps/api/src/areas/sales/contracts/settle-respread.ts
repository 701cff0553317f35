import { PAYING_KINDS, type PaidRow, type PayingSettlement, respreadPayments } from '@savdo/shared/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { readSchedule, writeAllocations } from './settle-rows.ts';

/** The kinds a respread moves: what the client paid, in the order of its dates (not refunds: see below). */
const RESPREAD_KINDS = [...PAYING_KINDS].filter((k) => k !== 'REFUND');

/**
 * Whether a paying settlement dated `date` leaves the payments of the
 * contract out of date order: another one is dated later (a back-dated
 * payment), or, for a reversal (`orSameDay`), dated on or after it.
 */
export async function paymentsAfter(
  tx: DbOrTx,
  contractId: number,
  date: string,
  except: number,
  orSameDay: boolean,
): Promise<boolean> {
  const rows = await tx.execute<{ found: boolean }>(sql`select exists (
      select 1 from contract_settlements where contract_id = ${contractId} and id <> ${except}
        and status = 'APPROVED' and reversal_of is null
        and kind in (${sql.join(
          RESPREAD_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )}) and (business_date > ${date} or (${orSameDay} and business_date = ${date}))) as found`);
  return rows.rows[0]?.found ?? false;
}

/**
 * Spreads the contract's payments again in the order of their dates
 * (`respreadPayments`), appending the differences as allocation rows of the
 * settlements they belong to, dated as those settlements, and moving the
 * schedule by them. Runs under the contract's lock, inside the settlement's
 * transaction. A contract with a refund (goods returned with money paid
 * back) keeps its rows: the refund was reckoned on them (such payments are
 * final). Answers how many rows were appended.
 */
export async function respreadContract(tx: DbOrTx, contractId: number): Promise<number> {
  const refunds = await tx.execute<{ found: boolean }>(sql`select exists (select 1 from contract_settlements
    where contract_id = ${contractId} and kind = 'REFUND' and status = 'APPROVED') as found`);
  if (refunds.rows[0]?.found) return 0;
  const rows = await tx.execute<{
    id: string;
    date: string;
    forgives: boolean;
    n: number;
    amount: string;
    markup: string;
  }>(
    sql`select s.id, s.business_date as date, a.forgives, a.n, sum(a.amount)::text as amount, sum(a.markup)::text as markup
      from contract_allocations a join contract_settlements s on s.id = a.settlement_id
      where a.contract_id = ${contractId}
      group by s.id, s.business_date, a.forgives, a.n, s.status, s.reversal_of, s.kind
      having (s.status = 'APPROVED' and s.reversal_of is null and s.kind in (${sql.join(
        RESPREAD_KINDS.map((k) => sql`${k}`),
        sql`, `,
      )})) or a.forgives`,
  );
  const forgiven = new Map<number, PaidRow>();
  const paying = new Map<number, { date: string; rows: Map<number, PaidRow> }>();
  for (const r of rows.rows) {
    const n = Number(r.n);
    const row = { amount: BigInt(r.amount), markup: BigInt(r.markup) };
    if (r.forgives) {
      const f = forgiven.get(n) ?? { amount: 0n, markup: 0n };
      forgiven.set(n, { amount: f.amount + row.amount, markup: f.markup + row.markup });
      continue;
    }
    const id = Number(r.id);
    const s = paying.get(id) ?? { date: r.date, rows: new Map<number, PaidRow>() };
    if (row.amount !== 0n || row.markup !== 0n) s.rows.set(n, row);
    paying.set(id, s);
  }
  const schedule = (await readSchedule(tx, contractId)).map((r) => ({
    ...r,
    paid: 0n,
    forgiven: forgiven.get(r.n)?.amount ?? 0n,
    markupSettled: forgiven.get(r.n)?.markup ?? 0n,
  }));
  const settlements: PayingSettlement[] = [...paying].map(([id, s]) => ({ id, date: s.date, rows: s.rows }));
  const deltas = respreadPayments(schedule, settlements);
  if (!deltas || deltas.length === 0) return 0;
  const bySettlement = new Map<number, typeof deltas>();
  for (const d of deltas) bySettlement.set(d.settlementId, [...(bySettlement.get(d.settlementId) ?? []), d]);
  for (const [id, list] of bySettlement) {
    await writeAllocations(tx, contractId, id, list[0]?.date ?? '', list, false);
  }
  return deltas.length;
}
