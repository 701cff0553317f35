import { documentNumber } from '@savdo/shared/documents';

/** Sets each row's `number` (the contract's number with its branch's prefix) from `branch_prefix` and `contract_number`. */
export function numberRows(rows: Record<string, unknown>[]): void {
  for (const row of rows)
    row.number = documentNumber(String(row.branch_prefix ?? ''), String(row.contract_number));
}
