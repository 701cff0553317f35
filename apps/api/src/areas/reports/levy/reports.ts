import type { ServerReport } from '../engine/define.ts';
import { portfolio } from './portfolio.ts';

/** The levy group's reports on the server (their definitions: packages/shared/src/reports/definitions/levy.ts). */
export const LEVY_SERVER_REPORTS: readonly ServerReport[] = [portfolio];
