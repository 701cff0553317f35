import { roundingStep } from '@savdo/shared/contracts';
import type { Currency } from '@savdo/shared/money';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractBreaks } from '../src/areas/sales/contracts/check.ts';
import { createContract } from '../src/areas/sales/contracts/create.ts';
import { reverseSettlement, settleContract } from '../src/areas/sales/contracts/settle.ts';
import type { SettleInput } from '../src/areas/sales/contracts/settle-types.ts';
import { clientFunds } from '../src/ledgers/money/client-funds.ts';
import { balanceOf } from '../src/ledgers/money/journal.ts';
import { AppError } from '../src/platform/http/errors.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { cashbox, firstBranch, firstRow, rowId } from './fixtures/stock.ts';
import { createTestContext, createUser, type TestContext } from './helpers.ts';

/**
 * The settlement engine on a real PostgreSQL: payments, overpayments, payments
 * from the client's account, discounts, bonuses, write-offs and reversals,
 * random and concurrent, keep a contract's rest and next due date equal to its
 * schedule, the schedule equal to its allocations, the journal's `contract`
 * account equal to the payments, and never allocate more than a row owes.
 */

let ctx: TestContext;
let userId: number;
let branch: number;
let box: number;
let client: number;
let costItem: number;
const actor = () => ({ userId, rules: new Set(['is_dev.show']) });

beforeAll(async () => {
  ctx = await createTestContext();
  userId = (await createUser(ctx, { username: 'admin', isDev: true })).id;
  branch = await firstBranch(ctx);
  box = await cashbox(ctx, 'Kassa', branch, userId);
  client = await rowId(
    ctx,
    sql`insert into clients (full_name, name_key, branch_id) values ('Aliyev Vali', 'aliyev vali', ${branch}) returning id`,
  );
  costItem = await rowId(ctx, sql`insert into cost_items (name) values ('Umidsiz qarzlar') returning id`);
});
afterAll(async () => {
  await ctx?.close();
});

/** A contract of 1 500 000 soʻm (USD: 1 500 dollars), 300 000 down, 6 months at 40 %, dated 2024-01-10. */
async function newContract(currency: Currency = 'UZS', months = 6): Promise<number> {
  const unit = currency === 'UZS' ? 150_000_000n : 150_000n;
  return ctx.db.transaction(async (tx) => {
    const made = await createContract(
      tx,
      {
        branchId: branch,
        clientId: client,
        currency,
        tariffId: 1,
        months,
        markupPercent: '40',
        additionalMarkupPercent: '0',
        contractDate: '2024-01-10',
        items: [{ productId: 1, unitPrice: unit, quantity: 1000n, discount: 0n }],
        prepayment: unit / 5n,
        rounding: roundingStep(currency, 1000),
        byProduct: false,
        rate: currency === 'USD' ? '12500' : null,
      },
      userId,
    );
    return made.id;
  });
}

const settle = (input: Omit<SettleInput, 'date'> & { date?: string }) =>
  ctx.db.transaction((tx) => settleContract(tx, { date: '2024-03-15', cashboxId: box, ...input }, actor()));
const reverse = (id: number, date = '2024-03-20') =>
  ctx.db.transaction((tx) => reverseSettlement(tx, id, actor(), date));
