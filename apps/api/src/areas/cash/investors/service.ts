import { distributeByShares, fromMinor, parseShare, toMinor } from '@savdo/shared/money';
import type { ProfitBasis } from '@savdo/shared/reports';
import type {
  DistributionDetail,
  DistributionInput,
  DistributionPaymentInput,
  PeriodProfit,
  ProfitQuery,
} from '@savdo/shared/schemas/investors';
import { sql } from 'drizzle-orm';
import { cashboxOperationLines } from '../../../ledgers/money/lines.ts';
import { postOperation } from '../../../ledgers/money/operations.ts';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { cashboxFor, operationDate, requireRule } from '../cash-desk/service.ts';
import { LINE_DOC, LINE_PAID, readDistribution } from './queries.ts';

/** A period whose profit is asked: its dates, the basis, the branches (every branch: the company's). */
export interface ProfitPeriod {
  from: string;
  to: string;
  basis: ProfitBasis;
  branchIds: readonly number[];
}

/**
 * R0073's net profit of a period in UZS tiyin (the reports area's, plugged
 * in by the wiring: a report sits above the cash area and is not imported here).
 */
export type ProfitSource = (db: Db, period: ProfitPeriod) => Promise<bigint>;

/** The branches asked (each must exist: 400 naming `branch_ids`), or every branch for the company. */
async function branchesOf(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`select id from branches order by id`);
  const all = rows.rows.map((r) => Number(r.id));
  if (ids.length === 0) return all;
  if (ids.some((id) => !all.includes(id)))
    throw new FieldErrors([{ field: 'branch_ids', key: 'validation.invalid' }]);
  return [...new Set(ids)];
}

/** The profit of a period on a basis, over the chosen branches or the company. */
export async function periodProfit(db: Db, profitOf: ProfitSource, q: ProfitQuery): Promise<PeriodProfit> {
  const chosen = q.branch_ids ?? [];
  const branchIds = await branchesOf(db, chosen);
  const profit = await profitOf(db, { from: q.date_from, to: q.date_to, basis: q.basis, branchIds });
  return {
    date_from: q.date_from,
    date_to: q.date_to,
    basis: q.basis,
    branch_ids: chosen,
    profit: fromMinor(profit),
  };
}

/** The profit (refused with 409 when there is none to split) and each line's amount by its share. */
async function computeLines(db: Db, profitOf: ProfitSource, input: DistributionInput) {
  const branchIds = await branchesOf(db, input.branch_ids);
  const profit = await profitOf(db, {
    from: input.date_from,
    to: input.date_to,
    basis: input.basis,
    branchIds,
  });
  if (profit <= 0n) throw conflict('investors.errors.noProfit', { profit: fromMinor(profit) });
  const amounts = distributeByShares(
    profit,
    input.lines.map((l) => parseShare(l.share)),
  );
  return { profit, amounts };
}

