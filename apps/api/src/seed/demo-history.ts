import type { Db } from '../platform/db/client.ts';
import { seedDemoAppeals } from './demo-appeals.ts';
import { seedDemoAttendance } from './demo-attendance.ts';
import { seedDemoAutoPay } from './demo-auto-pay.ts';
import { seedDemoBonuses } from './demo-bonuses.ts';
import { seedDemoCashTrading } from './demo-cash-trading.ts';
import { seedDemoClients } from './demo-clients.ts';
import { seedDemoCollectionLists } from './demo-collection-lists.ts';
import { seedDemoCollectionProcess } from './demo-collection-process.ts';
import { seedDemoContracts } from './demo-contracts.ts';
import { seedDemoEmployees } from './demo-employees.ts';
import { seedDemoEngagement } from './demo-engagement.ts';
import { seedDemoHr } from './demo-hr.ts';
import { seedDemoInstallation } from './demo-installation.ts';
import { seedDemoInvestors } from './demo-investors.ts';
import { seedDemoMoney } from './demo-money.ts';
import { seedDemoPayments } from './demo-payments.ts';
import { seedDemoPayroll } from './demo-payroll.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import { seedDemoRatings } from './demo-ratings.ts';
import { seedDemoRelease } from './demo-release.ts';
import { seedDemoSms } from './demo-sms.ts';
import { seedDemoStock } from './demo-stock.ts';

/** The demo history after the reference data, in order: each step builds on the ones before. */
export const DEMO_HISTORY: readonly (readonly [string, (db: Db) => Promise<unknown>])[] = [
  ['stock history', seedDemoStock],
  ['money history', seedDemoMoney],
  ['clients', seedDemoClients],
  ['orders and contracts', seedDemoContracts],
  ['cash sales', seedDemoCashTrading],
  // releases the sales the steps before made
  ['release of sold goods', seedDemoRelease],
  // payments on the signed contracts, a return of released goods among them
  ['contract payments', seedDemoPayments],
  // clients' appeals in each state, and the instalment partner's applications through its fake
  ['appeals and Plum', seedDemoAppeals],
  // the clients' scores as the close of day stores them, and credit bureau reports through the fake
  ['client ratings', seedDemoRatings],
  // SMS settings on, messages by hand, to late contracts and today's automatic ones, through the fake
  ['SMS', seedDemoSms],
  // cards of some clients debited through the fake processor, payments through Payme and Click
  ['auto-payment', seedDemoAutoPay],
  // collectors' villages, streets and workplaces, late contracts given their collector, contacts
  ['collection lists', seedDemoCollectionLists],
  // stages, plans, a separate plan and letters on the contracts paid late
  ['collection process', seedDemoCollectionProcess],
  // a finished promotion over the last 90 days' sales with its draw and a prize given, and a running draft
  ['promotions', seedDemoPromotions],
  // masters' rates, sold lines marked for installation, jobs assigned, installed and refused, a master paid
  ['installation', seedDemoInstallation],
  // calls before recent sales and the callers' bonuses (one paid), offers to the clients who paid well
  ['customer engagement and resale', seedDemoEngagement],
  // bonus products offered; clients spend the points their on-time payments earned, one brings one back
  ['client bonuses', seedDemoBonuses],
  // six employees a branch, each a user, hired with their first salary, some raised since
  ['staff', seedDemoEmployees],
  // terminals given serials and secrets, three months of face events through the ingestion, days closed, two requests
  ['attendance', seedDemoAttendance],
  // last month's statement: an advance, a bonus and a fine, computed, approved and paid (one employee in part)
  ['payroll', seedDemoPayroll],
  // candidates in each status, one hired through the HR service, a transfer, a dismissal and a future raise
  ['HR records', seedDemoHr],
  // last full month's company profit split among the investors, approved, the first share paid from a cashbox
  ['profit distribution', seedDemoInvestors],
];
