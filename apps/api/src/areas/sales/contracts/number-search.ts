import type { DocumentNumberSearch } from '@savdo/shared/documents';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The condition on the contracts aliased `k` of a searched number (shared
 * `parseDocumentNumber`): a bare number is every branch's contract of that
 * number (`contracts_number_any_branch`), a prefixed one only its branch's
 * (`contracts_number`: branch and number), so `TSH-41` is one contract.
 */
export function contractNumberSql(k: SQL, found: DocumentNumberSearch): SQL {
  return found.prefix === null
    ? sql`${k}.number = ${found.number}`
    : sql`${k}.number = ${found.number}
        and ${k}.branch_id = any(array(select id from branches where upper(prefix) = ${found.prefix}))`;
}
