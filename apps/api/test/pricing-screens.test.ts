import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dollarRate, firstBranch, pieceUnit, rowId, supplier, warehouse } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: string;
let nobody: string;
const ids = { category: 0, sub: 0, product: 0, phone: 0, warehouse: 0, supplierA: 0, supplierB: 0 };

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) {
  return ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** A 15-digit IMEI from its first 14 digits (the Luhn check digit appended). */
function imei(body14: string): string {
  const sum = [...body14].map(Number).reduce((acc, d, i) => {
    const x = i % 2 === 1 ? d * 2 : d;
    return acc + (x > 9 ? x - 9 : x);
  }, 0);
  return `${body14}${(10 - (sum % 10)) % 10}`;
}

async function receive(supplierId: number, date: string, lines: object[], currency = 'UZS') {
  const base = '/api/warehouse/input-product-invoices';
  const res = await call('POST', base, {
    warehouse_id: ids.warehouse,
    supplier_id: supplierId,
    doc_date: date,
    currency,
    lines,
  });
  expect(res.statusCode, res.body).toBe(200);
  const doc = res.json().data;
  await call('POST', `${base}/${doc.id}/send`);
  expect((await call('POST', `${base}/${doc.id}/approve`)).statusCode).toBe(200);
  return doc as { id: number; number: string };
}

const SOLD = imei('35209900176160');
const KEPT = imei('35209900176161');

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'boss', password: 'Boss#1234', isDev: true });
  await createUser(ctx, { username: 'nobody', password: 'Nobody#123', rules: ['product.show'] });
  admin = await signIn(ctx, 'boss', 'Boss#1234');
  nobody = await signIn(ctx, 'nobody', 'Nobody#123');
  const one = (q: SQL) => rowId(ctx, q);
  const unit = await pieceUnit(ctx);
  ids.category = await one(sql`insert into product_categories (name) values ('Telefonlar') returning id`);
  ids.sub = await one(
    sql`insert into product_categories (name, parent_id) values ('Smartfonlar', ${ids.category}) returning id`,
  );
  ids.product = await one(sql`insert into products (name, product_category_id, unit_id)
    values ('Artel TV 43', ${ids.category}, ${unit}) returning id`);
  ids.phone = await one(sql`insert into products (name, product_category_id, unit_id, is_serial)
    values ('Samsung Galaxy A25', ${ids.sub}, ${unit}, true) returning id`);
  ids.warehouse = await warehouse(ctx, 'Asosiy', await firstBranch(ctx));
  ids.supplierA = await supplier(ctx, 'Artel');
  ids.supplierB = await supplier(ctx, 'Texnomart');
  await dollarRate(ctx, '2020-01-01', '12500.00');
});
afterAll(async () => {
  await ctx?.close();
});

