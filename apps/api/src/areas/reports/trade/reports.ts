import type { ServerReport } from '../engine/define.ts';
import { contractSumsByRegion, contractSumsByResponsible, contractSumsByTerm } from './contract-sums.ts';

/** The trade group's reports on the server (their definitions: packages/shared/src/reports/definitions/trade.ts). */
export const TRADE_SERVER_REPORTS: readonly ServerReport[] = [
  contractSumsByTerm,
  contractSumsByRegion,
  contractSumsByResponsible,
];
