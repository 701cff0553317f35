import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoRelease } from '../src/seed/demo-release.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { activeContract, fixtureClient, goodsIn, paidCashTrade } from './fixtures/sales.ts';
import { firstBranch, rowId, warehouse } from './fixtures/stock.ts';
import { createTestContext, createUser, type TestContext } from './helpers.ts';

/** The demo release step: nothing to do without sales; with them, invoices in every hand-over state. */
let ctx: TestContext;
let userId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  userId = (await createUser(ctx, { username: 'admin', password: 'Admin#123' })).id;
});
afterAll(async () => {
  await ctx?.close();
});

describe('demo release', () => {
  it('does nothing when there are no sales', async () => {
    expect(await seedDemoRelease(ctx.db)).toBe(0);
  });

  it('releases the sales through the service, leaving deliveries and pickups in each state', async () => {
    const branch = await firstBranch(ctx);
    const store = await warehouse(ctx, 'Demo ombor', branch);
    const unit = await rowId(
      ctx,
      sql`insert into units (name, short_name) values ('dona', 'dona') returning id`,
    );
    const category = await rowId(
      ctx,
      sql`insert into product_categories (name) values ('Demo') returning id`,
    );
    const phone = await rowId(
      ctx,
      sql`insert into products (name, product_category_id, unit_id, is_serial) values ('Telefon', ${category},
        ${unit}, true) returning id`,
    );
    const kettle = await rowId(
      ctx,
      sql`insert into products (name, product_category_id, unit_id) values ('Choynak', ${category}, ${unit})
        returning id`,
    );
    await goodsIn(ctx.db, {
      productId: phone,
      warehouseId: store,
      quantity: 12,
      unitCost: 150_000_000n,
      userId,
      serials: Array.from({ length: 12 }, (_, i) => `DEMO${String(i).padStart(6, '0')}`),
    });
    await goodsIn(ctx.db, {
      productId: kettle,
      warehouseId: store,
      quantity: 40,
      unitCost: 20_000_000n,
      userId,
    });
    for (const name of ['Olim', 'Bahrom']) {
      await ctx.db.execute(sql`insert into drivers (name, phone) values (${name}, '998901234567')`);
    }
    const client = await fixtureClient(ctx.db, branch);
    const items = [
      { productId: phone, quantity: 1, price: 250_000_000n },
      { productId: kettle, quantity: 2, price: 30_000_000n },
    ];
    for (let i = 0; i < 7; i++) await activeContract(ctx.db, { branchId: branch, clientId: client, items });
    for (let i = 0; i < 4; i++) await paidCashTrade(ctx.db, { branchId: branch, clientId: client, items });

    const approved = await seedDemoRelease(ctx.db);
    expect(approved).toBeGreaterThanOrEqual(8);
    const states = await ctx.db.execute<{ handover: string; handover_status: string }>(
      sql`select distinct handover, handover_status from output_invoices where status = 'APPROVED' order by 1, 2`,
    );
    expect(states.rows).toEqual([
      { handover: 'DELIVERY', handover_status: 'COLLECTING' },
      { handover: 'DELIVERY', handover_status: 'COMPLETED' },
      { handover: 'DELIVERY', handover_status: 'DELIVERY' },
      { handover: 'TAKE_AWAY', handover_status: 'COMPLETED' },
      { handover: 'TAKE_AWAY', handover_status: 'TAKE_AWAY' },
    ]);
    const left = await ctx.db.execute(sql`select 1 from contract_items where released < quantity
      union all select 1 from cash_trade_items where released < quantity`);
    expect(left.rows.length).toBeGreaterThan(0);
    const costs = await ctx.db.execute<{ n: string }>(
      sql`select count(*) as n from contracts where cost_uzs > 0`,
    );
    expect(Number(costs.rows[0]?.n)).toBeGreaterThan(0);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});
