import type { ServerReport } from '../engine/define.ts';
import { fifoResidues } from './fifo-residues.ts';
import { stockBalance } from './stock-balance.ts';

/** The warehouse group's reports on the server (their definitions: packages/shared/src/reports/definitions/warehouse.ts). */
export const WAREHOUSE_SERVER_REPORTS: readonly ServerReport[] = [stockBalance, fifoResidues];
