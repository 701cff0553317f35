import type { ServerReport } from '../engine/define.ts';
import { closures, offBalance, separatePlans } from './closures.ts';
import { debtors, dueCollected, expectedPayments } from './collection.ts';
import { collectorPlans } from './collectors.ts';
import { contacts, warningLetters } from './contacts.ts';
import { buckets, par } from './par.ts';
import { portfolio } from './portfolio.ts';
import { discipline, katm, smsResults } from './ratings.ts';
import { rollRates } from './roll-rates.ts';
import { stages } from './stages.ts';

/** The levy group's reports on the server (their definitions: packages/shared/src/reports/definitions/levy.ts). */
export const LEVY_SERVER_REPORTS: readonly ServerReport[] = [
  portfolio,
  par,
  buckets,
  rollRates,
  dueCollected,
  expectedPayments,
  debtors,
  collectorPlans,
  stages,
  contacts,
  warningLetters,
  offBalance,
  separatePlans,
  closures,
  discipline,
  katm,
  smsResults,
];