describe('input price history', () => {
  it('lists each approved input with its unit cost and the change against the previous one', async () => {
    const first = await receive(ids.supplierA, '2026-02-01', [
      { product_id: ids.product, quantity: '2', price: '3000000.00' },
    ]);
    // The second in dollars: 260 $ at 12 500 = 3 250 000 soʻm, +250 000 (+8.33 %).
    const second = await receive(
      ids.supplierB,
      '2026-03-01',
      [{ product_id: ids.product, quantity: '1', price: '260.00' }],
      'USD',
    );
    const res = await call('GET', `/api/price-management/selling-price-histories?product_id=${ids.product}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      document_id: Number(second.id),
      supplier_name: 'Texnomart',
      currency: 'USD',
      price: '260.00',
      cost_uzs: '3250000.00',
      previous_cost_uzs: '3000000.00',
      change_uzs: '250000.00',
      change_percent: '8.33',
    });
    expect(rows[1]).toMatchObject({
      document_id: Number(first.id),
      price: '3000000.00',
      cost_uzs: '3000000.00',
      previous_cost_uzs: null,
      change_uzs: null,
    });
    const bySupplier = (
      await call('GET', `/api/price-management/selling-price-histories?supplier_id=${ids.supplierA}`)
    ).json().data;
    expect(bySupplier.map((r: { document_id: number }) => r.document_id)).toEqual([Number(first.id)]);
    const march = (
      await call(
        'GET',
        '/api/price-management/selling-price-histories?date_from=2026-03-01&date_to=2026-03-31',
      )
    ).json().data;
    // The period cuts the list, not the previous price each row is compared with.
    expect(march).toEqual([
      expect.objectContaining({ document_id: Number(second.id), change_uzs: '250000.00' }),
    ]);
    expect((await call('GET', '/api/price-management/selling-price-histories?date_from=x')).statusCode).toBe(
      400,
    );
  });
});

describe('the sale exchange rate', () => {
  it('prices in dollars at the latest approved sale rate, exactly', async () => {
    const general = (
      await call('POST', '/api/price-management/general-markups', {
        date: '2026-01-01',
        retail_percent: '20',
        wholesale_percent: '10',
      })
    ).json().data;
    await call('POST', `/api/price-management/general-markups/${general.id}/approve`);
    const proposal = async () =>
      (await call('GET', `/api/price-management/change-selling-prices?product_id=${ids.product}`)).json()
        .data[0];
    // Cost 3 250 000 × 1.2 = 3 900 000 soʻm; at the accounting rate 12 500 until a sale rate is approved.
    expect((await proposal()).next).toMatchObject({ retail_uzs: '3900000.00', retail_usd: '312.00' });

    const rate = await call('POST', '/api/price-management/exchange-rates', {
      date: '2026-01-02',
      rate: '13000.00',
    });
    expect(rate.statusCode, rate.body).toBe(200);
    expect(rate.json().data.status).toBe('CREATED');
    expect((await proposal()).next.retail_usd).toBe('312.00');
    const approved = await call(
      'POST',
      `/api/price-management/exchange-rates/${rate.json().data.id}/approve`,
    );
    expect(approved.statusCode).toBe(200);
    // 3 900 000 / 13 000 = 300.00 $; wholesale 3 575 000 / 13 000 = 275.00 $.
    expect((await proposal()).next).toMatchObject({
      retail_uzs: '3900000.00',
      retail_usd: '300.00',
      wholesale_usd: '275.00',
    });
    expect(
      (await call('POST', `/api/price-management/exchange-rates/${rate.json().data.id}/approve`)).statusCode,
    ).toBe(409);
    // A rate dated later is not in force yet.
    const future = (
      await call('POST', '/api/price-management/exchange-rates', { date: '2999-01-01', rate: '20000.00' })
    ).json().data;
    await call('POST', `/api/price-management/exchange-rates/${future.id}/approve`);
    expect((await proposal()).next.retail_usd).toBe('300.00');
  });
});

describe('markups by category', () => {
  it('enter one markup for several categories, pending until approved, then in force for each', async () => {
    const bulk = await call('POST', '/api/price-management/surcharge-for-category', {
      product_category_ids: [ids.category, ids.sub],
      date: '2026-01-05',
      retail_percent: '30',
      wholesale_percent: '15',
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data.created).toBe(2);
    const overview = async () =>
      (
        (await call('GET', '/api/price-management/surcharge-for-category?search=fon')).json().data as {
          id: number;
          current: { source: string; retail_percent: string } | null;
          pending: { id: number; retail_percent: string } | null;
        }[]
      ).find((c) => c.id === ids.sub);
    const before = await overview();
    expect(before?.current?.source).toBe('general');
    expect(before?.pending?.retail_percent).toBe('30.00');
    const parentMarkup = bulk.json().data.ids[0];
    await call('POST', `/api/price-management/category-markups/${parentMarkup}/approve`);
    expect(await overview()).toMatchObject({ current: { source: 'parent', retail_percent: '30.00' } });
    await call('POST', `/api/price-management/category-markups/${before?.pending?.id}/approve`);
    expect(await overview()).toMatchObject({ current: { source: 'category' }, pending: null });

    const bad = await call('POST', '/api/price-management/surcharge-for-category', {
      product_category_ids: [ids.sub, 999999],
      date: '2026-01-05',
      retail_percent: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await call('POST', '/api/price-management/surcharge-for-category', {
      product_category_ids: [ids.sub, 999999],
      date: '2026-01-05',
      retail_percent: '10',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatch(/^product_category_ids\.1/);
    const count = await ctx.db.execute<{ n: string }>(
      sql`select count(*) as n from category_markups where product_category_id = ${ids.sub}`,
    );
    expect(count.rows[0]?.n).toBe('1');
  });
});

/** Page sizes (pt) of a PDF, in order. */
function pageSizes(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(
    (m) => `${Math.round(Number(m[1]))}x${Math.round(Number(m[2]))}`,
  );
}

describe('price tag templates', () => {
  const layoutOf = async (width: number, height: number) =>
    (await import('@savdo/shared/price-tags')).defaultLayout(width, height);

  it('save a template with its layout, and refuse an element past the tag’s edge', async () => {
    const layout = await layoutOf(70, 50);
    const bad = await call('POST', '/api/price-tag/template-editor', {
      name: 'Katta',
      width: 70,
      height: 50,
      content: '',
      layout: { ...layout, elements: { ...layout.elements, price: { ...layout.elements.price, x: 60 } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatch(/^layout\.elements\.price/);
    expect(
      (await call('POST', '/api/price-tag/template-editor', { name: 'X', width: 5, height: 50, layout }))
        .statusCode,
    ).toBe(400);

    const saved = await call('POST', '/api/price-tag/template-editor', {
      name: 'Katta',
      width: 70,
      height: 50,
      content: 'Savdo & Co',
      layout: { ...layout, sheet: 'label', terms: [12] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().data.id;
    const read = (await call('GET', `/api/price-tag/template-editor/${id}`)).json().data;
    expect(read).toMatchObject({ name: 'Katta', width: 70, height: 50, footer: 'Savdo & Co' });
    expect(read.layout).toMatchObject({ sheet: 'label', terms: [12] });
    // The engine's list shows it too; its dialog cannot write the layout.
    const listed = (await call('GET', '/api/price-tag/price-tag-templates?search=Katta')).json().data;
    expect(listed[0]?.id).toBe(id);
    const moved = {
      ...read.layout,
      elements: { ...read.layout.elements, name: { ...read.layout.elements.name, font: 9 } },
    };
    const updated = await call('PUT', `/api/price-tag/template-editor/${id}`, {
      ...read,
      content: read.footer,
      layout: moved,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.layout.elements.name.font).toBe(9);
    const history = (await call('GET', `/api/price-tag/price-tag-templates/${id}/history`)).json().data;
    expect(history.length).toBeGreaterThanOrEqual(2);
  });

  it('print the tags in the template’s size: one a page on a label printer, as many as fit on A4', async () => {
    const labelLayout = await layoutOf(70, 50);
    const label = (
      await call('POST', '/api/price-tag/template-editor', {
        name: 'Yorliq 70×50',
        width: 70,
        height: 50,
        layout: { ...labelLayout, sheet: 'label' },
      })
    ).json().data;
    const both = `${ids.product},${ids.phone}`;
    const res = await call('GET', `/api/price-tag/print?product_ids=${both}&template_id=${label.id}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // 70 × 50 mm = 198.4 × 141.7 pt, one tag a page.
    expect(pageSizes(res.rawPayload)).toEqual(['198x142', '198x142']);

    const big = (
      await call('POST', '/api/price-tag/template-editor', {
        name: 'A4 yarim',
        width: 150,
        height: 200,
        layout: await layoutOf(150, 200),
      })
    ).json().data;
    const a4 = await call('GET', `/api/price-tag/print?product_ids=${both}&template_id=${big.id}`);
    // One 150 × 200 mm tag fits an A4 sheet: two products, two A4 pages.
    expect(pageSizes(a4.rawPayload)).toEqual(['595x842', '595x842']);
    const small = await call('GET', `/api/price-tag/print?product_ids=${both}`);
    expect(pageSizes(small.rawPayload)).toEqual(['595x842']);
    expect(
      (await call('GET', `/api/price-tag/print?product_ids=${both}&template_id=999999`)).statusCode,
    ).toBe(400);
  });
});

describe('stock integrations', () => {
  it('list marked units in stock and sold, and report sold IMEI units once', async () => {
    await receive(ids.supplierA, '2026-04-01', [
      {
        product_id: ids.phone,
        quantity: '2',
        price: '2000000.00',
        serials: [SOLD, KEPT],
        markings: ['0104600439931256215Zz', '0104600439931256215Yy'],
      },
    ]);
    const out = await call('POST', '/api/warehouse/output-product-to-expenses', {
      warehouse_id: ids.warehouse,
      doc_date: '2026-04-02',
      lines: [{ product_id: ids.phone, quantity: '1', serials: [SOLD] }],
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(
      (await call('POST', `/api/warehouse/output-product-to-expenses/${out.json().data.id}/approve`))
        .statusCode,
    ).toBe(200);

    const residue = (await call('GET', `/api/integrations/markings/residue?product_id=${ids.phone}`)).json()
      .data;
    expect(residue).toEqual([expect.objectContaining({ serial: KEPT, warehouse_name: 'Asosiy' })]);
    const byCode = (await call('GET', '/api/integrations/markings/residue?code=0104600439931256215Yy')).json()
      .data;
    expect(byCode.map((u: { serial: string }) => u.serial)).toEqual([KEPT]);
    const output = (
      await call('GET', '/api/integrations/markings/output?date_from=2026-04-01&date_to=2026-04-30')
    ).json().data;
    expect(output).toEqual([
      expect.objectContaining({ serial: SOLD, type: 'EXPENSE_OUTPUT', business_date: '2026-04-02' }),
    ]);
    expect((await call('GET', '/api/integrations/markings/output?date_from=2026-05-01')).json().data).toEqual(
      [],
    );

    const pending = (await call('GET', '/api/integrations/uzimei-blocked?status=PENDING')).json().data;
    expect(pending).toEqual([expect.objectContaining({ imei: SOLD, registry_status: 'PENDING' })]);
    const reported = await call('POST', `/api/integrations/uzimei-blocked/${pending[0].id}/register`);
    expect(reported.json().data).toMatchObject({
      registry_status: 'REGISTERED',
      reference: expect.stringMatching(/^LOCAL-/),
    });
    const again = await call('POST', `/api/integrations/uzimei-blocked/${pending[0].id}/register`);
    expect(again.statusCode).toBe(409);
    expect((await call('GET', `/api/integrations/uzimei-blocked?imei=${SOLD}`)).json().data[0]).toMatchObject(
      {
        registry_status: 'REGISTERED',
        attempts: 1,
      },
    );
    expect((await call('GET', '/api/integrations/uzimei-blocked?status=WRONG')).statusCode).toBe(400);
  });
});

describe('rules', () => {
  it('refuse every new endpoint without its rule', async () => {
    const refused = [
      ['GET', '/api/price-management/selling-price-histories'],
      ['GET', '/api/price-management/surcharge-for-category'],
      ['POST', '/api/price-management/surcharge-for-category'],
      ['GET', '/api/price-management/exchange-rates'],
      ['POST', '/api/price-management/exchange-rates/1/approve'],
      ['GET', '/api/price-tag/template-editor/1'],
      ['POST', '/api/price-tag/template-editor'],
      ['PUT', '/api/price-tag/template-editor/1'],
      ['GET', '/api/integrations/markings/residue'],
      ['GET', '/api/integrations/markings/output'],
      ['GET', '/api/integrations/uzimei-blocked'],
      ['POST', '/api/integrations/uzimei-blocked/1/register'],
    ] as const;
    for (const [method, url] of refused)
      expect((await call(method, url, method === 'GET' ? undefined : {}, nobody)).statusCode, url).toBe(403);
  });
});
