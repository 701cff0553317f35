import type { ServerReport } from '../engine/define.ts';
import { cashBalances, cashTurnover } from './balances.ts';
import { cancellations } from './cancellations.ts';
import { cashierDay } from './cashier-day.ts';
import { clientAccounts } from './client-accounts.ts';
import { contractPayments, prepayments } from './contract-payments.ts';
import { allDisbursements } from './disbursements.ts';
import { cashFlows } from './flows.ts';
import { investorSettlements } from './investors.ts';
import { cashOrdersReport, currencyExchange } from './orders-exchange.ts';
import { allReceipts } from './receipts.ts';

/** The cashbox group's reports on the server (their definitions: packages/shared/src/reports/definitions/cashbox.ts). */
export const CASHBOX_SERVER_REPORTS: readonly ServerReport[] = [
  cashBalances,
  cashTurnover,
  cashFlows,
  allReceipts,
  allDisbursements,
  contractPayments,
  prepayments,
  cashOrdersReport,
  currencyExchange,
  cashierDay,
  cancellations,
  clientAccounts,
  investorSettlements,
];
