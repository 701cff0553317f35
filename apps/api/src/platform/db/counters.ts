import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * The next document number of a kind in a branch, from a counter row locked
 * by the transaction (DECISIONS.md: gapless, no sequences): a rolled-back
 * document gives its number back.
 */
export async function nextNumber(tx: DbOrTx, branchId: number, kind: string): Promise<number> {
  const rows = await tx.execute<{
    last_number: string;
  }>(sql`insert into document_counters (branch_id, kind, last_number)
    values (${branchId}, ${kind}, 1)
    on conflict (branch_id, kind) do update set last_number = document_counters.last_number + 1
    returning last_number`);
  return Number(rows.rows[0]?.last_number);
}
