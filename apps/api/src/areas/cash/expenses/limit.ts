import type { Currency } from '@savdo/shared/money';
import { formatDecimalText, fromMinor } from '@savdo/shared/money';
import { checkRule, DEV_RULE } from '@savdo/shared/rules';
import { sql } from 'drizzle-orm';
import type { PostingActor } from '../../../ledgers/money/hooks.ts';
import type { Line } from '../../../ledgers/money/lines.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { USER_RULE_NAMES } from '../../../platform/http/access.ts';
import { conflict } from '../../../platform/http/errors.ts';

export interface ExpenseToCheck {
  branchId: number | null;
  costItemId: number;
  currency: Currency;
  /** The business date, YYYY-MM-DD. */
  date: string;
  /** What the posting adds to the cost item (minor units, positive). */
  amount: bigint;
}

/** The first day of the date's month. */
export const monthOf = (date: string): string => `${date.slice(0, 7)}-01`;

/** "1 250 000" (or "1 250 000,50"): what a refusal names. */
export function restText(minor: bigint): string {
  const text = formatDecimalText(fromMinor(minor < 0n ? 0n : minor));
  return text.replace(/,00$/, '');
}

/** The effective rules of a user (their own, their position's, every rule for a developer). */
async function rulesOf(tx: DbOrTx, userId: number): Promise<ReadonlySet<string>> {
  const rows = await tx.execute<{ rules: string[]; is_dev: boolean }>(
    sql`select u.is_dev, ${USER_RULE_NAMES} as rules from users u where u.id = ${userId}`,
  );
  const row = rows.rows[0];
  const rules = new Set<string>(row?.rules ?? []);
  if (row?.is_dev) rules.add(DEV_RULE);
  return rules;
}

/**
 * What was spent against one cost item in a branch in the month of `month`
 * (minor units): the postings to the item's account, net of refunds and
 * reversals, of operations of that branch.
 */
export async function factOf(
  tx: DbOrTx,
  key: { branchId: number; costItemId: number; currency: string; month: string },
): Promise<bigint> {
  const rows = await tx.execute<{ fact: string }>(sql`select coalesce(sum(p.amount), 0) as fact
    from money_accounts a
    join money_postings p on p.account_id = a.id
      and p.business_date >= ${key.month}::date and p.business_date < (${key.month}::date + interval '1 month')
    join money_operations o on o.id = p.operation_id and o.branch_id = ${key.branchId}
    where a.kind = 'expense_item' and a.ref_id = ${key.costItemId} and a.currency = ${key.currency}`);
  return BigInt(rows.rows[0]?.fact ?? 0);
}

/**
 * Refuses (409 naming the rest) an expense that would take an approved
 * estimate's fact past its plan, unless the actor holds
 * `expense_estimate.exceed`. The estimate row is locked (`for update`), so
 * two expenses against one estimate are checked one after the other and
 * cannot both pass. No approved estimate for the month, branch and item: no
 * limit (DECISIONS.md "Expenses").
 */
export async function assertWithinEstimate(
  tx: DbOrTx,
  expense: ExpenseToCheck,
  actor: PostingActor,
): Promise<void> {
  if (expense.branchId === null || expense.costItemId === 0 || expense.amount <= 0n) return;
  const month = monthOf(expense.date);
  const found = await tx.execute<{ amount: string }>(sql`select amount from expense_estimates
    where month = ${month} and branch_id = ${expense.branchId} and cost_item_id = ${expense.costItemId}
      and currency = ${expense.currency} and status = 'APPROVED'
    for update`);
  const estimate = found.rows[0];
  if (!estimate) return;
  const plan = BigInt(estimate.amount);
  const fact = await factOf(tx, {
    branchId: expense.branchId,
    costItemId: expense.costItemId,
    currency: expense.currency,
    month,
  });
  if (fact + expense.amount <= plan) return;
  const rules = actor.rules ?? (await rulesOf(tx, actor.userId));
  if (checkRule('expense_estimate.exceed', rules)) return;
  throw conflict(`expenses.errors.overEstimate.${expense.currency}`, { rest: restText(plan - fact) });
}

/**
 * The journal's hook: every line of an operation that adds to a cost item
 * (a debit of an `expense_item` account) is checked against its estimate,
 * in a fixed order (item, currency) so concurrent operations lock estimates
 * alike. Called by `postOperation` and `approveOperation`.
 */
export async function assertLinesWithinEstimates(
  tx: DbOrTx,
  op: { branchId: number | null; date: string; lines: readonly Line[] },
  actor: PostingActor,
): Promise<void> {
  if (op.branchId === null) return;
  const spent = new Map<string, ExpenseToCheck>();
  for (const line of op.lines) {
    if (line.kind !== 'expense_item' || line.ref === 0) continue;
    const key = `${String(line.ref).padStart(12, '0')}:${line.currency}`;
    const entry = spent.get(key) ?? {
      branchId: op.branchId,
      costItemId: line.ref,
      currency: line.currency,
      date: op.date,
      amount: 0n,
    };
    entry.amount += line.amount;
    spent.set(key, entry);
  }
  for (const key of [...spent.keys()].sort()) {
    const entry = spent.get(key);
    if (entry && entry.amount > 0n) await assertWithinEstimate(tx, entry, actor);
  }
}
