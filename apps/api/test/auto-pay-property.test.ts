import type { Currency } from '@savdo/shared/money';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardGateway } from '../src/areas/collections/auto-pay/card-gateway.ts';
import {
  type FakeCardFailure,
  LocalCardGateway,
} from '../src/areas/collections/auto-pay/card-gateway-fake.ts';
import { linkCard, setAutoPay } from '../src/areas/collections/auto-pay/cards.ts';
import { runDebits } from '../src/areas/collections/auto-pay/debits.ts';
import { queueDebits } from '../src/areas/collections/auto-pay/queue.ts';
import { takePayment } from '../src/areas/sales/contract-payments/payments.ts';
import { exchangeAmount } from '../src/ledgers/money/lines.ts';
import type { Actor } from '../src/platform/actor/actor.ts';
import { activate, newClient, newContract } from './fixtures/contracts.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { cashbox, firstBranch, products, rowId } from './fixtures/stock.ts';
import { createTestContext, createUser, type TestContext } from './helpers.ts';

/**
 * A replayed or concurrent debit job charges each instalment once: random
 * days of the close-of-day step (some repeated), two or three job runs at
 * once, replays, the processor failing at random (unreachable, or done with
 * its answer lost, on any call), a cashier paying meanwhile, the dollar
 * rate changing meanwhile, the card holding plenty, nothing, or less than
 * is due (the ladder of smaller debits: ladder.ts). One contract is in soʻm, one in dollars (charged
 * in soʻm at the day's rate). Once the failures are spent and the job has
 * run out of work: every card charge is one receipt of one debit row, for
 * the row's soʻm (a USD row's cents at the rate kept on it), no contract was
 * charged more than fell due by the last date, each paid row has exactly one
 * settlement of its amount (a USD row's with the very soʻm and rate charged),
 * each instalment's debits of a date are a ladder (a smaller one only after
 * a refusal for want of money, at most four), and the ledgers hold.
 */

let ctx: TestContext;
let actor: Actor;
const ids = { branch: 0, box: 0, phone: 0 };
let serial = 0;

const DATES = ['2024-02-10', '2024-03-10', '2024-04-10'] as const;
const METHODS: (keyof CardGateway)[] = ['receiptsCreate', 'receiptsPay', 'receiptsCheck'];
const RATES = ['12500.00', '12780.35', '13010.10'] as const;
const CARD = '8600069195406311';
/** Tiyin: more than any contract here asks. */
const PLENTY = 1e13;
/** The ladder's default: four debits of an instalment a day. */
const ATTEMPTS = 4;

/** A soʻm contract (1 500 000, 300 000 down) or a dollar one ($500, $100 down), ACTIVE, its card connected. */
async function connectedContract(gateway: LocalCardGateway, currency: Currency): Promise<number> {
  serial += 1;
  const client = await newClient(
    ctx,
    ids.branch,
    `Mijoz ${serial}`,
    `6${String(serial).padStart(13, '0')}`,
    `99893${String(serial).padStart(7, '0')}`,
  );
  const contract = await newContract(ctx, {
    branch: ids.branch,
    client,
    userId: actor.userId,
    currency,
    items: [{ product: ids.phone, price: currency === 'UZS' ? 150_000_000n : 50_000n }],
  });
  const down = currency === 'UZS' ? '300000' : '100';
  await takePayment(
    ctx.db,
    'pre-payment',
    { contract_id: contract, amount: down, currency, method: 'CASH', cashbox_id: ids.box },
    actor,
    undefined,
  );
  await activate(ctx, contract);
  const made = await gateway.cardsCreate(CARD, '03/99', true);
  await gateway.cardsGetVerifyCode(made.token);
  await gateway.cardsVerify(made.token, '666666');
  const card = await rowId(
    ctx,
    sql`insert into contract_cards (client_id, masked_number, expire, token, provider, status, created_by)
      values (${client}, ${made.number}, '03/99', ${made.token}, 'local', 'ACTIVE', ${actor.userId}) returning id`,
  );
  await linkCard(ctx.db, { card_id: card, contract_id: contract }, actor);
  await setAutoPay(ctx.db, contract, true, actor);
  return contract;
}

