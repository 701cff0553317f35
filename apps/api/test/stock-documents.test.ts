import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dollarRate, firstBranch, products, supplier, warehouse } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
let keeper: string;
let clerk: string;
const ids = { tv: 0, fridge: 0, a: 0, b: 0, supplier: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'keeper', password: 'Keeper#123', isDev: true });
  await createUser(ctx, {
    username: 'clerk',
    password: 'Clerk#123',
    rules: ['supplier_invoice_input.show', 'supplier_invoice_input.add'],
  });
  keeper = await signIn(ctx, 'keeper', 'Keeper#123');
  clerk = await signIn(ctx, 'clerk', 'Clerk#123');
  const branch = await firstBranch(ctx);
  Object.assign(
    ids,
    await products(ctx, { tv: 'Samsung UE43 televizori', fridge: 'Artel HD 455 muzlatkichi' }),
  );
  ids.a = await warehouse(ctx, 'Asosiy ombor', branch);
  ids.b = await warehouse(ctx, 'Chilonzor ombori', branch);
  ids.supplier = await supplier(ctx, 'Artel Electronics MChJ');
  await dollarRate(ctx, '2026-01-01');
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = keeper) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const residue = async (warehouse: number, product: number) => {
  const rows = await ctx.db.execute<{ quantity: string; cost_uzs: string }>(
    sql`select quantity, cost_uzs from stock_balances
      where item_kind = 'product' and warehouse_id = ${warehouse} and product_id = ${product}`,
  );
  const row = rows.rows[0];
  return { quantity: Number(row?.quantity ?? 0) / 1000, cost: Number(row?.cost_uzs ?? 0) / 100 };
};

const invoice = (lines: object[], extra: object = {}) => ({
  warehouse_id: ids.a,
  supplier_id: ids.supplier,
  currency: 'UZS',
  doc_date: '2026-11-20',
  lines,
  ...extra,
});

