import type { CashOrderStep } from '@savdo/shared/schemas/cash-orders';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCashOperation,
  createExchange,
  type OperationStep,
  stepOperation,
} from '../src/areas/cash/cash-desk/service.ts';
import { createCashOrder, stepCashOrder } from '../src/areas/cash/cash-orders/orders.ts';
import { ACCOUNT_BALANCES, BALANCE_STRIPES, balanceOf } from '../src/ledgers/money/journal.ts';
import { cashboxOperationLines, exchangeAmount } from '../src/ledgers/money/lines.ts';
import { postOperation } from '../src/ledgers/money/operations.ts';
import type { Actor } from '../src/platform/actor/actor.ts';
import { AppError } from '../src/platform/http/errors.ts';
import { firstBranch, firstRow, rowId, supplier } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

/**
 * Property tests of the money journal on a real PostgreSQL: random and
 * concurrent sequences of incomes, expenses, supplier payments, exchanges,
 * approvals and cancellations keep every balance equal to the sum of its
 * postings, every operation balanced per currency, no cashbox below zero,
 * and the supplier ledger in step with the journal's supplier accounts;
 * cash orders sent, cancelled, approved and rejected among them keep the
 * money in transit equal to the SENT orders.
 */

let ctx: TestContext;
let actor: Actor;
let token: string;
const boxes: number[] = [];
const suppliers: number[] = [];
const items: number[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await createUser(ctx, { username: 'admin', password: 'Admin#123', isDev: true });
  actor = { userId: admin.id, rules: new Set(['is_dev.show']) };
  token = await signIn(ctx, 'admin', 'Admin#123');
  const branch = await firstBranch(ctx);
  for (const name of ['A', 'B', 'C']) {
    boxes.push(
      await rowId(
        ctx,
        sql`insert into cashboxes (name, branch_id, responsible_id) values (${`Kassa ${name}`}, ${branch}, ${admin.id}) returning id`,
      ),
    );
  }
  suppliers.push(await supplier(ctx, 'Artel'), await supplier(ctx, 'Samsung'));
  items.push(await rowId(ctx, sql`insert into cost_items (name) values ('Ijara') returning id`));
});
afterAll(async () => {
  await ctx?.close();
});

type Currency = 'UZS' | 'USD';
type Command =
  | {
      kind: 'cash';
      type: 'CASHBOX_INPUT' | 'EXPENSE_OUTPUT' | 'SUPPLIER_OUTPUT' | 'SUPPLIER_INPUT';
      box: number;
      currency: Currency;
      amount: bigint;
      who: number;
      approve: boolean;
    }
  | { kind: 'exchange'; box: number; from: Currency; amount: bigint; rate: string; approve: boolean }
  | { kind: 'step'; step: OperationStep; pick: number }
  | { kind: 'order'; from: number; to: number; currency: Currency; amount: bigint; send: boolean }
  | { kind: 'orderStep'; step: CashOrderStep; pick: number };

const currency = fc.constantFrom<Currency>('UZS', 'USD');
const amount = fc.bigInt({ min: 1n, max: 5_000_000n });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('cash' as const),
    type: fc.constantFrom(
      'CASHBOX_INPUT' as const,
      'EXPENSE_OUTPUT' as const,
      'SUPPLIER_OUTPUT' as const,
      'SUPPLIER_INPUT' as const,
    ),
    box: fc.nat(2),
    currency,
    amount,
    who: fc.nat(1),
    approve: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('exchange' as const),
    box: fc.nat(2),
    from: currency,
    amount,
    rate: fc.constantFrom('12750', '12800.5', '1', '0.3333'),
    approve: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('step' as const),
    step: fc.constantFrom<OperationStep>('approve', 'cancel'),
    pick: fc.nat(1000),
  }),
  fc.record({
    kind: fc.constant('order' as const),
    from: fc.nat(2),
    to: fc.nat(2),
    currency,
    amount,
    send: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('orderStep' as const),
    step: fc.constantFrom<CashOrderStep>('send', 'cancel', 'approve', 'reject'),
    pick: fc.nat(1000),
  }),
);

/** The cash orders made so far (their steps pick among them). */
const orders: number[] = [];