/** Runs the job until nothing is left to do (the failures are spent by then). */
async function drain(gateway: LocalCardGateway): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await runDebits(ctx.db, gateway);
    const open = await ctx.db.execute(sql`select 1 from auto_pay_debits
      where status in ('QUEUED', 'PROCESSING', 'UNKNOWN') limit 1`);
    if (open.rows.length === 0) return;
  }
  throw new Error('debits still open');
}

beforeAll(async () => {
  ctx = await createTestContext();
  const user = await createUser(ctx, { username: 'avto', rules: ['contract_payment.add'] });
  actor = { userId: user.id, rules: new Set(['contract_payment.add', 'contract_pre_payment.add']) };
  ids.branch = await firstBranch(ctx);
  ids.box = await cashbox(ctx, 'Asosiy kassa', ids.branch, user.id);
  ids.phone = (await products(ctx, { phone: 'Samsung Galaxy A15' })).phone;
  await ctx.db.execute(sql`insert into exchange_rates (date, rate) values ('2024-01-01', ${RATES[0]})`);
});
afterAll(async () => {
  await ctx?.close();
});

const scenario = fc.record({
  steps: fc.array(
    fc.record({
      date: fc.constantFrom(...DATES),
      runs: fc.integer({ min: 1, max: 3 }),
      replays: fc.integer({ min: 0, max: 2 }),
      failures: fc.array(
        fc.record({
          how: fc.constantFrom<FakeCardFailure>('down', 'lost'),
          method: fc.constantFrom(...METHODS),
        }),
        { maxLength: 3 },
      ),
      cashier: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }),
      rate: fc.constantFrom(...RATES),
      // what the card holds for the step's runs: plenty (most often), nothing, or less than an instalment
      balance: fc.constantFrom(PLENTY, PLENTY, PLENTY, 0, 15_000_000, 30_000_000),
    }),
    { minLength: 1, maxLength: 4 },
  ),
});

/**
 * The ladder of one instalment's debits of a date (`ladder.ts`): rungs 0, 1, …
 * with no gap and at most `ATTEMPTS`, each smaller than the one before, and
 * a rung only after one refused for want of money; so at most one is paid.
 */
