import { type DisciplineSummary, summarize } from '@savdo/shared/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type ArrayColumn, anyOf, unnestRows } from '../../../platform/db/arrays.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { ratedContracts, summaryColumns } from '../../sales/contracts/discipline.ts';

/**
 * The stored figures of clients' payment discipline (`client_scores`,
 * `contract_scores`) that the close of day keeps for the lists; the live
 * figures come from `sales/contracts/discipline.ts`.
 */

const COLUMNS = [
  'instalments',
  'on_time',
  'late_1_30',
  'late_31_60',
  'late_61_90',
  'late_91',
  'paid_late',
  'skipped',
  'open_late',
  'worst_days_late',
  'current_days_late',
  'score',
  'grade',
] as const;

/** The stored columns' PostgreSQL types (for `unnest`). */
const TYPES: Record<(typeof COLUMNS)[number], string> = {
  instalments: 'int',
  on_time: 'int',
  late_1_30: 'int',
  late_31_60: 'int',
  late_61_90: 'int',
  late_91: 'int',
  paid_late: 'int',
  skipped: 'int',
  open_late: 'int',
  worst_days_late: 'int',
  current_days_late: 'int',
  score: 'smallint',
  grade: 'text',
};

/** The rows' key columns and summaries as one array a column (`unnestRows`). */
function summaryRows(keys: readonly ArrayColumn[], summaries: readonly DisciplineSummary[]): SQL {
  const stored = summaries.map(summaryColumns);
  return unnestRows([
    ...keys,
    ...COLUMNS.map((k) => ({ name: k, type: TYPES[k], values: stored.map((c) => c[k]) })),
  ]);
}
const names = sql.raw(COLUMNS.join(', '));
/**
 * Only rows whose figures differ are written (`as_of` then moves to the date
 * they were computed for): a re-run for the same date changes nothing, and a
 * client whose figures stayed is not rewritten.
 */
const setChanged = (table: string, extra: readonly string[] = []) => {
  const cols = [...COLUMNS, ...extra];
  return sql.raw(
    `${cols.map((k) => `${k} = excluded.${k}`).join(', ')}, as_of = excluded.as_of, updated_at = now()
     where (${cols.map((k) => `${table}.${k}`).join(', ')})
       is distinct from (${cols.map((k) => `excluded.${k}`).join(', ')})`,
  );
};

/**
 * Recomputes and stores the figures of the clients as of `asOf` in one short
 * transaction (a batch of a few hundred clients; the rows it writes are the
 * ratings' own, no contract is locked). Answers how many rows changed.
 */
export async function refreshClients(
  tx: DbOrTx,
  clientIds: readonly number[],
  asOf: string,
): Promise<number> {
  if (clientIds.length === 0) return 0;
  const contracts = await ratedContracts(tx, clientIds, asOf);
  const branches = await tx.execute<{ id: string; branch_id: number }>(
    sql`select id, branch_id from clients where id ${anyOf(clientIds)}`,
  );
  let changed = 0;
  if (contracts.length > 0) {
    const rows = summaryRows(
      [
        { name: 'contract_id', type: 'bigint', values: contracts.map((c) => c.id) },
        { name: 'client_id', type: 'bigint', values: contracts.map((c) => c.client_id) },
        { name: 'branch_id', type: 'int', values: contracts.map((c) => c.branch_id) },
      ],
      contracts.map((c) => c.summary),
    );
    const r =
      await tx.execute(sql`insert into contract_scores (contract_id, client_id, branch_id, as_of, ${names})
      select contract_id, client_id, branch_id, ${asOf}::date, ${names} from ${rows}
      on conflict (contract_id) do update set ${setChanged('contract_scores')}`);
    changed += r.rowCount ?? 0;
  }
  const byClient = new Map<number, typeof contracts>();
  for (const c of contracts) {
    const mine = byClient.get(c.client_id);
    if (mine) mine.push(c);
    else byClient.set(c.client_id, [c]);
  }
  const rated = branches.rows
    .map((b) => ({ id: Number(b.id), branch: b.branch_id, mine: byClient.get(Number(b.id)) ?? [] }))
    .filter((c) => c.mine.length > 0);
  if (rated.length > 0) {
    const rows = summaryRows(
      [
        { name: 'client_id', type: 'bigint', values: rated.map((c) => c.id) },
        { name: 'branch_id', type: 'int', values: rated.map((c) => c.branch) },
        { name: 'contracts', type: 'int', values: rated.map((c) => c.mine.length) },
      ],
      rated.map((c) => summarize(c.mine.flatMap((k) => k.rows))),
    );
    const r =
      await tx.execute(sql`insert into client_scores (client_id, branch_id, contracts, as_of, ${names})
      select client_id, branch_id, contracts, ${asOf}::date, ${names} from ${rows}
      on conflict (client_id) do update set ${setChanged('client_scores', ['contracts', 'branch_id'])}`);
    changed += r.rowCount ?? 0;
  }
  return changed;
}
