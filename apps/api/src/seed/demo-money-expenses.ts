import { estimateSchema, providedServiceSchema, servicePaymentSchema } from '@savdo/shared/schemas/expenses';
import { sql } from 'drizzle-orm';
import { approveEstimate, createEstimate } from '../areas/cash/expenses/estimates.ts';
import { createService, payService } from '../areas/cash/expenses/provided-services.ts';
import type { Db } from '../platform/db/client.ts';
import { parse } from '../platform/http/validate.ts';
import { type DemoMoneyContext, type DemoMoneyStep, demoCashOperation } from './demo-money-context.ts';

/** The demo estimates: [branch prefix, cashbox, cost item, monthly plan in soʻm, share of it spent]. */
const PLANS = [
  ['TSH', 'Bosh ofis asosiy kassasi', 'Ijara toʻlovi', 15_000_000, 0.9],
  ['TSH', 'Bosh ofis asosiy kassasi', 'Elektr energiyasi', 3_000_000, 0.7],
  ['TSH', 'Bosh ofis asosiy kassasi', 'Internet va aloqa', 1_200_000, 0.6],
  ['CHL', 'Chilonzor kassasi', 'Ijara toʻlovi', 8_000_000, 0.8],
  ['CHL', 'Chilonzor kassasi', 'Xoʻjalik xarajatlari', 1_500_000, 0.5],
  ['SAM', 'Samarqand kassasi', 'Yoqilgʻi (benzin, metan)', 2_500_000, 0.75],
] as const;

async function idOf(db: Db, table: 'branches' | 'cost_items' | 'suppliers', column: string, value: string) {
  const rows = await db.execute<{ id: number }>(
    sql`select id from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value} limit 1`,
  );
  const id = rows.rows[0]?.id;
  if (id === undefined) throw new Error(`demo expenses: no ${table} «${value}»`);
  return Number(id);
}

/** The first day of the month `back` months before today's, and the last day of it not after today. */
function monthDays(today: string, back: number): { month: string; first: string; last: string } {
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - back);
  const first = d.toISOString().slice(0, 10);
  const end = new Date(d);
  end.setUTCMonth(end.getUTCMonth() + 1);
  end.setUTCDate(0);
  const last = end.toISOString().slice(0, 10) < today ? end.toISOString().slice(0, 10) : today;
  return { month: first.slice(0, 7), first, last };
}

/** A date `n` days after `first`, not after `last`. */
const dayIn = (first: string, last: string, n: number): string => {
  const d = new Date(`${first}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  const date = d.toISOString().slice(0, 10);
  return date < last ? date : last;
};

/** Approved estimates for the last three months and cash expenses against them (rent at the head office near its limit). */
async function estimatesAndExpenses(ctx: DemoMoneyContext): Promise<void> {
  for (const back of [2, 1, 0]) {
    const { month, first, last } = monthDays(ctx.today, back);
    for (const [prefix, box, item, plan, share] of PLANS) {
      const branchId = await idOf(ctx.db, 'branches', 'prefix', prefix);
      const costItemId = await idOf(ctx.db, 'cost_items', 'name', item);
      const input = parse(estimateSchema, {
        month,
        branch_id: branchId,
        cost_item_id: costItemId,
        currency: 'UZS',
        amount: String(plan),
      });
      const estimate = await createEstimate(ctx.db, input, ctx.admin.userId);
      await approveEstimate(ctx.db, estimate.id, ctx.admin.userId);
      // this month's rent at the head office stands at 95 % of its plan
      const spent = back === 0 && item === 'Ijara toʻlovi' && prefix === 'TSH' ? 0.95 : share;
      const parts = [0.5, 0.3, 0.2];
      for (const [i, part] of parts.entries()) {
        const amount = Math.round((plan * spent * part) / 1000) * 1000;
        await demoCashOperation(ctx, box === 'Bosh ofis asosiy kassasi' ? ctx.cashier : ctx.admin, {
          type: 'EXPENSE_OUTPUT',
          cashbox_id: ctx.cashbox(box),
          counterpart_id: costItemId,
          amount: String(amount),
          currency: 'UZS',
          operation_date: dayIn(first, last, i * 9 + 2),
          comment: `${item}: ${month}`,
        });
      }
    }
  }
}

/** Two services rendered: security paid in full from cash, repairs paid partly from the bank. */
async function services(ctx: DemoMoneyContext): Promise<void> {
  const branchId = await idOf(ctx.db, 'branches', 'prefix', 'TSH');
  const account = await ctx.db.execute<{ id: number }>(
    sql`select id from firm_account_numbers where currency = 'UZS' order by id limit 1`,
  );
  const bankAccountId = Number(account.rows[0]?.id);
  const guard = await createService(
    ctx.db,
    parse(providedServiceSchema, {
      supplier_id: await idOf(ctx.db, 'suppliers', 'name', '«Klimat Servis Trade» MChJ'),
      branch_id: branchId,
      cost_item_id: await idOf(ctx.db, 'cost_items', 'name', 'Qoʻriqlash xizmati'),
      service_date: ctx.day(40),
      description: 'Oylik qoʻriqlash xizmati',
      amount: '4500000',
      currency: 'UZS',
    }),
    ctx.admin,
  );
  await payService(
    ctx.db,
    guard.id,
    parse(servicePaymentSchema, {
      direction: 'out',
      source: 'cash',
      cashbox_id: ctx.cashbox('Bosh ofis asosiy kassasi'),
      amount: '4500000',
      operation_date: ctx.day(35),
    }),
    ctx.cashier,
  );
  const repair = await createService(
    ctx.db,
    parse(providedServiceSchema, {
      supplier_id: await idOf(ctx.db, 'suppliers', 'name', '«Hofmann Texnika» MChJ'),
      branch_id: branchId,
      cost_item_id: await idOf(ctx.db, 'cost_items', 'name', 'Taʼmirlash ishlari'),
      service_date: ctx.day(12),
      description: 'Konditsionerlarni taʼmirlash',
      amount: '6800000',
      currency: 'UZS',
    }),
    ctx.admin,
  );
  if (Number.isFinite(bankAccountId) && bankAccountId > 0) {
    await payService(
      ctx.db,
      repair.id,
      parse(servicePaymentSchema, {
        direction: 'out',
        source: 'bank',
        bank_account_id: bankAccountId,
        amount: '3000000',
        operation_date: ctx.day(5),
      }),
      ctx.admin,
    );
  }
}

/** Demo expenses (issue 9 item 5): estimates, cash expenses against them, services rendered and paid. */
export const demoMoneyExpenses: DemoMoneyStep = async (ctx) => {
  await estimatesAndExpenses(ctx);
  await services(ctx);
};
