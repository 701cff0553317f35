import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dollarRate, firstBranch, pieceUnit, rowId, supplier, warehouse } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: string;
let enterer: string;
const ids = { parent: 0, child: 0, product: 0, warehouse: 0, supplier: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'pricer', password: 'Pricer#123', isDev: true });
  await createUser(ctx, {
    username: 'enterer',
    password: 'Enter#123',
    rules: ['product_markup.show', 'product_markup.add'],
  });
  admin = await signIn(ctx, 'pricer', 'Pricer#123');
  enterer = await signIn(ctx, 'enterer', 'Enter#123');
  const one = (q: SQL) => rowId(ctx, q);
  const unit = await pieceUnit(ctx);
  ids.parent = await one(sql`insert into product_categories (name) values ('Maishiy texnika') returning id`);
  ids.child = await one(
    sql`insert into product_categories (name, parent_id) values ('Muzlatkichlar', ${ids.parent}) returning id`,
  );
  ids.product = await one(sql`insert into products (name, product_category_id, unit_id)
    values ('Artel HD 455 muzlatkichi', ${ids.child}, ${unit}) returning id`);
  ids.warehouse = await warehouse(ctx, 'Asosiy', await firstBranch(ctx));
  ids.supplier = await supplier(ctx, 'Artel');
  await dollarRate(ctx, '2020-01-01', '12500.00');
  // The product came in at 4 000 000 soʻm a unit.
  const base = '/api/warehouse/input-product-invoices';
  const doc = (
    await call('POST', base, {
      warehouse_id: ids.warehouse,
      supplier_id: ids.supplier,
      doc_date: '2026-01-10',
      lines: [{ product_id: ids.product, quantity: '2', price: '4000000.00' }],
    })
  ).json().data;
  await call('POST', `${base}/${doc.id}/send`);
  await call('POST', `${base}/${doc.id}/approve`);
});
afterAll(async () => {
  await ctx?.close();
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) {
  return ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

const proposal = async () =>
  (await call('GET', `/api/price-management/change-selling-prices?product_id=${ids.product}`)).json().data[0];

describe('markups and selling prices', () => {
  it('use the most specific approved markup: product, then the nearest category up the tree, then general', async () => {
    expect((await proposal()).next).toBeNull();
    const general = (
      await call('POST', '/api/price-management/general-markups', {
        date: '2026-01-01',
        retail_percent: '20',
        wholesale_percent: '10',
      })
    ).json().data;
    expect(general.status).toBe('CREATED');
    expect((await proposal()).next).toBeNull();
    await call('POST', `/api/price-management/general-markups/${general.id}/approve`);
    expect(await proposal()).toMatchObject({ markup_source: 'general', next: { retail_uzs: '4800000.00' } });

    const cat = (
      await call('POST', '/api/price-management/category-markups', {
        product_category_id: ids.parent,
        date: '2026-01-01',
        retail_percent: '30',
        wholesale_percent: '15',
        additional_percent: '2.5',
      })
    ).json().data;
    await call('POST', `/api/price-management/category-markups/${cat.id}/approve`);
    // 4 000 000 × 1.325 = 5 300 000; wholesale × 1.15 = 4 600 000; dollars at 12 500.
    expect(await proposal()).toMatchObject({
      markup_source: 'category',
      next: {
        retail_uzs: '5300000.00',
        retail_usd: '424.00',
        wholesale_uzs: '4600000.00',
        wholesale_usd: '368.00',
      },
    });

    const own = (
      await call(
        'POST',
        '/api/price-management/product-markups',
        { product_id: ids.product, date: '2026-01-01', retail_percent: '50.55' },
        enterer,
      )
    ).json().data;
    expect(
      (await call('POST', `/api/price-management/product-markups/${own.id}/approve`, undefined, enterer))
        .statusCode,
    ).toBe(403);
    await call('POST', `/api/price-management/product-markups/${own.id}/approve`);
    expect((await call('POST', `/api/price-management/product-markups/${own.id}/approve`)).statusCode).toBe(
      409,
    );
    // The list names who entered the markup and who approved it.
    const listed = (
      await call('GET', `/api/price-management/product-markups?product_id=${ids.product}`)
    ).json().data[0];
    expect(listed).toMatchObject({ id: own.id, status: 'APPROVED', created_by_name: 'Test enterer' });
    expect(listed.approved_by_name).toBe('Test pricer');
    // 4 000 000 × 1.5055 = 6 022 000, rounded to 1 000 soʻm.
    expect(await proposal()).toMatchObject({
      markup_source: 'product',
      next: { retail_uzs: '6022000.00' },
      changed: true,
    });
  });

  it('apply the proposed prices once, keeping the history of the change', async () => {
    const applied = await call('POST', '/api/price-management/change-selling-prices', {
      product_ids: [ids.product],
    });
    expect(applied.json().data.changed).toBe(1);
    const product = await ctx.db.execute<{ retail_price_uzs: string }>(
      sql`select retail_price_uzs from products where id = ${ids.product}`,
    );
    expect(product.rows[0]?.retail_price_uzs).toBe('602200000');
    const again = await call('POST', '/api/price-management/change-selling-prices', {
      product_ids: [ids.product],
    });
    expect(again.json().data.changed).toBe(0);
    const history = (
      await call('GET', `/api/price-management/changed-selling-prices?product_id=${ids.product}`)
    ).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      old_retail_uzs: null,
      retail_uzs: '6022000.00',
      markup_source: 'product',
      cost_uzs: '4000000.00',
    });
  });
});

describe('price tags', () => {
  it('print chosen products as a PDF with their price, barcode and monthly payments', async () => {
    const term = (await call('POST', '/api/settings/contract-terms', { name: '12 oy', months: 12 })).json()
      .data;
    await call('POST', '/api/settings/contract-tariffs', {
      name: 'Standart 12',
      contract_term_id: term.id,
      markup: '38',
      additional_markup: '0',
    });
    const template = (
      await call('POST', '/api/price-tag/price-tag-templates', {
        name: 'Kichik',
        content: '<b>Savdo</b> doʻkoni',
        width: 70,
        height: 50,
      })
    ).json().data;
    const res = await call(
      'GET',
      `/api/price-tag/print?product_ids=${ids.product}&template_id=${template?.id ?? ''}`,
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(5000);
  });

  it('list the products whose selling price changed', async () => {
    const res = await call('GET', '/api/price-tag/changed-products?since=2020-01-01');
    expect((res.json().data as { id: number }[]).map((p) => p.id)).toContain(ids.product);
  });

  it('refuse printing without the print rule, and a malformed list', async () => {
    expect(
      (await call('GET', `/api/price-tag/print?product_ids=${ids.product}`, undefined, enterer)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/price-tag/print?product_ids=1,x')).statusCode).toBe(400);
  });
});
