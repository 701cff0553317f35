import { documentNumber } from '@savdo/shared/documents';
import { sql } from 'drizzle-orm';

/**
 * Cash trades that count as sales (the one rule of the trade reports, beside
 * contracts' `SIGNED`): paid, whether or not goods came back later (returns
 * are their own records, R0013); not a trade waiting for payment, not a
 * cancelled one.
 */
export const SOLD = sql`t.status in ('PAID', 'RETURNED')`;

/** Writes each row's `number` from its branch prefix and its document number (the one rule of document numbers). */
export function numberRows(
  rows: Record<string, unknown>[],
  number = 'number',
  raw = 'doc_number',
  prefix = 'branch_prefix',
): void {
  for (const row of rows) {
    if (row[raw] === null || row[raw] === undefined) continue;
    row[number] = documentNumber(String(row[prefix] ?? ''), String(row[raw]));
  }
}
