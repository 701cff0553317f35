import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

/** Going below zero with `warehouse_residue.exceed`, settled by the next input at its real cost. */
let ctx: TestContext;
let keeper: string;
let trusted: string;
const ids = { product: 0, warehouse: 0, supplier: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  const rules = [
    'supplier_invoice_input.show',
    'supplier_invoice_input.add',
    'supplier_invoice_input.approve',
    'expense_product_invoice_output.show',
    'expense_product_invoice_output.add',
    'expense_product_invoice_output.approve',
  ];
  await createUser(ctx, { username: 'keeper', password: 'Keeper#123', rules });
  await createUser(ctx, {
    username: 'trusted',
    password: 'Trusted#123',
    rules: [...rules, 'warehouse_residue.exceed'],
  });
  keeper = await signIn(ctx, 'keeper', 'Keeper#123');
  trusted = await signIn(ctx, 'trusted', 'Trusted#123');
  const one = async (q: ReturnType<typeof sql>) => (await ctx.db.execute<{ id: number }>(q)).rows[0]?.id ?? 0;
  const branch = await one(sql`select id from branches limit 1`);
  const unit = await one(sql`insert into units (name, short_name) values ('dona', 'dona') returning id`);
  const cat = await one(sql`insert into product_categories (name) values ('Changyutgichlar') returning id`);
  ids.product = await one(sql`insert into products (name, product_category_id, unit_id)
    values ('Artel VCC changyutgichi', ${cat}, ${unit}) returning id`);
  ids.warehouse = await one(
    sql`insert into warehouses (name, branch_id) values ('Asosiy ombor', ${branch}) returning id`,
  );
  ids.supplier = await one(sql`insert into suppliers (name) values ('Artel MChJ') returning id`);
  await ctx.db.execute(sql`insert into exchange_rates (date, rate) values ('2026-01-01', '12750.00')`);
});
afterAll(async () => {
  await ctx?.close();
});

async function post(path: string, body: object, steps: string[], token: string) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: `/api/warehouse/${path}`,
    headers: bearer(token),
    payload: body,
  });
  expect(created.statusCode, created.body).toBe(200);
  let last = created;
  for (const step of steps) {
    last = await ctx.app.inject({
      method: 'POST',
      url: `/api/warehouse/${path}/${created.json().data.id}/${step}`,
      headers: bearer(token),
    });
  }
  return last;
}

const residue = async () =>
  (
    await ctx.db.execute<{ quantity: string; cost_uzs: string }>(sql`select quantity::text, cost_uzs::text
      from stock_balances where item_kind = 'product' and product_id = ${ids.product} and warehouse_id = ${ids.warehouse}`)
  ).rows[0];

const line = (quantity: string, price?: string) => ({
  product_id: ids.product,
  quantity,
  ...(price ? { price } : {}),
});
const doc = (lines: object[]) => ({
  warehouse_id: ids.warehouse,
  supplier_id: ids.supplier,
  currency: 'UZS',
  doc_date: '2026-11-20',
  lines,
});

describe('negative stock', () => {
  it('is refused without the right, allowed with it at the last unit cost, and settled by the next input', async () => {
    await post('input-product-invoices', doc([line('1', '1000000.00')]), ['send', 'approve'], keeper);
    const refused = await post('output-product-to-expenses', doc([line('3')]), ['approve'], keeper);
    expect(refused.statusCode).toBe(409);
    expect(await residue()).toEqual({ quantity: '1000', cost_uzs: '100000000' });

    const allowed = await post('output-product-to-expenses', doc([line('3')]), ['approve'], trusted);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await residue()).toEqual({ quantity: '-2000', cost_uzs: '-200000000' });

    // Two units at 1 200 000 settle the deficit booked at 1 000 000: 400 000 of cost difference.
    await post('input-product-invoices', doc([line('3', '1200000.00')]), ['send', 'approve'], keeper);
    expect(await residue()).toEqual({ quantity: '1000', cost_uzs: '120000000' });
    const differences = await ctx.db.execute<{ cost_uzs: string }>(
      sql`select cost_uzs::text from stock_movements where type = 'COST_DIFFERENCE'`,
    );
    expect(differences.rows).toEqual([{ cost_uzs: '-40000000' }]);
  });
});
