import { fromMinor, toMinor } from '@savdo/shared/money';
import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { approveDistribution, createDistribution, payDistribution } from '../areas/cash/investors/service.ts';
import { monthRange } from '../areas/hr/payroll/scope.ts';
import { profitOfPeriod } from '../areas/reports/expense/profit-loss.ts';
import type { Db } from '../platform/db/client.ts';
import { lastFullMonth } from './demo-payroll.ts';

const RULES = ['investor_output.add', 'investor_output.approve', 'cashbox.all'];
/** The investors' shares of the demo distribution, in the order of their ids. */
const SHARES = ['40', '30', '20', '10'];

/**
 * Demo profit distribution (issue 24), through the services, last: the last
 * full month's company profit (else the quarter's) on the accrual basis split among the first
 * investors by 40/30/20/10, approved, and the smallest line paid (up to a fifth
 * of the soʻm of the cashbox holding the most). Nothing when
 * a distribution exists or the month made no profit. Answers a summary.
 */
export async function seedDemoInvestors(db: Db): Promise<string> {
  const existing = await db.execute(sql`select 1 from profit_distributions limit 1`);
  if (existing.rows.length > 0) return 'distributions exist';
  const investors = await db.execute<{ id: number }>(
    sql`select id from investors order by id limit ${SHARES.length}`,
  );
  const admin = await db.execute<{ id: number }>(
    sql`select id from users order by (username = 'admin') desc, id limit 1`,
  );
  if (investors.rows.length === 0 || !admin.rows[0]) return 'no investors';
  const actor = { userId: Number(admin.rows[0].id), rules: new Set(RULES) };
  // the last full month, else the three full months up to it, when the one month made no profit
  const month = lastFullMonth(tashkentToday());
  const { end } = monthRange(month);
  let start = monthRange(month).start;
  let profit = await profitOfPeriod(db, { from: start, to: end, basis: 'accrual', branchIds: [] });
  if (profit <= 0n) {
    start = monthRange(lastFullMonth(lastFullMonth(month))).start;
    profit = await profitOfPeriod(db, { from: start, to: end, basis: 'accrual', branchIds: [] });
  }
  if (profit <= 0n) return `no profit in ${start}…${end} (${fromMinor(profit)})`;
  const input = {
    date_from: start,
    date_to: end,
    basis: 'accrual' as const,
    branch_ids: [],
    comment: undefined,
    lines: investors.rows.map((r, i) => ({ investor_id: Number(r.id), share: SHARES[i] ?? '10' })),
  };
  const draft = await createDistribution(db, profitOfPeriod, input, actor);
  const approved = await approveDistribution(db, draft.id, actor);
  // the smallest share paid, as much of it as a fifth of the richest cashbox's soʻm allows
  const line = approved.lines[approved.lines.length - 1];
  const cashbox = await db.execute<{ id: number; balance: string }>(sql`select a.ref_id as id, b.balance
    from money_accounts a join money_balances b on b.account_id = a.id join cashboxes c on c.id = a.ref_id
    where a.kind = 'cashbox' and a.currency = 'UZS' and c.active order by b.balance desc limit 1`);
  const richest = cashbox.rows[0];
  const amount = line && richest ? minOf(toMinor(line.amount), BigInt(richest.balance) / 5n) : 0n;
  if (!line || !richest || amount <= 0n) return `distribution ${draft.id} approved, not paid`;
  const payment = {
    line_id: line.id,
    cashbox_id: Number(richest.id),
    amount: fromMinor(amount),
    comment: undefined,
  };
  await payDistribution(db, draft.id, payment, actor);
  return `distribution ${draft.id} of ${fromMinor(profit)} approved, ${fromMinor(amount)} paid`;
}

const minOf = (a: bigint, b: bigint): bigint => (a < b ? a : b);
