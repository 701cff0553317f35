import { type CashOperationInput, cashOperationSchema } from '@savdo/shared/schemas/money';
import { createCashOperation } from '../areas/cash/cash-desk/service.ts';
import type { Actor } from '../platform/actor/actor.ts';
import type { Db } from '../platform/db/client.ts';
import { parse } from '../platform/http/validate.ts';

/** The demo cashboxes: [name, branch prefix, responsible username]. */
export const DEMO_CASHBOXES = [
  ['Bosh ofis asosiy kassasi', 'TSH', 'kassir'],
  ['Bosh ofis valyuta kassasi', 'TSH', 'kassir'],
  ['Chilonzor kassasi', 'CHL', 'admin'],
  ['Samarqand kassasi', 'SAM', 'admin'],
  ['Buxoro kassasi', 'BUX', 'admin'],
] as const;

/** What the demo steps share: today in Tashkent, an all-rules actor, the named records. */
export interface DemoMoneyContext {
  db: Db;
  today: string;
  /** The demo administrator with every rule (the services check rules themselves). */
  admin: Actor;
  /** The demo cashier with every rule (so the steps are not refused; the rows name the cashier). */
  cashier: Actor;
  /** Cashbox ids by name. */
  cashbox: (name: (typeof DEMO_CASHBOXES)[number][0]) => number;
  /** The date `daysAgo` days before today. */
  day: (daysAgo: number) => string;
}

/** A step of the demo money history, given the shared context. */
export type DemoMoneyStep = (ctx: DemoMoneyContext) => Promise<void>;

/** Enters and approves one cash operation through the service, as the given actor. */
export async function demoCashOperation(ctx: DemoMoneyContext, actor: Actor, input: CashOperationInput) {
  return createCashOperation(ctx.db, parse(cashOperationSchema, input), actor, { approve: true });
}
