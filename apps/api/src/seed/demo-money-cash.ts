import { type Currency, fromMinor, toMinor } from '@savdo/shared/money';
import {
  type CashboxOperationType,
  type CurrencyExchangeInput,
  currencyExchangeSchema,
} from '@savdo/shared/schemas/money';
import { sql } from 'drizzle-orm';
import { createExchange } from '../areas/cash/cash-desk/service.ts';
import { balanceOf } from '../ledgers/money/journal.ts';
import type { Actor } from '../platform/actor/actor.ts';
import type { Db } from '../platform/db/client.ts';
import { parse } from '../platform/http/validate.ts';
import {
  DEMO_CASHBOXES,
  type DemoMoneyContext,
  type DemoMoneyStep,
  demoCashOperation,
} from './demo-money-context.ts';

/**
 * Demo cash desk history (issue 9) over the last three months, in date
 * order and through the services: an investor's money in (and a part paid
 * back), cash deposited to and withdrawn from the company's bank account,
 * supplier payments in soʻm and dollars that close part of each demo
 * supplier's debt as it stood that day, staff advances and a return, other
 * incomes and expenses, cost-item expenses, and three exchanges. Every
 * payment is capped by what the cashbox holds, so no cashbox goes below zero.
 */

type BoxName = (typeof DEMO_CASHBOXES)[number][0];

async function firstId(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const rows = await db.execute<{ id: number }>(query);
  const id = rows.rows[0]?.id;
  if (id === undefined) throw new Error('demo money: a reference record is missing');
  return Number(id);
}

/** The cashier responsible for a demo cashbox (both with every rule). */
const actorOf = (ctx: DemoMoneyContext, box: BoxName): Actor =>
  DEMO_CASHBOXES.find(([name]) => name === box)?.[2] === 'kassir' ? ctx.cashier : ctx.admin;

/** What a cashbox holds now in a currency (minor units). */
const held = async (ctx: DemoMoneyContext, box: BoxName, currency: Currency) =>
  (await balanceOf(ctx.db, { kind: 'cashbox', ref: ctx.cashbox(box), currency })).balance;

/** Whole units, rounded down to a thousand soʻm or a dollar. */
const rounded = (minor: bigint, currency: Currency) => {
  const step = currency === 'UZS' ? 100_000n : 100n;
  return (minor / step) * step;
};

interface Entry {
  daysAgo: number;
  box: BoxName;
  type: CashboxOperationType;
  currency: Currency;
  /** A fixed amount, or (money out) at most this share of what the cashbox holds. */
  amount: string;
  counterpart?: number;
  comment: string;
}

/** Enters and approves one operation; money out is capped at 80 % of the cash held (skipped when nothing is left). */
async function enter(ctx: DemoMoneyContext, e: Entry): Promise<void> {
  let minor = toMinor(e.amount);
  if (e.type.endsWith('OUTPUT')) {
    const cap = rounded(((await held(ctx, e.box, e.currency)) * 8n) / 10n, e.currency);
    if (minor > cap) minor = cap;
  }
  if (minor <= 0n) return;
  await demoCashOperation(ctx, actorOf(ctx, e.box), {
    type: e.type,
    cashbox_id: ctx.cashbox(e.box),
    amount: fromMinor(minor),
    currency: e.currency,
    counterpart_id: e.counterpart,
    operation_date: ctx.day(e.daysAgo),
    comment: e.comment,
  });
}

async function exchange(
  ctx: DemoMoneyContext,
  box: BoxName,
  daysAgo: number,
  input: Omit<CurrencyExchangeInput, 'cashbox_id' | 'operation_date'>,
) {
  const payload = { ...input, cashbox_id: ctx.cashbox(box), operation_date: ctx.day(daysAgo) };
  await createExchange(ctx.db, parse(currencyExchangeSchema, payload), actorOf(ctx, box), { approve: true });
}

/**
 * The suppliers' debts in a currency as they stood on a day (the supplier
 * ledger up to it), largest first: what the payments close part of.
 */
async function debtsOn(ctx: DemoMoneyContext, currency: Currency, daysAgo: number) {
  const rows = await ctx.db.execute<{ supplier_id: number; name: string; debt: string }>(sql`select
      l.supplier_id, s.name, sum(l.amount) as debt from supplier_ledger l join suppliers s on s.id = l.supplier_id
    where l.currency = ${currency} and l.business_date <= ${ctx.day(daysAgo)}
    group by l.supplier_id, s.name having sum(l.amount) > 0 order by sum(l.amount) desc, l.supplier_id`);
  return rows.rows.map((r) => ({ id: Number(r.supplier_id), name: r.name, debt: BigInt(r.debt) }));
}

/** Pays `share` (percent) of the largest debts of the day, one supplier each, from the cashbox. */
async function paySuppliers(
  ctx: DemoMoneyContext,
  box: BoxName,
  currency: Currency,
  daysAgo: number,
  share: bigint,
  count: number,
): Promise<void> {
  const debts = (await debtsOn(ctx, currency, daysAgo)).slice(0, count);
  for (const { id, debt } of debts) {
    const amount = rounded((debt * share) / 100n, currency);
    if (amount <= 0n) continue;
    await enter(ctx, {
      daysAgo,
      box,
      type: 'SUPPLIER_OUTPUT',
      currency,
      amount: fromMinor(amount),
      counterpart: id,
      comment: `Yetkazib berilgan tovar uchun qisman toʻlov (${share}%)`,
    });
  }
}