async function assertInvestors(tx: DbOrTx, input: DistributionInput): Promise<void> {
  const ids = input.lines.map((l) => l.investor_id);
  const rows = await tx.execute<{ id: number }>(
    sql`select id from investors where id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  const found = new Set(rows.rows.map((r) => Number(r.id)));
  const missing = input.lines.findIndex((l) => !found.has(l.investor_id));
  if (missing >= 0)
    throw new FieldErrors([{ field: `lines.${missing}.investor_id`, key: 'validation.invalid' }]);
}

async function writeLines(
  tx: DbOrTx,
  id: number,
  input: DistributionInput,
  amounts: bigint[],
): Promise<void> {
  await tx.execute(sql`delete from profit_distribution_lines where distribution_id = ${id}`);
  const values = input.lines.map(
    (l, i) => sql`(${id}, ${l.investor_id}, ${l.share}::numeric, ${amounts[i] ?? 0n})`,
  );
  await tx.execute(sql`insert into profit_distribution_lines (distribution_id, investor_id, share, amount)
    values ${sql.join(values, sql`, `)}`);
}

/** Enters a draft: the period's profit (R0073, computed now) split by the lines' shares to the tiyin. */
export async function createDistribution(
  db: Db,
  profitOf: ProfitSource,
  input: DistributionInput,
  actor: Actor,
): Promise<DistributionDetail> {
  const { profit, amounts } = await computeLines(db, profitOf, input);
  const id = await db.transaction(async (tx) => {
    await assertInvestors(tx, input);
    const rows = await tx.execute<{ id: number }>(sql`insert into profit_distributions
        (date_from, date_to, basis, branch_ids, profit, comment, created_by)
      values (${input.date_from}, ${input.date_to}, ${input.basis}, ${`{${input.branch_ids.join(',')}}`}::int[],
        ${profit}, ${input.comment ?? null}, ${actor.userId})
      returning id`);
    const created = Number(rows.rows[0]?.id);
    await writeLines(tx, created, input, amounts);
    return created;
  });
  return readDistribution(db, id);
}

/** Locks a distribution and answers its stored status (404 when there is none). */
async function lockDistribution(tx: DbOrTx, id: number): Promise<{ status: string }> {
  const rows = await tx.execute<{ status: string }>(
    sql`select status from profit_distributions where id = ${id} for update`,
  );
  const row = rows.rows[0];
  if (!row) throw notFound();
  return row;
}

/** Changes a draft (its period, basis, branches, lines): the profit and the amounts are computed again. */
export async function updateDistribution(
  db: Db,
  profitOf: ProfitSource,
  id: number,
  input: DistributionInput,
): Promise<DistributionDetail> {
  const { profit, amounts } = await computeLines(db, profitOf, input);
  await db.transaction(async (tx) => {
    const { status } = await lockDistribution(tx, id);
    if (status !== 'DRAFT') throw conflict('investors.errors.notDraft');
    await assertInvestors(tx, input);
    await tx.execute(sql`update profit_distributions set date_from = ${input.date_from}, date_to = ${input.date_to},
        basis = ${input.basis}, branch_ids = ${`{${input.branch_ids.join(',')}}`}::int[], profit = ${profit},
        comment = ${input.comment ?? null}
      where id = ${id}`);
    await writeLines(tx, id, input, amounts);
  });
  return readDistribution(db, id);
}

/** DRAFT → APPROVED: the profit and the lines are frozen, and may be paid. */
export async function approveDistribution(db: Db, id: number, actor: Actor): Promise<DistributionDetail> {
  await db.transaction(async (tx) => {
    const { status } = await lockDistribution(tx, id);
    if (status !== 'DRAFT') throw conflict('investors.errors.notDraft');
    await tx.execute(sql`update profit_distributions set status = 'APPROVED', approved_by = ${actor.userId},
        approved_at = now() where id = ${id}`);
  });
  return readDistribution(db, id);
}

/**
 * Pays an investor's line (or part of it) out of a cashbox: one transaction
 * with the journal's append-only rows, an approved INVESTOR_OUTPUT
 * operation naming the line. Needs `investor_output.add` and `.approve` and
 * the cashbox (its responsible or `cashbox.all`); the distribution must be
 * approved (409), the amount at most what the line is still owed (400).
 */
export async function payDistribution(
  db: Db,
  id: number,
  input: DistributionPaymentInput,
  actor: Actor,
  idempotencyKey?: string,
): Promise<DistributionDetail> {
  requireRule(actor, 'investor_output.add');
  requireRule(actor, 'investor_output.approve');
  const amount = toMinor(input.amount);
  await withTransactionRetry(db, async (tx) => {
    const { status } = await lockDistribution(tx, id);
    if (status !== 'APPROVED') throw conflict('investors.errors.notApproved');
    const lines = await tx.execute<{ investor_id: number; owed: string }>(sql`select l.investor_id,
        (l.amount - ${LINE_PAID})::text as owed
      from profit_distribution_lines l where l.id = ${input.line_id} and l.distribution_id = ${id}`);
    const line = lines.rows[0];
    if (!line) throw new FieldErrors([{ field: 'line_id', key: 'validation.invalid' }]);
    if (amount > BigInt(line.owed)) {
      throw new FieldErrors([
        { field: 'amount', key: 'investors.errors.overOwed', params: { owed: fromMinor(BigInt(line.owed)) } },
      ]);
    }
    const cashbox = await cashboxFor(tx, input.cashbox_id, actor);
    const investorId = Number(line.investor_id);
    await postOperation(
      tx,
      {
        type: 'INVESTOR_OUTPUT',
        branchId: cashbox.branch_id,
        cashboxId: cashbox.id,
        date: operationDate(cashbox.today, undefined, 'operation_date'),
        amount,
        currency: 'UZS',
        counterpart: { kind: 'investor', id: investorId },
        comment: input.comment,
        doc: { type: LINE_DOC, id: input.line_id },
        lines: cashboxOperationLines('INVESTOR_OUTPUT', cashbox.id, investorId, 'UZS', amount),
        idempotencyKey: idempotencyKey ? `profit-distribution:${idempotencyKey}` : undefined,
      },
      actor.userId,
      { approve: true, rules: actor.rules },
    );
  });
  return readDistribution(db, id);
}
