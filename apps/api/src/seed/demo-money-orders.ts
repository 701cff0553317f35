import { cashOrderSchema } from '@savdo/shared/schemas/cash-orders';
import { createCashOrder, stepCashOrder } from '../areas/cash/cash-orders/orders.ts';
import type { Actor } from '../platform/actor/actor.ts';
import { parse } from '../platform/http/validate.ts';
import type { DemoMoneyContext, DemoMoneyStep } from './demo-money-context.ts';

type Box = Parameters<DemoMoneyContext['cashbox']>[0];

interface DemoOrder {
  from: Box;
  to: Box;
  amount: string;
  currency: 'UZS' | 'USD';
  comment: string;
  /** Days ago it was entered and sent. */
  sent: number;
  /** Days ago the receiver answered, and how; left out: still in transit. */
  answer?: { daysAgo: number; step: 'approve' | 'reject' };
}

/**
 * Demo cash orders (issue 9): branches hand their takings to the head
 * office over the last months (approved by the demo cashier), one order
 * rejected back to its branch, one USD order between branches, and one
 * still in transit to the head office's main cashbox, so «Menga yoʻllangan
 * kassa orderlari» has something to approve. Made through the service:
 * each step is its journal operation at its date.
 */
const ORDERS: readonly DemoOrder[] = [
  {
    from: 'Chilonzor kassasi',
    to: 'Bosh ofis asosiy kassasi',
    amount: '18000000',
    currency: 'UZS',
    comment: 'Oylik tushum inkassatsiyasi',
    sent: 75,
    answer: { daysAgo: 74, step: 'approve' },
  },
  {
    from: 'Samarqand kassasi',
    to: 'Bosh ofis asosiy kassasi',
    amount: '12500000',
    currency: 'UZS',
    comment: 'Filial tushumi',
    sent: 46,
    answer: { daysAgo: 45, step: 'approve' },
  },
  {
    from: 'Buxoro kassasi',
    to: 'Chilonzor kassasi',
    amount: '4000000',
    currency: 'UZS',
    comment: 'Maydalash uchun naqd pul',
    sent: 31,
    answer: { daysAgo: 31, step: 'approve' },
  },
  {
    from: 'Samarqand kassasi',
    to: 'Bosh ofis asosiy kassasi',
    amount: '9300000',
    currency: 'UZS',
    comment: 'Summa hujjatga mos kelmadi',
    sent: 15,
    answer: { daysAgo: 14, step: 'reject' },
  },
  {
    from: 'Chilonzor kassasi',
    to: 'Bosh ofis asosiy kassasi',
    amount: '7500000',
    currency: 'UZS',
    comment: 'Haftalik tushum',
    sent: 1,
  },
];

/** The cashier of a demo cashbox: the demo cashier for the head office's, the administrator for the rest. */
const actorFor = (ctx: DemoMoneyContext, box: Box): Actor =>
  box.startsWith('Bosh ofis') ? ctx.cashier : ctx.admin;

export const demoMoneyOrders: DemoMoneyStep = async (ctx) => {
  for (const o of ORDERS) {
    const sender = actorFor(ctx, o.from);
    const date = ctx.day(o.sent);
    const order = await createCashOrder(
      ctx.db,
      parse(cashOrderSchema, {
        source_cashbox_id: ctx.cashbox(o.from),
        target_cashbox_id: ctx.cashbox(o.to),
        amount: o.amount,
        currency: o.currency,
        comment: o.comment,
      }),
      sender,
      { date },
    );
    await stepCashOrder(ctx.db, order.id, 'send', sender, { date });
    if (o.answer) {
      await stepCashOrder(ctx.db, order.id, o.answer.step, actorFor(ctx, o.to), {
        date: ctx.day(o.answer.daysAgo),
      });
    }
  }
};
