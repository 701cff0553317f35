import type { ServerReport } from '../engine/define.ts';
import { autoPayDebits, onlinePayments } from './auto-pay.ts';
import { bankAccountBalances } from './balances.ts';
import { bankPayments, bankReceipts, classificationStatus } from './statement-rows.ts';
import { incorrectTransfers, internalTransfers } from './transfers.ts';
import { bankTurnover } from './turnover.ts';

/** The cashless group's reports on the server (their definitions: packages/shared/src/reports/definitions/cashless.ts). */
export const CASHLESS_SERVER_REPORTS: readonly ServerReport[] = [
  bankAccountBalances,
  bankTurnover,
  classificationStatus,
  bankReceipts,
  bankPayments,
  internalTransfers,
  incorrectTransfers,
  autoPayDebits,
  onlinePayments,
];
