import { type Currency, fromMinor, toMinor } from '@savdo/shared/money';
import {
  type CashboxOperationType,
  type CurrencyExchangeInput,
  currencyExchangeSchema,
} from '@savdo/shared/schemas/money';
import { sql } from 'drizzle-orm';
import { parse } from '../../http/validate.ts';
import { balanceOf } from '../../modules/money/journal.ts';
import { type Actor, createExchange } from '../../modules/money/service.ts';
import type { Db } from '../client.ts';
import {
  DEMO_CASHBOXES,
  type DemoMoneyContext,
  type DemoMoneyStep,
  demoCashOperation,
} from './demo-money.ts';

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

export const demoMoneyCash: DemoMoneyStep = async (ctx) => {
  const { db } = ctx;
  const investor = await firstId(db, sql`select id from investors order by id limit 1`);
  const bankUzs = await firstId(
    db,
    sql`select id from firm_account_numbers where currency = 'UZS' order by id limit 1`,
  );
  const bankUsd = await firstId(
    db,
    sql`select id from firm_account_numbers where currency = 'USD' order by id limit 1`,
  );
  const costItem = await firstId(db, sql`select id from cost_items order by id limit 1`);
  const otherCost = await firstId(db, sql`select id from cost_items order by id offset 2 limit 1`);
  const incomeType = await firstId(db, sql`select id from bank_input_types order by id limit 1`);
  const storekeeper = await firstId(db, sql`select id from users where username = 'omborchi'`);
  const collector = await firstId(db, sql`select id from users where username = 'undiruvchi'`);
  const main: BoxName = 'Bosh ofis asosiy kassasi';
  const fx: BoxName = 'Bosh ofis valyuta kassasi';

  await enter(ctx, {
    daysAgo: 89,
    box: main,
    type: 'INVESTOR_INPUT',
    currency: 'UZS',
    amount: '150000000',
    counterpart: investor,
    comment: 'Investitsiya shartnomasi boʻyicha mablagʻ',
  });
  await enter(ctx, {
    daysAgo: 86,
    box: main,
    type: 'BANK_OUTPUT',
    currency: 'UZS',
    amount: '40000000',
    counterpart: bankUzs,
    comment: 'Naqd pul bank hisob raqamiga topshirildi',
  });
  await paySuppliers(ctx, main, 'UZS', 84, 40n, 2);
  await paySuppliers(ctx, fx, 'USD', 80, 40n, 2);
  await enter(ctx, {
    daysAgo: 75,
    box: main,
    type: 'STAFF_OUTPUT',
    currency: 'UZS',
    amount: '2000000',
    counterpart: storekeeper,
    comment: 'Ish haqi hisobidan avans',
  });
  await exchange(ctx, fx, 70, { from_currency: 'USD', amount: '2000', rate: '12650' });
  await enter(ctx, {
    daysAgo: 66,
    box: main,
    type: 'CASHBOX_OUTPUT',
    currency: 'UZS',
    amount: '8500000',
    counterpart: costItem,
    comment: 'Boshqa xarajat: oylik toʻlov',
  });
  await paySuppliers(ctx, main, 'USD', 60, 35n, 1);
  await enter(ctx, {
    daysAgo: 55,
    box: main,
    type: 'BANK_INPUT',
    currency: 'UZS',
    amount: '15000000',
    counterpart: bankUzs,
    comment: 'Bank hisob raqamidan naqd pul olindi',
  });
  await enter(ctx, {
    daysAgo: 50,
    box: main,
    type: 'CASHBOX_INPUT',
    currency: 'UZS',
    amount: '3200000',
    counterpart: incomeType,
    comment: 'Boshqa kirim',
  });
  await enter(ctx, {
    daysAgo: 45,
    box: main,
    type: 'STAFF_INPUT',
    currency: 'UZS',
    amount: '500000',
    counterpart: storekeeper,
    comment: 'Avansning ishlatilmagan qismi qaytarildi',
  });
  await exchange(ctx, main, 40, { from_currency: 'UZS', amount: '25300000', rate: '12650' });
  await paySuppliers(ctx, main, 'UZS', 35, 30n, 3);
  await enter(ctx, {
    daysAgo: 28,
    box: 'Chilonzor kassasi',
    type: 'EXPENSE_OUTPUT',
    currency: 'UZS',
    amount: '1850000',
    counterpart: otherCost,
    comment: 'Filial xarajati',
  });
  await enter(ctx, {
    daysAgo: 24,
    box: 'Chilonzor kassasi',
    type: 'EXPENSE_INPUT',
    currency: 'UZS',
    amount: '150000',
    counterpart: otherCost,
    comment: 'Ortiqcha berilgan xarajat qaytarildi',
  });
  await enter(ctx, {
    daysAgo: 20,
    box: 'Samarqand kassasi',
    type: 'STAFF_OUTPUT',
    currency: 'UZS',
    amount: '1500000',
    counterpart: collector,
    comment: 'Xizmat safari uchun avans',
  });
  await exchange(ctx, fx, 14, { from_currency: 'USD', amount: '1000', rate: '12700' });
  await paySuppliers(ctx, 'Samarqand kassasi', 'UZS', 10, 10n, 1);
  await paySuppliers(ctx, fx, 'USD', 8, 25n, 1);
  await enter(ctx, {
    daysAgo: 7,
    box: main,
    type: 'INVESTOR_OUTPUT',
    currency: 'UZS',
    amount: '5000000',
    counterpart: investor,
    comment: 'Investorga foyda ulushi toʻlandi',
  });
  await enter(ctx, {
    daysAgo: 3,
    box: fx,
    type: 'BANK_OUTPUT',
    currency: 'USD',
    amount: '1500',
    counterpart: bankUsd,
    comment: 'Valyuta bank hisob raqamiga topshirildi',
  });
  await enter(ctx, {
    daysAgo: 2,
    box: 'Buxoro kassasi',
    type: 'CASHBOX_OUTPUT',
    currency: 'UZS',
    amount: '650000',
    comment: 'Kantselyariya tovarlari',
  });
};
