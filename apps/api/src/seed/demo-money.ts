import { RULES } from '@savdo/shared/rules';
import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { demoMoneyCash } from './demo-money-cash.ts';
import { demoCashless } from './demo-money-cashless.ts';
import {
  DEMO_CASHBOXES,
  type DemoMoneyContext,
  type DemoMoneyStep,
  demoCashOperation,
} from './demo-money-context.ts';
import { demoMoneyExpenses } from './demo-money-expenses.ts';
import { demoMoneyOrders } from './demo-money-orders.ts';

/**
 * Demo money (issue 9): a cashbox per branch of the first four, the demo
 * cashier responsible for the head office's two, and the opening cash each
 * received three months ago. Further demo money (supplier payments,
 * exchanges, cash orders, statements, expenses) is added by the steps in
 * `DEMO_MONEY_STEPS`, each through the same services the HTTP handlers call,
 * so every balance equals its postings by construction.
 */

/** The further steps, run in this order after the cashboxes and their opening cash. */
export const DEMO_MONEY_STEPS: readonly DemoMoneyStep[] = [
  demoMoneyCash,
  demoMoneyOrders,
  demoMoneyExpenses,
  demoCashless,
];

const shiftDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const ALL_RULES: ReadonlySet<string> = new Set<string>(RULES);

async function userId(db: Db, username: string): Promise<number> {
  const rows = await db.execute<{ id: number }>(sql`select id from users where username = ${username}`);
  const id = rows.rows[0]?.id;
  if (id === undefined) throw new Error(`demo money: no user «${username}»`);
  return Number(id);
}

async function createCashboxes(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const admin = await userId(db, 'admin');
  for (const [name, prefix, responsible] of DEMO_CASHBOXES) {
    const rows = await db.execute<{ id: number }>(sql`insert into cashboxes (name, branch_id, responsible_id,
        created_by, updated_by)
      select ${name}, b.id, ${await userId(db, responsible)}, ${admin}, ${admin} from branches b
      where b.prefix = ${prefix} returning id`);
    const id = rows.rows[0]?.id;
    if (id === undefined) throw new Error(`demo money: no branch ${prefix}`);
    ids.set(name, Number(id));
  }
  return ids;
}

/** Seeds the demo money into a freshly seeded demo database (after seedDemo and seedDemoStock). */
export async function seedDemoMoney(db: Db): Promise<void> {
  const today = tashkentToday();
  const ids = await createCashboxes(db);
  const ctx: DemoMoneyContext = {
    db,
    today,
    admin: { userId: await userId(db, 'admin'), rules: ALL_RULES },
    cashier: { userId: await userId(db, 'kassir'), rules: ALL_RULES },
    cashbox: (name) => {
      const id = ids.get(name);
      if (id === undefined) throw new Error(`demo money: no cashbox «${name}»`);
      return id;
    },
    day: (daysAgo) => shiftDays(today, -daysAgo),
  };
  const opening: [(typeof DEMO_CASHBOXES)[number][0], string, 'UZS' | 'USD'][] = [
    ['Bosh ofis asosiy kassasi', '185000000', 'UZS'],
    ['Bosh ofis asosiy kassasi', '12000', 'USD'],
    ['Bosh ofis valyuta kassasi', '25000', 'USD'],
    ['Chilonzor kassasi', '64000000', 'UZS'],
    ['Samarqand kassasi', '48000000', 'UZS'],
    ['Buxoro kassasi', '30000000', 'UZS'],
  ];
  for (const [name, amount, currency] of opening) {
    const box = ctx.cashbox(name);
    const [, , responsible] = DEMO_CASHBOXES.find(([n]) => n === name) ?? [];
    await demoCashOperation(ctx, responsible === 'kassir' ? ctx.cashier : ctx.admin, {
      type: 'CASHBOX_INPUT',
      cashbox_id: box,
      amount,
      currency,
      operation_date: ctx.day(92),
      comment: 'Kassadagi boshlangʻich qoldiq',
    });
  }
  for (const step of DEMO_MONEY_STEPS) await step(ctx);
}
