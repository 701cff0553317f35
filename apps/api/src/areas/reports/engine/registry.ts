import { allReceipts } from '../cashbox/receipts.ts';
import { cashExpenses } from '../expense/cash-expenses.ts';
import { portfolio } from '../levy/portfolio.ts';
import {
  contractSumsByRegion,
  contractSumsByResponsible,
  contractSumsByTerm,
} from '../trade/contract-sums.ts';
import { fifoResidues } from '../warehouse/fifo-residues.ts';
import { stockBalance } from '../warehouse/stock-balance.ts';
import type { ServerReport } from './define.ts';

/** The built reports' queries by code; `REPORT_DEFINITIONS` (shared) holds the same codes. */
export const SERVER_REPORTS: ReadonlyMap<string, ServerReport> = new Map(
  [
    contractSumsByTerm,
    contractSumsByRegion,
    contractSumsByResponsible,
    allReceipts,
    stockBalance,
    fifoResidues,
    portfolio,
    cashExpenses,
  ].map((r) => [r.definition.code, r]),
);