async function runOrder(cmd: Extract<Command, { kind: 'order' | 'orderStep' }>): Promise<void> {
  if (cmd.kind === 'orderStep') {
    if (orders.length === 0) throw new AppError(409, 'no order yet');
    await stepCashOrder(ctx.db, orders[cmd.pick % orders.length] as number, cmd.step, actor);
    return;
  }
  if (cmd.from === cmd.to) throw new AppError(409, 'one cashbox');
  const order = await createCashOrder(
    ctx.db,
    {
      source_cashbox_id: boxes[cmd.from] as number,
      target_cashbox_id: boxes[cmd.to] as number,
      amount: decimal(cmd.amount),
      currency: cmd.currency,
    },
    actor,
  );
  orders.push(order.id);
  if (cmd.send) await stepCashOrder(ctx.db, order.id, 'send', actor);
}

const decimal = (minor: bigint) => `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;

/** Runs one command; a 409 (not enough cash, a step from the wrong status) is an allowed answer. */
async function run(cmd: Command, made: number[]): Promise<'ok' | 'refused'> {
  try {
    if (cmd.kind === 'cash') {
      const counterpart = cmd.type === 'EXPENSE_OUTPUT' ? items[0] : suppliers[cmd.who];
      const op = await createCashOperation(
        ctx.db,
        {
          type: cmd.type,
          cashbox_id: boxes[cmd.box] as number,
          amount: decimal(cmd.amount),
          currency: cmd.currency,
          counterpart_id: cmd.type === 'CASHBOX_INPUT' ? undefined : counterpart,
        },
        actor,
        { approve: cmd.approve },
      );
      made.push(op.id);
    } else if (cmd.kind === 'exchange') {
      if (exchangeAmount(cmd.from, cmd.amount, cmd.rate) === 0n) return 'refused';
      const op = await createExchange(
        ctx.db,
        {
          cashbox_id: boxes[cmd.box] as number,
          from_currency: cmd.from,
          amount: decimal(cmd.amount),
          rate: cmd.rate,
        },
        actor,
        { approve: cmd.approve },
      );
      made.push(op.id);
    } else if (cmd.kind === 'order' || cmd.kind === 'orderStep') {
      await runOrder(cmd);
    } else {
      if (made.length === 0) return 'refused';
      await stepOperation(ctx.db, made[cmd.pick % made.length] as number, cmd.step, actor);
    }
    return 'ok';
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return 'refused';
    throw error;
  }
}

/** Every invariant of the journal, read from the database. */
async function assertInvariants(): Promise<void> {
  const drift = await ctx.db.execute(sql`select b.account_id from ${ACCOUNT_BALANCES} b
      left join (select account_id, sum(greatest(amount, 0)) as d, sum(greatest(-amount, 0)) as c
        from money_postings group by account_id) p on p.account_id = b.account_id
    where b.debit <> coalesce(p.d, 0) or b.credit <> coalesce(p.c, 0) or b.balance <> b.debit - b.credit`);
  expect(drift.rows, 'balance rows equal the sum of their postings').toEqual([]);
  const orphans = await ctx.db.execute(sql`select p.id from money_postings p
    left join money_balances b on b.account_id = p.account_id where b.account_id is null`);
  expect(orphans.rows).toEqual([]);
  const unbalanced = await ctx.db.execute(sql`select operation_id, currency from money_postings
    group by operation_id, currency having sum(amount) <> 0`);
  expect(unbalanced.rows, 'each operation balances per currency').toEqual([]);
  const negative = await ctx.db.execute(sql`select a.ref_id, a.currency, b.balance from money_balances b
    join money_accounts a on a.id = b.account_id where a.kind = 'cashbox' and (b.balance < 0 or b.stripe <> 0)`);
  expect(negative.rows, 'no cashbox below zero, each on its one balance row').toEqual([]);
  const postedStatus = await ctx.db.execute(sql`select o.id from money_operations o
    where (o.approved_at is not null) <> exists (select 1 from money_postings p where p.operation_id = o.id)`);
  expect(postedStatus.rows, 'exactly the operations once approved have postings').toEqual([]);
  const supplierDrift = await ctx.db.execute(sql`select a.ref_id, a.currency from money_accounts a
      join ${ACCOUNT_BALANCES} b on b.account_id = a.id
    where a.kind = 'supplier' and b.balance <> -coalesce((select sum(l.amount) from supplier_ledger l
      where l.supplier_id = a.ref_id and l.currency = a.currency and l.kind = 'MONEY'), 0)`);
  expect(supplierDrift.rows, 'the supplier ledger moves with the journal').toEqual([]);
  const reversals = await ctx.db.execute(sql`select o.id from money_operations o
    where o.status = 'CANCELED' and o.approved_at is not null
      and not exists (select 1 from money_operations r where r.reversal_of = o.id)`);
  expect(reversals.rows, 'every cancelled approved operation has its reversal').toEqual([]);
  const transit = await ctx.db.execute(sql`select a.ref_id, a.currency, b.balance from money_accounts a
      join ${ACCOUNT_BALANCES} b on b.account_id = a.id
    where a.kind = 'in_transit' and b.balance <> coalesce((select sum(o.amount) from cash_orders o
      where o.status = 'SENT' and o.target_cashbox_id = a.ref_id and o.currency = a.currency), 0)`);
  expect(transit.rows, 'money in transit equals the SENT cash orders').toEqual([]);
  const orderPostings = await ctx.db.execute(sql`select o.id from cash_orders o
    where (o.send_operation_id is not null) <> (o.status in ('SENT', 'APPROVED', 'REJECTED'))
       or (o.receive_operation_id is not null) <> (o.status in ('APPROVED', 'REJECTED'))`);
  expect(orderPostings.rows, 'each order has posted exactly the steps its status says').toEqual([]);
  // each balance row (an account's stripe) equals the daily sums of its stripe: so the balance's sum does too
  const dailyDrift = await ctx.db.execute(sql`select b.account_id, b.stripe from money_balances b
      left join (select account_id, stripe, sum(debit) as d, sum(credit) as c from money_daily group by 1, 2) s
        on s.account_id = b.account_id and s.stripe = b.stripe
    where b.debit <> coalesce(s.d, 0) or b.credit <> coalesce(s.c, 0)`);
  expect(dailyDrift.rows, 'the daily sums equal the postings').toEqual([]);
  const monthlyDrift = await ctx.db.execute(sql`select d.account_id, d.month from
      (select account_id, stripe, date_trunc('month', business_date)::date as month, sum(debit) as d,
        sum(credit) as c from money_daily group by 1, 2, 3) d
      full join money_monthly m on m.account_id = d.account_id and m.stripe = d.stripe and m.month = d.month
    where m.debit is distinct from d.d or m.credit is distinct from d.c`);
  expect(monthlyDrift.rows, 'the monthly sums equal the daily ones').toEqual([]);
}

/** What the model expects of each cashbox's cash: the net of its approved operations' cash lines. */
async function cashByModel(): Promise<Map<string, bigint>> {
  const rows = await ctx.db.execute<{
    lines: { kind: string; ref: number; currency: string; amount: string }[];
    status: string;
    reversal_of: string | null;
    id: string;
  }>(sql`select id, lines, status, reversal_of from money_operations`);
  const cash = new Map<string, bigint>();
  for (const op of rows.rows) {
    const posted =
      op.status === 'APPROVED' ||
      (op.status === 'CANCELED' && rows.rows.some((r) => r.reversal_of === op.id));
    if (!posted) continue;
    for (const l of op.lines) {
      if (l.kind !== 'cashbox') continue;
      const key = `${l.ref}:${l.currency}`;
      cash.set(key, (cash.get(key) ?? 0n) + BigInt(l.amount));
    }
  }
  return cash;
}

async function cashInBalances(): Promise<Map<string, bigint>> {
  const rows = await ctx.db.execute<{
    ref_id: string;
    currency: string;
    balance: string;
  }>(sql`select a.ref_id,
      a.currency, b.balance from money_accounts a join money_balances b on b.account_id = a.id where a.kind = 'cashbox'`);
  return new Map(
    rows.rows.filter((r) => r.balance !== '0').map((r) => [`${r.ref_id}:${r.currency}`, BigInt(r.balance)]),
  );
}

const nonZero = (m: Map<string, bigint>) => new Map([...m].filter(([, v]) => v !== 0n));

describe('money journal properties', () => {
  it('keeps balances, balance per currency and the cash floor through random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const made: number[] = [];
        for (const cmd of commands) await run(cmd, made);
        await assertInvariants();
        expect(await cashInBalances()).toEqual(nonZero(await cashByModel()));
      }),
      { numRuns: 25 },
    );
  });

  it('keeps them with operations running at once on shared cashboxes (no deadlock reaches the caller)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 16 }), async (commands) => {
        const made: number[] = [];
        // Seed some cash so that concurrent expenses contend for it.
        for (const box of [0, 1, 2]) {
          await run(
            {
              kind: 'cash',
              type: 'CASHBOX_INPUT',
              box,
              currency: 'UZS',
              amount: 1_000_000n,
              who: 0,
              approve: true,
            },
            made,
          );
        }
        const results = await Promise.all(commands.map((cmd) => run(cmd, made)));
        expect(results.every((r) => r === 'ok' || r === 'refused')).toBe(true);
        await assertInvariants();
        expect(await cashInBalances()).toEqual(nonZero(await cashByModel()));
      }),
      { numRuns: 15 },
    );
  });

  it('posts once for a replayed or concurrently repeated Idempotency-Key', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }),
        amount,
        fc.boolean(),
        async (copies, minor, together) => {
          const key = `prop-${++n}`;
          const before = await firstRow<{ n: string }>(ctx, sql`select count(*) as n from money_operations`);
          const send = () =>
            ctx.app.inject({
              method: 'POST',
              url: '/api/cashbox/operations?approve=true',
              headers: { ...bearer(token), 'idempotency-key': key },
              payload: {
                type: 'CASHBOX_INPUT',
                cashbox_id: boxes[0],
                amount: decimal(minor),
                currency: 'UZS',
              },
            });
          const answers = together
            ? await Promise.all(Array.from({ length: copies }, send))
            : await Array.from({ length: copies }).reduce<Promise<Awaited<ReturnType<typeof send>>[]>>(
                async (acc) => [...(await acc), await send()],
                Promise.resolve([]),
              );
          expect(answers.map((a) => a.statusCode)).toEqual(Array(copies).fill(201));
          expect(new Set(answers.map((a) => a.body)).size).toBe(1);
          const after = await firstRow<{ n: string }>(ctx, sql`select count(*) as n from money_operations`);
          expect(Number(after.n) - Number(before.n)).toBe(1);
          await assertInvariants();
        },
      ),
      { numRuns: 12 },
    );
  });

  it('posts once for a key repeated below the HTTP layer (a module entering the same operation twice)', async () => {
    const key = `service-${Date.now()}`;
    const input = {
      type: 'CASHBOX_INPUT' as const,
      cashbox_id: boxes[1] as number,
      amount: '12.34',
      currency: 'UZS' as const,
    };
    const before = await firstRow<{ n: string }>(ctx, sql`select count(*) as n from money_postings`);
    const made = await Promise.all(
      Array.from({ length: 4 }, () =>
        createCashOperation(ctx.db, input, actor, { approve: true, idempotencyKey: key }),
      ),
    );
    const again = await createCashOperation(ctx.db, input, actor, { approve: true, idempotencyKey: key });
    expect(new Set([...made, again].map((op) => op.id)).size).toBe(1);
    expect(again.postings).toHaveLength(2);
    const after = await firstRow<{ n: string }>(ctx, sql`select count(*) as n from money_postings`);
    expect(Number(after.n) - Number(before.n)).toBe(2);
    await assertInvariants();
  });
});

/** Posts one approved cash operation through the API with a key of its own. */
const postCash = (payload: Record<string, unknown>, key: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/cashbox/operations?approve=true',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload,
  });

describe('hot accounts (a balance over stripes)', () => {
  it('spreads concurrent postings to one company-wide account over stripes, its balance equal to its postings', async () => {
    const income = { kind: 'income_type', ref: 0, currency: 'UZS' } as const;
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        postCash(
          { type: 'CASHBOX_INPUT', cashbox_id: boxes[i % 3], amount: '1000.00', currency: 'UZS' },
          `hot-${i}`,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(24).fill(201));
    const stripes = await ctx.db.execute<{ stripe: number }>(sql`select b.stripe from money_balances b
      join money_accounts a on a.id = b.account_id
      where a.kind = ${income.kind} and a.ref_id = ${income.ref} and a.currency = ${income.currency}`);
    expect(stripes.rows.length).toBeGreaterThan(1);
    expect(stripes.rows.length).toBeLessThanOrEqual(BALANCE_STRIPES);
    const posted = await firstRow<{ s: string }>(
      ctx,
      sql`select coalesce(sum(p.amount), 0)::text as s from money_postings p join money_accounts a on a.id = p.account_id
        where a.kind = ${income.kind} and a.ref_id = ${income.ref} and a.currency = ${income.currency}`,
    );
    expect((await balanceOf(ctx.db, income)).balance).toBe(BigInt(posted.s));
    await assertInvariants();
  });

  it('still refuses (409) what would take one cashbox below zero when expenses run at once', async () => {
    const box = { kind: 'cashbox', ref: boxes[2] as number, currency: 'UZS' } as const;
    const funded = await postCash(
      { type: 'CASHBOX_INPUT', cashbox_id: box.ref, amount: '5000.00', currency: 'UZS' },
      'hot-fund',
    );
    expect(funded.statusCode).toBe(201);
    const held = (await balanceOf(ctx.db, box)).balance;
    const each = held / 3n - 1n; // three fit, a fourth does not
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postCash(
          {
            type: 'EXPENSE_OUTPUT',
            cashbox_id: box.ref,
            amount: decimal(each),
            currency: 'UZS',
            counterpart_id: items[0],
          },
          `hot-out-${i}`,
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(3).fill(201), ...Array(7).fill(409)]);
    expect((await balanceOf(ctx.db, box)).balance).toBe(held - 3n * each);
    await assertInvariants();
  });

  it('posts to a stripe no one holds instead of waiting for the one its transaction id picks', async () => {
    const box = boxes[1] as number;
    const income = { kind: 'income_type', ref: 0, currency: 'UZS' } as const;
    // every stripe of the company-wide income account exists, as after a busy day
    await ctx.db.execute(sql`insert into money_balances (account_id, stripe, floor_zero)
      select a.id, g, false from money_accounts a, generate_series(0, ${BALANCE_STRIPES - 1}) g
      where a.kind = ${income.kind} and a.ref_id = 0 and a.currency = 'UZS' on conflict do nothing`);
    const before = (await balanceOf(ctx.db, income)).balance;
    const draft = {
      type: 'CASHBOX_INPUT' as const,
      branchId: await firstBranch(ctx),
      cashboxId: box,
      date: '2024-03-01',
      amount: 70_000n,
      currency: 'UZS' as const,
      lines: cashboxOperationLines('CASHBOX_INPUT', box, undefined, 'UZS', 70_000n),
    };
    let free = -1;
    await ctx.db.transaction(async (holder) => {
      await ctx.db.transaction(async (poster) => {
        // a posting waits 200 ms on a lock at most, then fails
        await poster.execute(sql`set local lock_timeout = '200ms'`);
        const [t] = (await poster.execute<{ t: string }>(sql`select txid_current() as t`)).rows;
        // another transaction holds every stripe but one, the one this transaction's id picks among them
        free = (Number(t?.t) + 1) % BALANCE_STRIPES;
        await holder.execute(sql`select 1 from money_balances b join money_accounts a on a.id = b.account_id
          where a.kind = ${income.kind} and a.ref_id = 0 and a.currency = 'UZS' and b.stripe <> ${free}
          for update of b`);
        await postOperation(poster, draft, actor.userId, { approve: true });
      });
    });
    const [row] = (
      await ctx.db.execute<{ credit: string }>(sql`select b.credit from money_balances b
        join money_accounts a on a.id = b.account_id
        where a.kind = ${income.kind} and a.ref_id = 0 and a.currency = 'UZS' and b.stripe = ${free}`)
    ).rows;
    expect(BigInt(row?.credit ?? 0)).toBeGreaterThanOrEqual(70_000n);
    expect((await balanceOf(ctx.db, income)).balance).toBe(before - 70_000n);
    await assertInvariants();
  });
});
