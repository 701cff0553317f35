import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takePayment } from '../src/areas/sales/contract-payments/payments.ts';
import { seedDemoPayments } from '../src/seed/demo-payments.ts';
import { activate, newClient, newContract, released } from './fixtures/contracts.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { cashbox, firstBranch, products, rowId, warehouse } from './fixtures/stock.ts';
import { createTestContext, createUser, type TestContext } from './helpers.ts';

/**
 * The demo payments step on a database with signed contracts over past
 * months (as the contracts and release demo steps leave it): payments in
 * several habits, an early close with a bonus, a return, a write-off, a
 * discount, an overpayment, a deposit — all through the services, every
 * ledger holding.
 */

let ctx: TestContext;
const monthsAgo = (n: number) => {
  const d = new Date(`${tashkentToday()}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  ctx = await createTestContext();
  const userId = (await createUser(ctx, { username: 'kassir' })).id;
  const branch = await firstBranch(ctx);
  const box = await cashbox(ctx, 'Kassa', branch, userId);
  await warehouse(ctx, 'Ombor', branch);
  await rowId(ctx, sql`insert into product_return_reasons (name) values ('Nuqsonli') returning id`);
  await rowId(ctx, sql`insert into cost_items (name) values ('Umidsiz qarzlar') returning id`);
  const phone = (await products(ctx, { phone: 'Samsung A15' })).phone;
  for (let i = 0; i < 9; i++) {
    const client = await newClient(
      ctx,
      branch,
      `Mijoz ${i}`,
      `3123456789${String(1000 + i)}`,
      `99890${String(1000000 + i)}`,
    );
    const id = await newContract(ctx, {
      branch,
      client,
      userId,
      months: 12,
      date: monthsAgo(4 + (i % 3)),
      items: [{ product: phone, price: 240_000_000n }],
    });
    await takePayment(
      ctx.db,
      'pre-payment',
      {
        contract_id: id,
        amount: '480000',
        currency: 'UZS',
        method: 'CASH',
        cashbox_id: box,
        payment_date: monthsAgo(4 + (i % 3)),
      },
      { userId, rules: new Set(['is_dev.show']) },
      undefined,
    );
    await activate(ctx, id);
    await released(ctx, id, 180_000_000n);
  }
});
afterAll(async () => {
  await ctx?.close();
});

describe('the demo payments step', () => {
  it('pays the demo contracts and makes every special case through the services', async () => {
    const summary = await seedDemoPayments(ctx.db);
    expect(summary).toMatch(/^\d+ payments; early close, return, write-off, discount, overpayment, deposit$/);
    const kinds = await ctx.db.execute<{ kind: string }>(sql`select distinct kind from contract_settlements`);
    expect(kinds.rows.map((k) => k.kind).sort()).toEqual(
      ['DISCOUNT', 'EARLY_CLOSE_BONUS', 'PAYMENT', 'PRE_PAYMENT', 'REFUND', 'RETURN', 'WRITE_OFF'].sort(),
    );
    const statuses = await ctx.db.execute<{ status: string }>(sql`select status from contracts order by id`);
    expect(statuses.rows.map((r) => r.status)).toContain('RETURNED');
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});