async function receiveInvoice(lines: object[], extra: object = {}) {
  const created = (await call('POST', '/api/warehouse/input-product-invoices', invoice(lines, extra))).json()
    .data;
  await call('POST', `/api/warehouse/input-product-invoices/${created.id}/send`);
  const approved = await call('POST', `/api/warehouse/input-product-invoices/${created.id}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json().data;
}

describe('supplier input invoices', () => {
  it('go CREATED → SENT → APPROVED, bringing goods in at their price and growing the supplier debt', async () => {
    const created = await call(
      'POST',
      '/api/warehouse/input-product-invoices',
      invoice([{ product_id: ids.tv, quantity: '5', price: '4200000.00' }]),
    );
    expect(created.statusCode, created.body).toBe(200);
    const doc = created.json().data;
    expect(doc).toMatchObject({ status: 'CREATED', total: '21000000.00', number: '1' });
    expect(doc.lines[0]).toMatchObject({
      product_name: 'Samsung UE43 televizori',
      quantity: '5',
      price: '4200000.00',
    });

    const tooEarly = await call('POST', `/api/warehouse/input-product-invoices/${doc.id}/approve`);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toContain('CREATED');

    await call('POST', `/api/warehouse/input-product-invoices/${doc.id}/send`);
    const approved = await call('POST', `/api/warehouse/input-product-invoices/${doc.id}/approve`);
    expect(approved.json().data.status).toBe('APPROVED');
    expect(await residue(ids.a, ids.tv)).toEqual({ quantity: 5, cost: 21_000_000 });

    const debts = await call('GET', '/api/supplier-calculations/debts');
    expect(debts.json().data).toContainEqual(
      expect.objectContaining({ supplier_id: ids.supplier, currency: 'UZS', debt: '21000000.00' }),
    );
  });

  it('values a dollar invoice in soʻm at the rate of its date', async () => {
    await receiveInvoice([{ product_id: ids.fridge, quantity: '2', price: '350.00' }], { currency: 'USD' });
    expect(await residue(ids.a, ids.fridge)).toEqual({ quantity: 2, cost: 700 * 12_750 });
  });

  it('cancels an approved invoice with reversing movements, deleting nothing', async () => {
    const doc = await receiveInvoice([{ product_id: ids.fridge, quantity: '1', price: '300.00' }], {
      currency: 'USD',
    });
    const before = await residue(ids.a, ids.fridge);
    const canceled = await call('POST', `/api/warehouse/input-product-invoices/${doc.id}/cancel-approved`);
    expect(canceled.json().data.status).toBe('CANCELED');
    expect(await residue(ids.a, ids.fridge)).toEqual({
      quantity: before.quantity - 1,
      cost: before.cost - 300 * 12_750,
    });
    const movements = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from stock_movements where document_id = ${doc.id}`,
    );
    expect(movements.rows[0]?.n).toBe(2);
  });

  it('refuses bad input naming the lines, and a stale version', async () => {
    const bad = await call(
      'POST',
      '/api/warehouse/input-product-invoices',
      invoice([{ product_id: ids.tv, quantity: '1.0005' }]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.some((e: string) => e.startsWith('lines.0.quantity'))).toBe(true);
    // goods counted in pieces take no fraction, named on their line
    const fraction = await call(
      'POST',
      '/api/warehouse/input-product-invoices',
      invoice([
        { product_id: ids.fridge, quantity: '2', price: '1000' },
        { product_id: ids.tv, quantity: '0.036', price: '1000' },
      ]),
    );
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().errors.some((e: string) => e.startsWith('lines.1.quantity'))).toBe(true);
    expect(fraction.json().errors.some((e: string) => e.startsWith('lines.0.'))).toBe(false);
    const noPrice = await call(
      'POST',
      '/api/warehouse/input-product-invoices',
      invoice([{ product_id: ids.tv, quantity: '1' }]),
    );
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().errors).toEqual(['lines.0.price: Maydon toʻldirilishi shart']);

    const doc = (
      await call(
        'POST',
        '/api/warehouse/input-product-invoices',
        invoice([{ product_id: ids.tv, quantity: '1', price: '1.00' }]),
      )
    ).json().data;
    await call('POST', `/api/warehouse/input-product-invoices/${doc.id}/send`, { version: doc.version });
    const stale = await call('POST', `/api/warehouse/input-product-invoices/${doc.id}/reject`, {
      version: doc.version,
    });
    expect(stale.statusCode).toBe(409);
    const edit = await call(
      'PUT',
      `/api/warehouse/input-product-invoices/${doc.id}`,
      invoice([{ product_id: ids.tv, quantity: '2', price: '1.00' }]),
    );
    expect(edit.statusCode).toBe(409);
  });

  it('lets only holders of the approve rule move stock', async () => {
    const doc = (
      await call(
        'POST',
        '/api/warehouse/input-product-invoices',
        invoice([{ product_id: ids.tv, quantity: '1', price: '1.00' }]),
        clerk,
      )
    ).json().data;
    expect(doc.status).toBe('CREATED');
    expect(
      (await call('POST', `/api/warehouse/input-product-invoices/${doc.id}/send`, undefined, clerk))
        .statusCode,
    ).toBe(403);
  });
});

