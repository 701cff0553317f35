import {
  type DisciplineSummary,
  type InstalmentDiscipline,
  instalmentDiscipline,
  summarize,
} from '@savdo/shared/contracts';
import { sql } from 'drizzle-orm';
import { anyOf } from '../../../platform/db/arrays.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { dueRowsOf, frozenIntervals, type PaidSum, paidRowsOf } from './late.ts';

/**
 * A client's payment discipline computed from their contracts' schedules,
 * dated allocations and freeze events (the shared `instalmentDiscipline`):
 * live for one client (the card, the order approval: a payment made a
 * minute ago counts) and in batches for the close of day, which keeps the
 * figures in `client_scores` / `contract_scores` for the lists.
 */

/** Contracts that carry a history: signed and not cancelled. */
const RATED = sql`k.status in ('ACTIVE', 'FREEZE', 'CLOSED', 'RETURNED')`;

export interface RatedContract {
  id: number;
  client_id: number;
  branch_id: number;
  /** The branch's prefix, shown before the number. */
  branch_prefix: string | null;
  number: number;
  status: string;
  currency: string;
  contract_date: string;
  rows: InstalmentDiscipline[];
  summary: DisciplineSummary;
}

/** Each rated contract of the clients with its instalments as of `asOf`. */
export async function ratedContracts(
  tx: DbOrTx,
  clientIds: readonly number[],
  asOf: string,
): Promise<RatedContract[]> {
  if (clientIds.length === 0) return [];
  const list = await tx.execute<{
    id: string;
    client_id: string;
    branch_id: number;
    branch_prefix: string | null;
    number: string;
    status: string;
    currency: string;
    contract_date: string;
  }>(sql`select k.id, k.client_id, k.branch_id, b.prefix as branch_prefix, k.number, k.status, k.currency,
      k.contract_date from contracts k left join branches b on b.id = k.branch_id
    where k.client_id ${anyOf(clientIds)} and ${RATED} order by k.client_id, k.id`);
  const ids = list.rows.map((c) => Number(c.id));
  if (ids.length === 0) return [];
  // one after another: a transaction's connection runs one query at a time
  const rowsOf = await dueRowsOf(tx, ids, sql`n > 0`);
  const allocations = await tx.execute<PaidSum>(sql`
      select contract_id, n, business_date, sum(amount)::text as amount from contract_allocations
      where contract_id ${anyOf(ids)} and n > 0 and business_date <= ${asOf}
      group by contract_id, n, business_date`);
  const frozen = await frozenIntervals(tx, ids);
  const paidOf = paidRowsOf(allocations.rows);
  return list.rows.map((c) => {
    const id = Number(c.id);
    const rows = instalmentDiscipline(rowsOf.get(id) ?? [], paidOf.get(id) ?? [], asOf, frozen.get(id) ?? []);
    return {
      id,
      client_id: Number(c.client_id),
      branch_id: Number(c.branch_id),
      branch_prefix: c.branch_prefix,
      number: Number(c.number),
      status: c.status,
      currency: c.currency,
      contract_date: c.contract_date,
      rows,
      summary: summarize(rows),
    };
  });
}

/** One client's discipline over all their contracts, and each contract's. */
export async function clientDiscipline(tx: DbOrTx, clientId: number, asOf: string) {
  const contracts = await ratedContracts(tx, [clientId], asOf);
  return { summary: summarize(contracts.flatMap((c) => c.rows)), contracts };
}

/** The stored columns of a summary. */
export const summaryColumns = (s: DisciplineSummary) => ({
  instalments: s.instalments,
  on_time: s.onTime,
  late_1_30: s.late1to30,
  late_31_60: s.late31to60,
  late_61_90: s.late61to90,
  late_91: s.late91,
  paid_late: s.paidLate,
  skipped: s.skipped,
  open_late: s.openLate,
  worst_days_late: s.worstDaysLate,
  current_days_late: s.currentDaysLate,
  score: s.score,
  grade: s.grade,
});
