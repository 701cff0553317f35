import { fromMinor } from '@savdo/shared/money';
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
 * full month's company profit on the accrual basis split among the first
 * investors by 40/30/20/10, approved, and the first investor's line paid
 * from the cashbox holding the most soʻm when it holds enough. Nothing when
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
  const { start, end } = monthRange(lastFullMonth(tashkentToday()));
  const input = {
    date_from: start,
    date_to: end,
    basis: 'accrual' as const,
    branch_ids: [],
    comment: undefined,
    lines: investors.rows.map((r, i) => ({ investor_id: Number(r.id), share: SHARES[i] ?? '10' })),
  };
  const profit = await profitOfPeriod(db, { from: start, to: end, basis: 'accrual', branchIds: [] });
  if (profit <= 0n) return `no profit in ${start}…${end} (${fromMinor(profit)})`;
  const draft = await createDistribution(db, profitOfPeriod, input, actor);
  const approved = await approveDistribution(db, draft.id, actor);
  const first = approved.lines[0];
  const cashbox = await db.execute<{ id: number; balance: string }>(sql`select a.ref_id as id, b.balance
    from money_accounts a join money_balances b on b.account_id = a.id join cashboxes c on c.id = a.ref_id
    where a.kind = 'cashbox' and a.currency = 'UZS' and c.active order by b.balance desc limit 1`);
  const richest = cashbox.rows[0];
  if (!first || !richest || BigInt(richest.balance) < BigInt(first.amount.replace('.', ''))) {
    return `distribution ${draft.id} approved, not paid`;
  }
  await payDistribution(
    db,
    draft.id,
    { line_id: first.id, cashbox_id: Number(richest.id), amount: first.amount, comment: undefined },
    actor,
  );
  return `distribution ${draft.id} of ${fromMinor(profit)} approved, ${first.amount} paid`;
}
