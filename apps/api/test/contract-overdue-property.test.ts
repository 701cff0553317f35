import { lateness } from '@savdo/shared/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelPayment, takePayment } from '../src/areas/sales/contract-payments/payments.ts';
import { contractBreaks } from '../src/areas/sales/contracts/check.ts';
import { latenessOf } from '../src/areas/sales/contracts/late.ts';
import type { Actor } from '../src/platform/actor/actor.ts';
import { activate, newClient, newContract } from './fixtures/contracts.ts';
import { cashbox, firstBranch, products } from './fixtures/stock.ts';
import { createTestContext, createUser, type TestContext } from './helpers.ts';

/**
 * Issue 11: the overdue of a contract as of any date follows from its
 * schedule and its payments alone, whatever order the payments were entered
 * in. Random payments with random (often back-dated) dates and random
 * cancellations, through the cash desk's service on a real PostgreSQL; after
 * every step, as of each of many dates, the stored figures (`latenessOf`, the
 * schedule's paid per row, the contract's next due date) equal a model that
 * knows only the schedule and the payments still standing: the money paid up
 * to a date pays the instalments in order. A back-dated payment or a
 * cancellation changes nothing as of the dates before it.
 */

let ctx: TestContext;
let actor: Actor;
const ids = { branch: 0, box: 0, client: 0, product: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  const userId = (await createUser(ctx, { username: 'admin', isDev: true })).id;
  actor = { userId, rules: new Set(['is_dev.show']) };
  ids.branch = await firstBranch(ctx);
  ids.box = await cashbox(ctx, 'Kassa', ids.branch, userId);
  ids.client = await newClient(ctx, ids.branch, 'Aliyev Vali', '31234567890123', '998901234567');
  ids.product = (await products(ctx, { a: 'Televizor' })).a;
});
afterAll(async () => {
  await ctx?.close();
});

const START = Date.UTC(2024, 0, 10);
const dateOf = (d: number) => new Date(START + d * 86_400_000).toISOString().slice(0, 10);
/** The dates every step looks at: around each due date and between. */
const PROBES = Array.from({ length: 24 }, (_, i) => dateOf(i * 11 + 3));

interface Row {
  n: number;
  dueDate: string;
  amount: bigint;
}
interface Paid {
  id: number;
  date: string;
  amount: bigint;
}

const smaller = (a: bigint, b: bigint) => (a < b ? a : b);

/** The model: what was paid up to `asOf` settles the rows in order. */
function modelPaid(rows: readonly Row[], payments: readonly Paid[], asOf: string): Map<number, bigint> {
  let money = payments.filter((p) => p.date <= asOf).reduce((s, p) => s + p.amount, 0n);
  const out = new Map<number, bigint>();
  for (const r of rows) {
    const x = smaller(money, r.amount);
    out.set(r.n, x);
    money -= x;
  }
  return out;
}

function modelLateness(rows: readonly Row[], payments: readonly Paid[], asOf: string) {
  const paid = modelPaid(rows, payments, asOf);
  return lateness(
    rows,
    rows.map((r) => ({ n: r.n, date: asOf, amount: paid.get(r.n) ?? 0n })),
    asOf,
  );
}

type Step = { kind: 'pay'; amount: number; day: number } | { kind: 'cancel'; pick: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      amount: fc.integer({ min: 1, max: 2_500_000 }),
      day: fc.integer({ min: 0, max: 260 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);

async function storedPaid(contract: number): Promise<Map<number, bigint>> {
  const rows = await ctx.db.execute<{ n: number; paid: string }>(
    sql`select n, paid from contract_schedule where contract_id = ${contract} order by n`,
  );
  return new Map(rows.rows.map((r) => [Number(r.n), BigInt(r.paid)]));
}

describe('overdue as of any date', () => {
  it('equals what the schedule and the standing payments give, whatever order they were entered in', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const contract = await newContract(ctx, {
          branch: ids.branch,
          client: ids.client,
          userId: actor.userId,
          items: [{ product: ids.product, price: 1_000_000_000n }],
          months: 6,
          date: dateOf(0),
        });
        await activate(ctx, contract);
        const schedule = await ctx.db.execute<{ n: number; due_date: string; amount: string }>(
          sql`select n, due_date, amount from contract_schedule where contract_id = ${contract} order by n`,
        );
        const rows: Row[] = schedule.rows.map((r) => ({
          n: Number(r.n),
          dueDate: r.due_date,
          amount: BigInt(r.amount),
        }));
        const standing: Paid[] = [];
        let before = new Map<string, unknown>();
        for (const s of steps) {
          let changedFrom: string | null = null;
          const standingTotal = standing.reduce((sum, p) => sum + p.amount, 0n);
          const debt = rows.reduce((sum, r) => sum + r.amount, 0n);
          // within the debt: what is beyond it goes to the client's account in the order it came
          if (s.kind === 'pay' && standingTotal + BigInt(s.amount) * 100n > debt) continue;
          if (s.kind === 'pay') {
            const taken = await takePayment(
              ctx.db,
              'contract-payments',
              {
                contract_id: contract,
                cashbox_id: ids.box,
                currency: 'UZS',
                method: 'CASH',
                amount: String(s.amount),
                payment_date: dateOf(s.day),
              },
              actor,
              undefined,
            );
            standing.push({ id: taken.id, date: dateOf(s.day), amount: BigInt(s.amount) * 100n });
            changedFrom = dateOf(s.day);
          } else if (standing.length > 0) {
            const [gone] = standing.splice(s.pick % standing.length, 1);
            if (!gone) continue;
            await cancelPayment(ctx.db, ['PAYMENT'], gone.id, 'xato', actor);
            changedFrom = gone.date;
          }
          const after = new Map<string, unknown>();
          for (const d of PROBES) {
            const asStored = (await latenessOf(ctx.db, [contract], d)).get(contract);
            expect(asStored, `as of ${d}`).toEqual(modelLateness(rows, standing, d));
            // the right instalments only: nothing changed as of the dates before the step's date
            if (changedFrom !== null && d < changedFrom && before.has(d))
              expect(asStored).toEqual(before.get(d));
            after.set(d, asStored);
          }
          before = after;
          expect(await storedPaid(contract)).toEqual(modelPaid(rows, standing, '9999-12-31'));
          expect(await contractBreaks(ctx.db, contract)).toEqual([]);
        }
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