const activate = (id: number) => ctx.db.execute(sql`update contracts set status = 'ACTIVE' where id = ${id}`);

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.messageKey}`;
    throw error;
  }
  return 'accepted';
}

async function contractRow(id: number) {
  return firstRow<{ rest: string; status: string; next_due_date: string | null; closed_on: string | null }>(
    ctx,
    sql`select rest, status, next_due_date, closed_on from contracts where id = ${id}`,
  );
}

describe('settling a contract', () => {
  it('takes the down payment on a created contract and refuses other kinds until it is active', async () => {
    const id = await newContract();
    expect(await refusal(settle({ contractId: id, kind: 'PAYMENT', amount: 100n }))).toBe(
      '409 contracts.errors.notOpen',
    );
    const down = await settle({
      contractId: id,
      kind: 'PRE_PAYMENT',
      amount: 30_000_000n,
      date: '2024-01-10',
    });
    expect(down.allocations).toEqual([{ n: 0, amount: 30_000_000n, markup: 0n, bucket: 'current' }]);
    expect(down.status).toBe('CREATED');
    expect(down.nextDueDate).toBe('2024-02-10');
    expect(await contractBreaks(ctx.db, id)).toEqual([]);
  });

  it('pays overdue rows first, sends what is beyond the debt to the client account, closes and reopens', async () => {
    const id = await newContract();
    await activate(id);
    // D = 1 200 000 × 1.4 = 1 680 000 over 6: 280 000 a month; rest 300 000 + 1 680 000.
    const late = await settle({ contractId: id, kind: 'PAYMENT', amount: 70_000_000n });
    expect(late.allocations.map((a) => [a.n, a.amount, a.bucket])).toEqual([
      [0, 30_000_000n, 'overdue'],
      [1, 28_000_000n, 'overdue'],
      [2, 12_000_000n, 'overdue'],
    ]);
    expect(late.rest).toBe(198_000_000n - 70_000_000n);
    const before = await clientFunds(ctx.db, client, 'UZS');
    const all = await settle({
      contractId: id,
      kind: 'PAYMENT',
      amount: 130_000_000n,
      idempotencyKey: 'pay-all',
    });
    expect(all.overpaid).toBe(2_000_000n);
    expect(all.status).toBe('CLOSED');
    expect(await clientFunds(ctx.db, client, 'UZS')).toBe(before + 2_000_000n);
    expect((await contractRow(id)).closed_on).toBe('2024-03-15');
    // the same key answers the same settlement and posts nothing
    const again = await settle({
      contractId: id,
      kind: 'PAYMENT',
      amount: 130_000_000n,
      idempotencyKey: 'pay-all',
    });
    expect(again.replayed).toBe(true);
    expect(again.settlementId).toBe(all.settlementId);
    expect(await clientFunds(ctx.db, client, 'UZS')).toBe(before + 2_000_000n);
    expect(
      await refusal(settle({ contractId: id, kind: 'PAYMENT', amount: 1n, idempotencyKey: 'pay-all' })),
    ).toBe('409 contracts.errors.idempotencyMismatch');
    expect(await refusal(settle({ contractId: id, kind: 'PAYMENT', amount: 1n }))).toBe(
      '409 contracts.errors.notOpen',
    );
    // reversing the closing payment reopens the contract and takes the overpayment back
    const reversal = await reverse(all.settlementId);
    expect(await contractRow(id)).toMatchObject({ status: 'ACTIVE', rest: '128000000', closed_on: null });
    expect(await clientFunds(ctx.db, client, 'UZS')).toBe(before);
    expect(await refusal(reverse(all.settlementId))).toBe('409 contracts.errors.alreadyReversed');
    expect(await refusal(reverse(reversal))).toBe('409 contracts.errors.isReversal');
    const events = await ctx.db.execute<{ event: string }>(
      sql`select event from contract_events where contract_id = ${id} order by id`,
    );
    expect(events.rows.map((e) => e.event)).toEqual(['CREATE', 'CLOSE', 'REOPEN']);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });

  it('pays from the client account only what it holds, and forgives no more than the rest', async () => {
    const id = await newContract();
    await activate(id);
    const held = await clientFunds(ctx.db, client, 'UZS');
    expect(
      await refusal(settle({ contractId: id, kind: 'ACCOUNT', amount: held + 1n, method: 'ACCOUNT' })),
    ).toBe('409 contracts.errors.accountInsufficient');
    const over = await settle({ contractId: id, kind: 'PAYMENT', amount: 250_000_000n });
    expect(over.overpaid).toBe(250_000_000n - 198_000_000n);
    const id2 = await newContract();
    await activate(id2);
    const fromAccount = await settle({
      contractId: id2,
      kind: 'ACCOUNT',
      amount: 52_000_000n,
      method: 'ACCOUNT',
    });
    expect(fromAccount.allocated).toBe(52_000_000n);
    // the overpayment is spent now: its payment cannot be reversed
    expect(await refusal(reverse(over.settlementId))).toBe('409 contracts.errors.overpaidSpent');
    expect(await refusal(settle({ contractId: id2, kind: 'DISCOUNT', amount: 10n ** 12n }))).toBe(
      '409 contracts.errors.moreThanRest',
    );
    const discount = await settle({
      contractId: id2,
      kind: 'DISCOUNT',
      amount: 30_000_000n,
      reason: 'aksiya',
    });
    expect(discount.allocations.map((a) => a.n)).toEqual([6, 5]);
    expect(discount.operationId).toBeNull();
    const writeOff = await settle({
      contractId: id2,
      kind: 'WRITE_OFF',
      amount: discount.rest,
      costItemId: costItem,
    });
    expect(writeOff.status).toBe('CLOSED');
    expect((await balanceOf(ctx.db, { kind: 'expense_item', ref: costItem, currency: 'UZS' })).balance).toBe(
      discount.rest,
    );
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });

  it('schedules a USD contract in dollars and takes soʻm at the day’s rate through the exchange account', async () => {
    const id = await newContract('USD');
    await activate(id);
    // 280 dollars at 12 800 soʻm: 3 584 000 soʻm
    const paid = { amount: 358_400_000n, currency: 'UZS' as const, rate: '12800' };
    expect(await refusal(settle({ contractId: id, kind: 'PAYMENT', amount: 28_001n, paid }))).toBe(
      '400 errors.badRequest',
    );
    const pay = await settle({ contractId: id, kind: 'PAYMENT', amount: 28_000n, paid });
    expect(pay.allocated).toBe(28_000n);
    const op = await firstRow<{ amount: string; currency: string; rate: string }>(
      ctx,
      sql`select amount, currency, rate from money_operations where id = ${pay.operationId}`,
    );
    expect(op).toMatchObject({ amount: '358400000', currency: 'UZS' });
    const st = await firstRow<{ paid_amount: string; paid_currency: string; amount: string }>(
      ctx,
      sql`select paid_amount, paid_currency, amount from contract_settlements where id = ${pay.settlementId}`,
    );
    expect(st).toEqual({ paid_amount: '358400000', paid_currency: 'UZS', amount: '28000' });
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});

type Command =
  | {
      kind: 'PAYMENT' | 'DISCOUNT' | 'EARLY_CLOSE_BONUS' | 'WRITE_OFF' | 'ACCOUNT';
      amount: bigint;
      day: number;
    }
  | { kind: 'reverse'; pick: number; day: number }
  | { kind: 'together'; amounts: bigint[]; day: number };

const amount = fc.bigInt({ min: 1n, max: 80_000_000n });
const day = fc.integer({ min: 0, max: 200 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('PAYMENT' as const), amount, day }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('ACCOUNT' as const), amount, day }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('DISCOUNT' as const), amount, day }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('EARLY_CLOSE_BONUS' as const), amount, day }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('WRITE_OFF' as const), amount, day }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat(), day }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('together' as const),
      amounts: fc.array(amount, { minLength: 2, maxLength: 4 }),
      day,
    }),
  },
);

const dateOf = (d: number) => new Date(Date.UTC(2024, 0, 10) + d * 86_400_000).toISOString().slice(0, 10);

/** A refusal the command may meet (the contract closed, more than the rest, the account short): 409 only. */
async function tolerate<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return null;
    throw error;
  }
}

async function run(id: number, c: Command, settled: number[]): Promise<void> {
  const date = dateOf(c.day);
  if (c.kind === 'reverse') {
    const target = settled[c.pick % Math.max(settled.length, 1)];
    if (target !== undefined && (await tolerate(reverse(target, date))) !== null)
      settled.splice(settled.indexOf(target), 1);
    return;
  }
  const inputs: Omit<SettleInput, 'date'>[] =
    c.kind === 'together'
      ? c.amounts.map((a) => ({ contractId: id, kind: 'PAYMENT', amount: a }))
      : [{ contractId: id, kind: c.kind, amount: c.amount, costItemId: costItem }];
  const results = await Promise.all(inputs.map((i) => tolerate(settle({ ...i, date }))));
  for (const r of results) if (r) settled.push(r.settlementId);
}

describe('random and concurrent settlements', () => {
  it('keep the rest equal to the schedule, the journal equal to the payments, no row over-allocated', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        const id = await newContract('UZS', 8);
        await activate(id);
        const settled: number[] = [];
        for (const c of commands) {
          await run(id, c, settled);
          expect(await contractBreaks(ctx.db, id)).toEqual([]);
        }
        const cash = await firstRow<{ s: string | null }>(
          ctx,
          sql`select sum(coalesce(s.paid_amount, s.amount)) as s from contract_settlements s
            join contracts c on c.id = s.contract_id
            where s.kind in ('PAYMENT', 'PRE_PAYMENT') and coalesce(s.paid_currency, c.currency) = 'UZS'`,
        );
        expect((await balanceOf(ctx.db, { kind: 'cashbox', ref: box, currency: 'UZS' })).balance).toBe(
          BigInt(cash.s ?? 0),
        );
        expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
      }),
      { numRuns: 25 },
    );
  });
});