function ladderHolds(
  rows: {
    contract_id: string;
    n: number;
    business_date: string;
    step: number;
    amount: string;
    status: string;
  }[],
) {
  const ladders = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.contract_id}:${r.n}:${r.business_date}`;
    ladders.set(key, [...(ladders.get(key) ?? []), r]);
  }
  for (const ladder of ladders.values()) {
    expect(ladder.map((r) => r.step)).toEqual(ladder.map((_, i) => i));
    expect(ladder.length).toBeLessThanOrEqual(ATTEMPTS);
    for (let i = 1; i < ladder.length; i++) {
      expect(BigInt(ladder[i]?.amount ?? 0)).toBeLessThan(BigInt(ladder[i - 1]?.amount ?? 0));
      expect(ladder[i - 1]?.status).toBe('FAILED_FUNDS');
    }
  }
}

describe('the debit job, replayed and concurrent', () => {
  it('charges each instalment once, never more than fell due', async () => {
    let paidRows = 0;
    let dollarRows = 0;
    let smallerRows = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async ({ steps }) => {
        const gateway = new LocalCardGateway();
        const contracts = [await connectedContract(gateway, 'UZS'), await connectedContract(gateway, 'USD')];
        for (const step of steps) {
          for (const f of step.failures) gateway.failNext(1, f.how, f.method);
          gateway.setBalance(CARD, step.balance);
          const contract = step.cashier === undefined ? undefined : contracts[step.cashier];
          await Promise.all([
            queueDebits(ctx.db, step.date),
            queueDebits(ctx.db, step.date),
            ...Array.from({ length: step.runs }, () => runDebits(ctx.db, gateway)),
            contract === undefined
              ? Promise.resolve()
              : takePayment(
                  ctx.db,
                  'contract-payments',
                  {
                    contract_id: contract,
                    amount: step.cashier === 0 ? '100000' : '10',
                    currency: step.cashier === 0 ? 'UZS' : 'USD',
                    method: 'CASH',
                    cashbox_id: ids.box,
                  },
                  actor,
                  undefined,
                ),
          ]);
          // the rate changes before the replays: a receipt whose answer was lost is posted at its own
          await ctx.db.execute(sql`update exchange_rates set rate = ${step.rate}`);
          for (let r = 0; r < step.replays; r++) await runDebits(ctx.db, gateway);
        }
        gateway.setBalance(CARD, PLENTY);
        await drain(gateway);
        const rows = await ctx.db.execute<{
          id: string;
          contract_id: string;
          n: number;
          status: string;
          amount: string;
          rate: string | null;
          charged_uzs: string | null;
          step: number;
          business_date: string;
        }>(
          sql`select id, contract_id, n, status, amount, rate::text as rate, charged_uzs, step,
              business_date::text as business_date
            from auto_pay_debits where contract_id in (${contracts[0]}, ${contracts[1]}) order by step`,
        );
        ladderHolds(rows.rows);
        smallerRows += rows.rows.filter((r) => r.step > 0 && r.status === 'PAID').length;
        const byId = new Map(rows.rows.map((r) => [r.id, r]));
        const charged = gateway.charged();
        // every charge is a debit row of these contracts, paid, for its soʻm, one receipt a row
        const orderIds = charged.map((c) => c.orderId);
        expect(new Set(orderIds).size).toBe(orderIds.length);
        for (const c of charged) {
          const row = byId.get(c.orderId);
          expect(row?.status).toBe('PAID');
          expect(String(c.amount)).toBe(row?.charged_uzs ?? row?.amount);
        }
        // a dollar row's soʻm are its cents at its rate, as the settlement engine checks them
        for (const r of rows.rows.filter(
          (r) => Number(r.contract_id) === contracts[1] && r.status === 'PAID',
        )) {
          expect(r.rate).not.toBeNull();
          expect(r.charged_uzs).toBe(String(exchangeAmount('USD', BigInt(r.amount), r.rate ?? '0')));
        }
        const paid = rows.rows.filter((r) => r.status === 'PAID');
        paidRows += paid.length;
        dollarRows += paid.filter((r) => Number(r.contract_id) === contracts[1]).length;
        expect(paid.length).toBe(charged.length);
        // never more than was due: a debit may settle an earlier instalment than its own (oldest
        // first), so what its contract was charged is held to what fell due by the last date
        const last =
          steps
            .map((s) => s.date)
            .sort()
            .at(-1) ?? '';
        for (const contract of contracts) {
          const due = await ctx.db.execute<{ due: string }>(sql`select coalesce(sum(amount), 0) as due
            from contract_schedule where contract_id = ${contract} and n > 0 and due_date <= ${last}`);
          const took = paid
            .filter((r) => Number(r.contract_id) === contract)
            .reduce((sum, r) => sum + BigInt(r.amount), 0n);
          expect(took).toBeLessThanOrEqual(BigInt(due.rows[0]?.due ?? 0));
        }
        // one settlement a paid row, of its amount
        const settled = await ctx.db.execute<{
          key: string;
          amount: string;
          paid_amount: string | null;
          rate: string | null;
        }>(sql`select idempotency_key as key, amount, paid_amount, rate::text as rate
          from contract_settlements where idempotency_key like 'auto-pay-debit:%'
            and contract_id in (${contracts[0]}, ${contracts[1]})`);
        expect(settled.rows.map((s) => s.key).sort()).toEqual(
          paid.map((r) => `auto-pay-debit:${r.id}`).sort(),
        );
        for (const s of settled.rows) {
          const row = byId.get(s.key.split(':')[1] ?? '');
          expect(s.amount).toBe(row?.amount);
          expect([s.paid_amount, s.rate]).toEqual([row?.charged_uzs, row?.rate]);
        }
        for (const id of contracts) await setAutoPay(ctx.db, id, false, actor);
      }),
      {
        numRuns: 12,
        ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED), path: process.env.FC_PATH } : {}),
      },
    );
    // the runs did debit (the property is not met by refusing everything)
    expect(paidRows).toBeGreaterThan(12);
    expect(dollarRows).toBeGreaterThan(4);
    // and some cards lacking the money were charged a smaller sum
    expect(smallerRows).toBeGreaterThan(0);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  }, 240_000);
});