describe('moves between warehouses', () => {
  it('take goods out at A, keep them in transit, and bring them into B at the same cost', async () => {
    await receiveInvoice([{ product_id: ids.tv, quantity: '4', price: '4000000.00' }]);
    const a0 = await residue(ids.a, ids.tv);
    const move = (
      await call('POST', '/api/warehouse/move-invoices', {
        warehouse_id: ids.a,
        to_warehouse_id: ids.b,
        doc_date: '2026-11-21',
        lines: [{ product_id: ids.tv, quantity: '3' }],
      })
    ).json().data;
    const sent = await call('POST', `/api/warehouse/move-invoices/${move.id}/send`);
    expect(sent.json().data.status).toBe('WAY');
    const a1 = await residue(ids.a, ids.tv);
    expect(a1.quantity).toBe(a0.quantity - 3);
    expect(await residue(ids.b, ids.tv)).toEqual({ quantity: 0, cost: 0 });
    const received = await call('POST', `/api/warehouse/move-invoices/${move.id}/receive`);
    expect(received.json().data.status).toBe('APPROVED');
    expect(await residue(ids.b, ids.tv)).toEqual({ quantity: 3, cost: a0.cost - a1.cost });
  });

  it('return to A when the receiver refuses them', async () => {
    const a0 = await residue(ids.a, ids.tv);
    const move = (
      await call('POST', '/api/warehouse/move-invoices', {
        warehouse_id: ids.a,
        to_warehouse_id: ids.b,
        doc_date: '2026-11-21',
        lines: [{ product_id: ids.tv, quantity: '1' }],
      })
    ).json().data;
    await call('POST', `/api/warehouse/move-invoices/${move.id}/send`);
    const refused = await call('POST', `/api/warehouse/move-invoices/${move.id}/refuse`);
    expect(refused.json().data.status).toBe('REJECTED');
    expect(await residue(ids.a, ids.tv)).toEqual(a0);
  });

  it('refuse to send more than the warehouse holds, leaving the document as it was', async () => {
    const move = (
      await call('POST', '/api/warehouse/move-invoices', {
        warehouse_id: ids.a,
        to_warehouse_id: ids.b,
        doc_date: '2026-11-21',
        lines: [{ product_id: ids.tv, quantity: '999' }],
      })
    ).json().data;
    const sent = await call('POST', `/api/warehouse/move-invoices/${move.id}/send`);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toMatch(/^Omborda yetarli qoldiq yoʻq/);
    const again = await call('GET', `/api/warehouse/move-invoices/${move.id}`);
    expect(again.json().data.status).toBe('CREATED');
  });

  it('refuse a move into the same warehouse', async () => {
    const res = await call('POST', '/api/warehouse/move-invoices', {
      warehouse_id: ids.a,
      to_warehouse_id: ids.a,
      doc_date: '2026-11-21',
      lines: [{ product_id: ids.tv, quantity: '1' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(/^to_warehouse_id/);
  });
});

describe('counting acts', () => {
  it('post the shortage and the surplus found by a count, with their costs', async () => {
    await receiveInvoice([{ product_id: ids.fridge, quantity: '10', price: '5000000.00' }], {
      warehouse_id: ids.b,
    });
    const act = (
      await call('POST', '/api/warehouse/counting-acts', {
        warehouse_id: ids.b,
        doc_date: '2026-11-22',
        lines: [
          { product_id: ids.fridge, quantity: '8' },
          { product_id: ids.tv, quantity: '4' },
        ],
      })
    ).json().data;
    expect(act.status).toBe('IN_PROGRESS');
    expect(act.lines.map((l: { expected: string }) => l.expected)).toEqual(['10', '3']);
    expect((await call('POST', `/api/warehouse/counting-acts/${act.id}/recount`)).json().data.status).toBe(
      'RECOUNT',
    );
    const finished = await call('POST', `/api/warehouse/counting-acts/${act.id}/finish`);
    expect(finished.json().data.status).toBe('FINISHED');
    expect(await residue(ids.b, ids.fridge)).toEqual({ quantity: 8, cost: 40_000_000 });
    const tv = await residue(ids.b, ids.tv);
    expect(tv.quantity).toBe(4);
    const types = await ctx.db.execute<{ type: string; quantity: string }>(
      sql`select type, quantity from stock_movements where document_id = ${act.id} order by type`,
    );
    expect(types.rows).toEqual([
      { type: 'COUNTING_ACT_INPUT', quantity: '1000' },
      { type: 'COUNTING_ACT_OUTPUT', quantity: '-2000' },
    ]);
  });
});

describe('a closed period', () => {
  it('refuses back-dated documents instead of re-valuing history', async () => {
    await ctx.db.execute(
      sql`update general_settings set value = '"2026-10-31"' where alias = 'stock_closed_until'`,
    );
    const res = await call(
      'POST',
      '/api/warehouse/input-product-invoices',
      invoice([{ product_id: ids.tv, quantity: '1', price: '1.00' }], { doc_date: '2026-10-15' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('2026-10-31');
    await ctx.db.execute(sql`update general_settings set value = '""' where alias = 'stock_closed_until'`);
  });
});

describe('residues and the ledger', () => {
  it('answer residues by warehouse, by branch, by FIFO layer and at a past date', async () => {
    const byWarehouse = (await call('GET', `/api/warehouse/residues?warehouse_id=${ids.b}`)).json().data;
    expect(byWarehouse).toContainEqual(
      expect.objectContaining({ product_id: ids.fridge, quantity: '8', cost_uzs: '40000000.00' }),
    );
    const branch = await ctx.db.execute<{ branch_id: number }>(
      sql`select branch_id from warehouses where id = ${ids.a}`,
    );
    const byBranch = (
      await call('GET', `/api/warehouse/residues?by=branch&branch_id=${branch.rows[0]?.branch_id}`)
    ).json().data;
    const a = await residue(ids.a, ids.fridge);
    expect(byBranch).toContainEqual(
      expect.objectContaining({ product_id: ids.fridge, quantity: String(8 + a.quantity) }),
    );
    const layers = (
      await call('GET', `/api/warehouse/residues?by=fifo&warehouse_id=${ids.b}&product_id=${ids.fridge}`)
    ).json().data;
    expect(layers.reduce((s: number, l: { quantity_left: string }) => s + Number(l.quantity_left), 0)).toBe(
      8,
    );
    const before = (await call('GET', `/api/warehouse/residues?warehouse_id=${ids.b}&at=2026-11-20`)).json()
      .data;
    expect(before.find((r: { product_id: number }) => r.product_id === ids.fridge)?.quantity).toBe('10');
    expect((await call('GET', '/api/warehouse/residues')).statusCode).toBe(400);
  });

  it('lists every practice with its document, filterable by type and warehouse', async () => {
    const res = await call('GET', `/api/warehouse/practices?type=COUNTING_ACT_OUTPUT&warehouse_id=${ids.b}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { type: string; quantity: string; document_kind: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'COUNTING_ACT_OUTPUT',
      quantity: '-2',
      document_kind: 'COUNTING_ACT',
    });
  });
});

describe('supplier reconciliation act', () => {
  it('answers the opening debt, the period entries and the closing debt', async () => {
    const res = await call(
      'GET',
      `/api/supplier-calculations/reconciliation-act?supplier_id=${ids.supplier}&currency=UZS&date_from=2026-11-20&date_to=2026-11-30`,
    );
    expect(res.statusCode).toBe(200);
    const act = res.json().data;
    expect(act.opening).toBe('0.00');
    expect(BigInt(act.closing.replace('.', ''))).toBe(
      BigInt(act.opening.replace('.', '')) +
        BigInt(act.debit.replace('.', '')) -
        BigInt(act.credit.replace('.', '')),
    );
    expect(act.entries.length).toBeGreaterThan(0);
    const later = await call(
      'GET',
      `/api/supplier-calculations/reconciliation-act?supplier_id=${ids.supplier}&currency=UZS&date_from=2026-12-01&date_to=2026-12-31`,
    );
    expect(later.json().data.opening).toBe(act.closing);
    const bad = await call(
      'GET',
      `/api/supplier-calculations/reconciliation-act?supplier_id=${ids.supplier}&date_from=2026-12-31&date_to=2026-12-01`,
    );
    expect(bad.statusCode).toBe(400);
  });
});

/** A 15-digit IMEI with a valid Luhn check digit. */
function imei(body14: string): string {
  const digits = body14.split('').map(Number);
  const sum = digits.reduce((acc, d, i) => {
    const x = i % 2 === 1 ? d * 2 : d;
    return acc + (x > 9 ? x - 9 : x);
  }, 0);
  return `${body14}${(10 - (sum % 10)) % 10}`;
}

describe('serial-tracked products', () => {
  const base = '/api/warehouse/input-product-invoices';
  let phone = 0;
  const [first, second, third] = [imei('35209900176148'), imei('35209900176149'), imei('35209900176150')];

  beforeAll(async () => {
    const rows = await ctx.db.execute<{
      id: number;
    }>(sql`insert into products (name, product_category_id, unit_id, is_serial)
      select 'Samsung Galaxy A15', product_category_id, unit_id, true from products limit 1 returning id`);
    phone = rows.rows[0]?.id ?? 0;
  });

  it('demand one valid serial per unit', async () => {
    const missing = await call(
      'POST',
      base,
      invoice([{ product_id: phone, quantity: '2', price: '2000000.00', serials: [first] }]),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatch(/^lines\.0\.serials/);
    const badImei = await call(
      'POST',
      base,
      invoice([{ product_id: phone, quantity: '1', price: '1.00', serials: ['352099001761480'] }]),
    );
    expect(badImei.statusCode).toBe(400);
    expect(badImei.json().errors[0]).toMatch(/^lines\.0\.serials\.0/);
    const notSerial = await call(
      'POST',
      base,
      invoice([{ product_id: ids.tv, quantity: '1', price: '1.00', serials: [first] }]),
    );
    expect(notSerial.json().errors[0]).toMatch(/^lines\.0\.serials/);
  });

  it('follow each unit through input, move and receipt, and find it by serial anywhere', async () => {
    await receiveInvoice([
      {
        product_id: phone,
        quantity: '2',
        price: '2000000.00',
        serials: [first, second],
        markings: ['0104600439931256215Ab', ''],
      },
    ]);
    const found = (await call('GET', `/api/warehouse/serials?serial=${first}`)).json().data;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      status: 'IN_STOCK',
      warehouse_id: ids.a,
      marking_code: '0104600439931256215Ab',
    });
    const byMarking = (await call('GET', '/api/warehouse/serials?serial=0104600439931256215Ab')).json().data;
    expect(byMarking[0]?.serial).toBe(first);

    const twice = (
      await call(
        'POST',
        base,
        invoice([{ product_id: phone, quantity: '1', price: '1.00', serials: [first] }]),
      )
    ).json().data;
    await call('POST', `${base}/${twice.id}/send`);
    const refused = await call('POST', `${base}/${twice.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(first);

    const move = (
      await call('POST', '/api/warehouse/move-invoices', {
        warehouse_id: ids.a,
        to_warehouse_id: ids.b,
        doc_date: '2026-11-21',
        lines: [{ product_id: phone, quantity: '1', serials: [second] }],
      })
    ).json().data;
    await call('POST', `/api/warehouse/move-invoices/${move.id}/send`);
    expect((await call('GET', `/api/warehouse/serials?serial=${second}`)).json().data[0].status).toBe(
      'IN_TRANSIT',
    );
    await call('POST', `/api/warehouse/move-invoices/${move.id}/receive`);
    const moved = (await call('GET', `/api/warehouse/serials?serial=${second}`)).json().data[0];
    expect(moved).toMatchObject({ status: 'IN_STOCK', warehouse_id: ids.b });
    expect(moved.history.map((h: { type: string }) => h.type)).toEqual([
      'INPUT',
      'MOVE_OUTPUT',
      'MOVE_INPUT',
    ]);

    const wrong = (
      await call('POST', '/api/warehouse/move-invoices', {
        warehouse_id: ids.a,
        to_warehouse_id: ids.b,
        doc_date: '2026-11-21',
        lines: [{ product_id: phone, quantity: '1', serials: [second] }],
      })
    ).json().data;
    const notHere = await call('POST', `/api/warehouse/move-invoices/${wrong.id}/send`);
    expect(notHere.statusCode).toBe(409);
    expect(notHere.json().message).toContain(second);
  });

  it('count units by serial: those not found are written off, unknown ones taken in', async () => {
    const act = (
      await call('POST', '/api/warehouse/counting-acts', {
        warehouse_id: ids.a,
        doc_date: '2026-11-22',
        lines: [{ product_id: phone, quantity: '1', serials: [third] }],
      })
    ).json().data;
    const finished = await call('POST', `/api/warehouse/counting-acts/${act.id}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);
    expect((await call('GET', `/api/warehouse/serials?serial=${first}`)).json().data[0].status).toBe('OUT');
    expect((await call('GET', `/api/warehouse/serials?serial=${third}`)).json().data[0]).toMatchObject({
      status: 'IN_STOCK',
      warehouse_id: ids.a,
    });
    expect((await residue(ids.a, phone)).quantity).toBe(1);
  });
});

describe('supplier limits', () => {
  it('refuse an invoice past the supplier limit unless the user may exceed it', async () => {
    const rules = [
      'supplier_invoice_input.show',
      'supplier_invoice_input.add',
      'supplier_invoice_input.approve',
    ];
    await createUser(ctx, { username: 'limited', password: 'Limited#123', rules });
    await createUser(ctx, {
      username: 'trusted',
      password: 'Trusted#123',
      rules: [...rules, 'supplier_limits.exceed'],
    });
    const limited = await signIn(ctx, 'limited', 'Limited#123');
    const trusted = await signIn(ctx, 'trusted', 'Trusted#123');
    const supplier = await ctx.db.execute<{ id: number }>(
      sql`insert into suppliers (name, limit_uzs) values ('Cheklangan MChJ', 1000000000) returning id`,
    );
    const supplierId = supplier.rows[0]?.id;
    const post = async (token: string) => {
      const doc = (
        await call(
          'POST',
          '/api/warehouse/input-product-invoices',
          invoice([{ product_id: ids.tv, quantity: '3', price: '4000000.00' }], { supplier_id: supplierId }),
          token,
        )
      ).json().data;
      await call('POST', `/api/warehouse/input-product-invoices/${doc.id}/send`, undefined, token);
      return call('POST', `/api/warehouse/input-product-invoices/${doc.id}/approve`, undefined, token);
    };
    const refused = await post(limited);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Taʼminotchi limiti oshib ketadi: limit 10000000.00, qarz 12000000.00 boʻladi',
    );
    expect((await post(trusted)).statusCode).toBe(200);
  });
});

describe('stock integrations', () => {
  it('list marked units in stock, and sold IMEI units reported to the registry through its provider', async () => {
    const marked = (await call('GET', '/api/integrations/markings/residue')).json().data as {
      marking_code: string;
    }[];
    expect(marked.map((m) => m.marking_code)).not.toContain('0104600439931256215Ab'); // written off by the count
    const output = (await call('GET', '/api/integrations/markings/output')).json().data as {
      marking_code: string;
      type: string;
    }[];
    expect(output).toContainEqual(
      expect.objectContaining({ marking_code: '0104600439931256215Ab', type: 'COUNTING_ACT_OUTPUT' }),
    );

    const sold = await call('GET', '/api/integrations/uzimei-blocked?status=PENDING');
    const units = sold.json().data as { id: number; imei: string; registry_status: string }[];
    expect(units.length).toBeGreaterThan(0);
    expect(sold.json().meta.provider).toBe('local');
    const reported = await call('POST', `/api/integrations/uzimei-blocked/${units[0]?.id}/register`);
    expect(reported.json().data).toMatchObject({
      registry_status: 'REGISTERED',
      reference: expect.stringMatching(/^LOCAL-/),
    });
    const after = (await call('GET', '/api/integrations/uzimei-blocked?status=REGISTERED')).json().data as {
      id: number;
    }[];
    expect(after.map((u) => u.id)).toContain(units[0]?.id);
  });
});

describe('printing documents', () => {
  it('print a document as a PDF and export it as a spreadsheet', async () => {
    const doc = await receiveInvoice([{ product_id: ids.tv, quantity: '1', price: '4100000.00' }]);
    const pdf = await call('GET', `/api/warehouse/input-product-invoices/${doc.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await call('GET', `/api/warehouse/input-product-invoices/${doc.id}/xlsx`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(
      (await call('GET', `/api/warehouse/input-product-invoices/${doc.id}/pdf`, undefined, clerk)).statusCode,
    ).toBe(403);
  });

  it("number documents with their branch's prefix in the list, the document and the printed file", async () => {
    const doc = await receiveInvoice([{ product_id: ids.tv, quantity: '1', price: '4100000.00' }]);
    await ctx.db.execute(
      sql`update branches set prefix = 'TST' where id = (select branch_id from stock_documents where id = ${doc.id})`,
    );
    const list = (await call('GET', '/api/warehouse/input-product-invoices?per_page=100')).json().data as {
      id: number;
      branch_prefix: string;
    }[];
    expect(list.find((row) => row.id === doc.id)?.branch_prefix).toBe('TST');
    const one = (await call('GET', `/api/warehouse/input-product-invoices/${doc.id}`)).json().data;
    expect(one).toMatchObject({ branch_prefix: 'TST', number: doc.number });
    const pdf = await call('GET', `/api/warehouse/input-product-invoices/${doc.id}/pdf`);
    expect(pdf.headers['content-disposition']).toContain(`-TST-${doc.number}.pdf`);
  });
});

describe('inventory materials (the tmz account)', () => {
  it('come in, move and show their own residues, apart from goods of the same id', async () => {
    const group = await ctx.db.execute<{ id: number }>(
      sql`insert into material_groups (name) values ('Qadoqlash') returning id`,
    );
    const unit = await ctx.db.execute<{ id: number }>(sql`select id from units limit 1`);
    // Give the material the same id as a product, to prove the two never mix.
    const material = await ctx.db.execute<{
      id: number;
    }>(sql`insert into materials (id, name, material_group_id, unit_id)
      values (${ids.tv}, 'Karton quti 60×40', ${group.rows[0]?.id}, ${unit.rows[0]?.id}) returning id`);
    const materialId = material.rows[0]?.id as number;
    const goodsBefore = await residue(ids.a, ids.tv);

    const input = (
      await call('POST', '/api/warehouse/tmz/input-invoices', {
        warehouse_id: ids.a,
        supplier_id: ids.supplier,
        doc_date: '2026-11-20',
        lines: [{ product_id: materialId, quantity: '100', price: '3500.00' }],
      })
    ).json().data;
    expect(input.lines[0].product_name).toBe('Karton quti 60×40');
    expect((await call('POST', `/api/warehouse/tmz/input-invoices/${input.id}/approve`)).statusCode).toBe(
      200,
    );
    expect(await residue(ids.a, ids.tv)).toEqual(goodsBefore);

    const move = (
      await call('POST', '/api/warehouse/tmz/move-invoices', {
        warehouse_id: ids.a,
        to_warehouse_id: ids.b,
        doc_date: '2026-11-21',
        lines: [{ product_id: materialId, quantity: '40' }],
      })
    ).json().data;
    await call('POST', `/api/warehouse/tmz/move-invoices/${move.id}/send`);
    await call('POST', `/api/warehouse/tmz/move-invoices/${move.id}/receive`);
    const atB = (await call('GET', `/api/warehouse/residues?item=material&warehouse_id=${ids.b}`)).json()
      .data;
    expect(atB).toEqual([
      expect.objectContaining({
        product_id: materialId,
        product_name: 'Karton quti 60×40',
        quantity: '40',
        cost_uzs: '140000.00',
      }),
    ]);
    const atA = (await call('GET', `/api/warehouse/residues?item=material&warehouse_id=${ids.a}`)).json()
      .data;
    expect(atA[0]).toMatchObject({ quantity: '60', cost_uzs: '210000.00' });
    expect(await residue(ids.a, ids.tv)).toEqual(goodsBefore);

    const unknownProduct = await call('POST', '/api/warehouse/tmz/input-invoices', {
      warehouse_id: ids.a,
      supplier_id: ids.supplier,
      doc_date: '2026-11-20',
      lines: [{ product_id: 999999, quantity: '1', price: '1.00' }],
    });
    expect(unknownProduct.statusCode).toBe(400);
  });
});