/** The records the history names, looked up once. */
type Ref =
  | 'investor'
  | 'bankUzs'
  | 'bankUsd'
  | 'costItem'
  | 'otherCost'
  | 'incomeType'
  | 'storekeeper'
  | 'collector';

const REFS: Record<Ref, ReturnType<typeof sql>> = {
  investor: sql`select id from investors order by id limit 1`,
  bankUzs: sql`select id from firm_account_numbers where currency = 'UZS' order by id limit 1`,
  bankUsd: sql`select id from firm_account_numbers where currency = 'USD' order by id limit 1`,
  costItem: sql`select id from cost_items order by id limit 1`,
  otherCost: sql`select id from cost_items order by id offset 2 limit 1`,
  incomeType: sql`select id from bank_input_types order by id limit 1`,
  storekeeper: sql`select id from users where username = 'omborchi'`,
  collector: sql`select id from users where username = 'undiruvchi'`,
};

const MAIN: BoxName = 'Bosh ofis asosiy kassasi';
const FX: BoxName = 'Bosh ofis valyuta kassasi';

/** One day of the history: an operation, supplier payments (share %, how many suppliers), or an exchange. */
type Step =
  | ['op', number, BoxName, CashboxOperationType, Currency, string, Ref | null, string]
  | ['pay', number, BoxName, Currency, bigint, number]
  | ['exchange', number, BoxName, Currency, string, string];

/** The history, oldest first (the opening cash is 92 days ago). */
const HISTORY: readonly Step[] = [
  [
    'op',
    89,
    MAIN,
    'INVESTOR_INPUT',
    'UZS',
    '150000000',
    'investor',
    'Investitsiya shartnomasi boʻyicha mablagʻ',
  ],
  ['op', 86, MAIN, 'BANK_OUTPUT', 'UZS', '40000000', 'bankUzs', 'Naqd pul bank hisob raqamiga topshirildi'],
  ['pay', 84, MAIN, 'UZS', 40n, 2],
  ['pay', 80, FX, 'USD', 40n, 2],
  ['op', 75, MAIN, 'STAFF_OUTPUT', 'UZS', '2000000', 'storekeeper', 'Ish haqi hisobidan avans'],
  ['exchange', 70, FX, 'USD', '2000', '12650'],
  ['op', 66, MAIN, 'CASHBOX_OUTPUT', 'UZS', '8500000', 'costItem', 'Boshqa xarajat: oylik toʻlov'],
  ['pay', 60, MAIN, 'USD', 35n, 1],
  ['op', 55, MAIN, 'BANK_INPUT', 'UZS', '15000000', 'bankUzs', 'Bank hisob raqamidan naqd pul olindi'],
  ['op', 50, MAIN, 'CASHBOX_INPUT', 'UZS', '3200000', 'incomeType', 'Boshqa kirim'],
  ['op', 45, MAIN, 'STAFF_INPUT', 'UZS', '500000', 'storekeeper', 'Avansning ishlatilmagan qismi qaytarildi'],
  ['exchange', 40, MAIN, 'UZS', '25300000', '12650'],
  ['pay', 35, MAIN, 'UZS', 30n, 3],
  ['op', 28, 'Chilonzor kassasi', 'EXPENSE_OUTPUT', 'UZS', '1850000', 'otherCost', 'Filial xarajati'],
  [
    'op',
    24,
    'Chilonzor kassasi',
    'EXPENSE_INPUT',
    'UZS',
    '150000',
    'otherCost',
    'Ortiqcha xarajat qaytarildi',
  ],
  ['op', 20, 'Samarqand kassasi', 'STAFF_OUTPUT', 'UZS', '1500000', 'collector', 'Xizmat safari uchun avans'],
  ['exchange', 14, FX, 'USD', '1000', '12700'],
  ['pay', 10, 'Samarqand kassasi', 'UZS', 10n, 1],
  ['pay', 8, FX, 'USD', 25n, 1],
  ['op', 7, MAIN, 'INVESTOR_OUTPUT', 'UZS', '5000000', 'investor', 'Investorga foyda ulushi toʻlandi'],
  ['op', 3, FX, 'BANK_OUTPUT', 'USD', '1500', 'bankUsd', 'Valyuta bank hisob raqamiga topshirildi'],
  ['op', 2, 'Buxoro kassasi', 'CASHBOX_OUTPUT', 'UZS', '650000', null, 'Kantselyariya tovarlari'],
];

export const demoMoneyCash: DemoMoneyStep = async (ctx) => {
  const refs = new Map<Ref, number>();
  for (const [name, query] of Object.entries(REFS) as [Ref, ReturnType<typeof sql>][]) {
    refs.set(name, await firstId(ctx.db, query));
  }
  for (const step of HISTORY) {
    if (step[0] === 'op') {
      const [, daysAgo, box, type, currency, amount, ref, comment] = step;
      const counterpart = ref ? refs.get(ref) : undefined;
      await enter(ctx, {
        daysAgo,
        box,
        type,
        currency,
        amount,
        comment,
        ...(counterpart ? { counterpart } : {}),
      });
    } else if (step[0] === 'pay') {
      const [, daysAgo, box, currency, share, count] = step;
      await paySuppliers(ctx, box, currency, daysAgo, share, count);
    } else {
      const [, daysAgo, box, from_currency, amount, rate] = step;
      await exchange(ctx, box, daysAgo, { from_currency, amount, rate });
    }
  }
};
