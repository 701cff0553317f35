import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postIn } from '../src/ledgers/stock/ledger.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { activeContract, fixtureClient, goodsIn, paidCashTrade } from './fixtures/sales.ts';
import { firstBranch, firstRow, rowId, warehouse } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * Release of sold goods: output invoices taken at FIFO cost with their
 * IMEIs, partial releases, cancellation restoring stock and serials
 * exactly, deliveries and pickups step by step, refusals (409), bad input
 * (400, nothing written) and rights.
 */
let ctx: TestContext;
let keeper: string;
let reader: string;
let userId: number;
let branch: number;
let store: number;
let other: number;
let client: number;
const P = { phone: 0, cable: 0, tv: 0 };
const IMEI = ['356938035643809', '356938035643817', '356938035643825'];
const OTHER_IMEI = '356938035643833';

const KEEPER_RULES = [
  'giving_product_to_client.show',
  'giving_product_to_client.add',
  'un_released_product.show',
  ...['show', 'add', 'approve', 'cancel', 'print'].map((a) => `invoice_output.${a}`),
  ...['show', 'edit', 'approve', 'cancel'].map((a) => `delivery_product.${a}`),
  ...['show', 'approve'].map((a) => `take_away_product.${a}`),
  'contract_product_return.show',
];

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api/output-product${url}`,
    headers: { ...bearer(token), ...(method === 'POST' ? freshKey() : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function product(name: string, serial: boolean): Promise<number> {
  const unit = await rowId(
    ctx,
    sql`insert into units (name, short_name) values (${name}, 'dona') returning id`,
  );
  const category = await rowId(ctx, sql`insert into product_categories (name) values (${name}) returning id`);
  return rowId(
    ctx,
    sql`insert into products (name, product_category_id, unit_id, is_serial)
      values (${name}, ${category}, ${unit}, ${serial}) returning id`,
  );
}

const count = async (table: string) =>
  Number((await firstRow<{ n: string }>(ctx, sql`select count(*) as n from ${sql.identifier(table)}`)).n);

/** Everything an invoice writes, counted. */
const written = async () => ({
  invoices: await count('output_invoices'),
  lines: await count('output_invoice_lines'),
  serials: await count('output_invoice_serials'),
  events: await count('output_invoice_events'),
  movements: await count('stock_movements'),
  counters: Number(
    (
      await firstRow<{ n: string | null }>(
        ctx,
        sql`select max(last_number) as n from document_counters where kind = 'OUTPUT_INVOICE'`,
      )
    ).n ?? 0,
  ),
});

/** The stock of the test's warehouses as rows: balances, layers and units. */
const stockState = async () => ({
  balances: (
    await ctx.db.execute(sql`select product_id, warehouse_id, quantity, cost_uzs from stock_balances
    order by 1, 2`)
  ).rows,
  layers: (await ctx.db.execute(sql`select id, quantity_left, cost_left_uzs from stock_layers order by id`))
    .rows,
  serials: (await ctx.db.execute(sql`select serial, status, warehouse_id from stock_serials order by serial`))
    .rows,
});

beforeAll(async () => {
  ctx = await createTestContext();
  userId = (await createUser(ctx, { username: 'sklad', password: 'Sklad#123', rules: KEEPER_RULES })).id;
  keeper = await signIn(ctx, 'sklad', 'Sklad#123');
  await createUser(ctx, { username: 'korish', password: 'Korish#123', rules: ['invoice_output.show'] });
  reader = await signIn(ctx, 'korish', 'Korish#123');
  branch = await firstBranch(ctx);
  store = await warehouse(ctx, 'Asosiy ombor', branch);
  other = await warehouse(ctx, 'Ikkinchi ombor', branch);
  P.phone = await product('Samsung Galaxy A55', true);
  P.cable = await product('HDMI kabel', false);
  P.tv = await product('Artel televizor 43', false);
  // FIFO layers: phones at 2,000,000 then one at 2,300,000; cables 10 at 15,000 then 10 at 18,000.
  await goodsIn(ctx.db, {
    productId: P.phone,
    warehouseId: store,
    quantity: 2,
    unitCost: 200_000_000n,
    userId,
    serials: IMEI.slice(0, 2),
  });
  await goodsIn(ctx.db, {
    productId: P.phone,
    warehouseId: store,
    quantity: 1,
    unitCost: 230_000_000n,
    userId,
    serials: IMEI.slice(2),
  });
  await goodsIn(ctx.db, {
    productId: P.phone,
    warehouseId: other,
    quantity: 1,
    unitCost: 210_000_000n,
    userId,
    serials: [OTHER_IMEI],
  });
  await goodsIn(ctx.db, {
    productId: P.cable,
    warehouseId: store,
    quantity: 10,
    unitCost: 1_500_000n,
    userId,
  });
  await goodsIn(ctx.db, {
    productId: P.cable,
    warehouseId: store,
    quantity: 10,
    unitCost: 1_800_000n,
    userId,
  });
  await goodsIn(ctx.db, { productId: P.tv, warehouseId: store, quantity: 3, unitCost: 350_000_000n, userId });
  client = await fixtureClient(ctx.db, branch);
});
afterAll(async () => {
  await ctx?.close();
});

const newContract = () =>
  activeContract(ctx.db, {
    branchId: branch,
    clientId: client,
    items: [
      { productId: P.phone, quantity: 2, price: 300_000_000n },
      { productId: P.cable, quantity: 12, price: 2_500_000n },
      { productId: P.tv, quantity: 1, price: 450_000_000n, needsInstallation: true },
    ],
  });

async function make(token: string, body: Record<string, unknown>) {
  return call('POST', '/invoices', token, { warehouse_id: store, handover: 'TAKE_AWAY', ...body });
}

async function approved(body: Record<string, unknown>) {
  const made = await make(keeper, body);
  expect(made.statusCode, made.body).toBe(201);
  const res = await call('POST', `/invoices/${made.json().data.id}/approve`, keeper, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('releasing a contract', () => {
  it('takes the goods out at FIFO cost with their IMEIs and records the cost and gross profit', async () => {
    const contract = await newContract();
    const picker = await call('GET', `/serials?product_id=${P.phone}&warehouse_id=${store}`, keeper);
    expect(picker.json().data.map((s: { serial: string }) => s.serial)).toEqual(IMEI);
    const invoice = await approved({
      sale_kind: 'CONTRACT',
      sale_id: contract.id,
      lines: [
        { item_id: contract.items[0], quantity: '2', serials: [IMEI[1], IMEI[2]] },
        { item_id: contract.items[1], quantity: '12' },
        { item_id: contract.items[2], quantity: '1' },
      ],
    });
    // Cables: 10 × 15,000 + 2 × 18,000 (FIFO); phones: FIFO by layer, 2,000,000 + 2,000,000; the TV 3,500,000.
    expect(invoice).toMatchObject({
      status: 'APPROVED',
      handover_status: 'TAKE_AWAY',
      cost_uzs: '7686000.00',
    });
    expect(invoice.lines.map((l: { cost_uzs: string }) => l.cost_uzs)).toEqual([
      '4000000.00',
      '186000.00',
      '3500000.00',
    ]);
    expect(invoice.lines[2].installation_status).toBe('INSTALLATION');
    expect(invoice.lines[0].installation_status).toBeNull();
    const sale = (await call('GET', `/sales/contracts/${contract.id}`, keeper)).json().data;
    expect(sale).toMatchObject({ cost_uzs: '7686000.00', left: '0', revenue_uzs: '10800000.00' });
    expect(sale.gross_profit_uzs).toBe('3114000.00');
    expect(sale.items.map((i: { released: string }) => i.released)).toEqual(['2', '12', '1']);
    expect(sale.items[2].installation_status).toBe('INSTALLATION');
    const units = await ctx.db.execute<{ serial: string; status: string }>(
      sql`select serial, status from stock_serials where product_id = ${P.phone} order by serial`,
    );
    expect(units.rows.filter((u) => u.status === 'OUT').map((u) => u.serial)).toEqual([IMEI[1], IMEI[2]]);
    const moves = await ctx.db.execute<{ type: string; doc_type: string; document_id: string }>(
      sql`select type, doc_type, document_id from stock_movements where doc_type = 'output_invoice'`,
    );
    expect(moves.rows).toHaveLength(3);
    expect(moves.rows.every((m) => m.type === 'OUTPUT' && Number(m.document_id) === invoice.id)).toBe(true);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    const pdf = await call('GET', `/invoices/${invoice.id}/pdf`, keeper);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    // cancel it again so the next tests start from the same stock
    expect((await call('POST', `/invoices/${invoice.id}/cancel`, keeper, {})).statusCode).toBe(200);
  });

  it('refuses a unit not in stock at that warehouse (409 naming it) and writes nothing', async () => {
    const contract = await newContract();
    const before = await written();
    for (const serial of [OTHER_IMEI, '356938035643841']) {
      const res = await make(keeper, {
        sale_kind: 'CONTRACT',
        sale_id: contract.id,
        lines: [{ item_id: contract.items[0], quantity: '1', serials: [serial] }],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(serial);
    }
    expect(await written()).toEqual(before);
  });

  it('cancelling an approved invoice restores stock, layers and serials exactly', async () => {
    const contract = await newContract();
    const before = await stockState();
    const invoice = await approved({
      sale_kind: 'CONTRACT',
      sale_id: contract.id,
      lines: [
        { item_id: contract.items[0], quantity: '1', serials: [IMEI[0]] },
        { item_id: contract.items[1], quantity: '11' },
      ],
    });
    expect(await stockState()).not.toEqual(before);
    const res = await call('POST', `/invoices/${invoice.id}/cancel`, keeper, { version: invoice.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'CANCELED', handover_status: null });
    expect(await stockState()).toEqual(before);
    const sale = (await call('GET', `/sales/contracts/${contract.id}`, keeper)).json().data;
    expect(sale).toMatchObject({ cost_uzs: '0.00', released: '0' });
    expect(sale.items.every((i: { cost_uzs: string }) => i.cost_uzs === '0.00')).toBe(true);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    const again = await call('POST', `/invoices/${invoice.id}/cancel`, keeper, {});
    expect(again.statusCode).toBe(409);
  });

  it('refuses a contract that is not active and a stale version', async () => {
    const contract = await newContract();
    const made = await make(keeper, {
      sale_kind: 'CONTRACT',
      sale_id: contract.id,
      lines: [{ item_id: contract.items[1], quantity: '1' }],
    });
    const stale = await call('POST', `/invoices/${made.json().data.id}/approve`, keeper, { version: 99 });
    expect(stale.statusCode).toBe(409);
    await ctx.db.execute(sql`update contracts set status = 'CREATED' where id = ${contract.id}`);
    const res = await make(keeper, {
      sale_kind: 'CONTRACT',
      sale_id: contract.id,
      lines: [{ item_id: contract.items[1], quantity: '1' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(String(contract.number));
    const approve = await call('POST', `/invoices/${made.json().data.id}/approve`, keeper, {});
    expect(approve.statusCode).toBe(409);
  });
});

describe('a partial release of a cash trade', () => {
  it('releases some now and the rest later; the uncompleted list follows what is left', async () => {
    const trade = await paidCashTrade(ctx.db, {
      branchId: branch,
      clientId: client,
      items: [{ productId: P.cable, quantity: 5, price: 2_500_000n }],
    });
    const listed = async () =>
      (await call('GET', '/unreleased?kind=CASH_TRADE', keeper))
        .json()
        .data.find((r: { id: number }) => r.id === trade.id);
    expect(await listed()).toMatchObject({ left: '5', released: '0' });
    await approved({
      sale_kind: 'CASH_TRADE',
      sale_id: trade.id,
      lines: [{ item_id: trade.items[0], quantity: '2' }],
    });
    expect(await listed()).toMatchObject({ left: '3', released: '2' });
    const tooMuch = await make(keeper, {
      sale_kind: 'CASH_TRADE',
      sale_id: trade.id,
      lines: [{ item_id: trade.items[0], quantity: '4' }],
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain('HDMI kabel');
    await approved({
      sale_kind: 'CASH_TRADE',
      sale_id: trade.id,
      lines: [{ item_id: trade.items[0], quantity: '3' }],
    });
    expect(await listed()).toBeUndefined();
    const byNumber = await call('GET', `/unreleased?search=${trade.number}`, keeper);
    expect(byNumber.statusCode).toBe(200);
    const sale = (await call('GET', `/sales/cash-trades/${trade.id}`, keeper)).json().data;
    expect(sale).toMatchObject({ left: '0', released: '5' });
    const invoices = await call('GET', `/invoices?cash_trade_id=${trade.id}`, reader);
    expect(invoices.json().data).toHaveLength(2);
  });

  it('refuses to go below zero without warehouse_residue.exceed, and goes with it', async () => {
    const tv = await paidCashTrade(ctx.db, {
      branchId: branch,
      clientId: null,
      items: [{ productId: P.tv, quantity: 5, price: 450_000_000n }],
    });
    const body = {
      sale_kind: 'CASH_TRADE',
      sale_id: tv.id,
      lines: [{ item_id: tv.items[0], quantity: '5' }],
    };
    const made = await make(keeper, body);
    const refused = await call('POST', `/invoices/${made.json().data.id}/approve`, keeper, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('3');
    await createUser(ctx, {
      username: 'manfiy',
      password: 'Manfiy#123',
      rules: [...KEEPER_RULES, 'warehouse_residue.exceed'],
    });
    const exceed = await signIn(ctx, 'manfiy', 'Manfiy#123');
    const unconfirmed = await call('POST', `/invoices/${made.json().data.id}/approve`, exceed, {});
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().below_zero.can_confirm).toBe(true);
    const ok = await call('POST', `/invoices/${made.json().data.id}/approve`, exceed, { below_zero: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await ledgerBreaks(ctx.db)).toMatchObject({ stock: [], serials: [] });
    // put the TVs back for the other tests
    expect((await call('POST', `/invoices/${made.json().data.id}/cancel`, keeper, {})).statusCode).toBe(200);
  });
});

describe('hand-over', () => {
  it('a delivery goes COLLECTING → DELIVERY → COMPLETED with a driver, each step kept with who and when', async () => {
    const contract = await newContract();
    const made = await make(keeper, {
      sale_kind: 'CONTRACT',
      sale_id: contract.id,
      handover: 'DELIVERY',
      lines: [{ item_id: contract.items[2], quantity: '1' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    expect(made.json().data.address).toContain('Navoiy koʻchasi 12');
    expect(made.json().data.delivery_date).toBe(tashkentToday());
    await call('POST', `/invoices/${id}/approve`, keeper, {});
    const noDriver = await call('POST', `/deliveries/${id}/dispatch`, keeper, {});
    expect(noDriver.statusCode).toBe(409);
    const driver = await rowId(
      ctx,
      sql`insert into drivers (name, phone) values ('Haydovchi Olim', '998901112233') returning id`,
    );
    const edited = await call('PUT', `/deliveries/${id}`, keeper, {
      driver_id: driver,
      address: 'Chilonzor 7-kvartal, 15-uy',
      delivery_date: tashkentToday(),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.driver_name).toBe('Haydovchi Olim');
    const listed = await call('GET', `/deliveries?handover_status=COLLECTING&driver_id=${driver}`, keeper);
    expect(listed.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await call('POST', `/pickups/${id}/hand-over`, keeper, {})).statusCode).toBe(409);
    expect((await call('POST', `/deliveries/${id}/deliver`, keeper, {})).statusCode).toBe(409);
    expect((await call('POST', `/deliveries/${id}/dispatch`, keeper, {})).statusCode).toBe(200);
    expect((await call('PUT', `/deliveries/${id}`, keeper, { driver_id: driver })).statusCode).toBe(409);
    const cancel = await call('POST', `/invoices/${id}/cancel`, keeper, {});
    expect(cancel.statusCode).toBe(409);
    expect((await call('POST', `/deliveries/${id}/recall`, keeper, {})).statusCode).toBe(200);
    expect((await call('POST', `/deliveries/${id}/dispatch`, keeper, {})).statusCode).toBe(200);
    const done = await call('POST', `/deliveries/${id}/deliver`, keeper, {});
    expect(done.statusCode).toBe(200);
    const data = done.json().data;
    expect(data.handover_status).toBe('COMPLETED');
    expect(data.events.map((e: { event: string }) => e.event)).toEqual([
      'create',
      'approve',
      'edit',
      'dispatch',
      'recall',
      'dispatch',
      'deliver',
    ]);
    expect(data.events.every((e: { created_by_name: string }) => e.created_by_name === 'Test sklad')).toBe(
      true,
    );
    expect((await call('POST', `/deliveries/${id}/deliver`, keeper, {})).statusCode).toBe(409);
    expect((await call('POST', `/invoices/${id}/cancel`, keeper, {})).statusCode).toBe(409);
  });

  it('a pickup is handed over once, then cannot be cancelled', async () => {
    const contract = await newContract();
    const invoice = await approved({
      sale_kind: 'CONTRACT',
      sale_id: contract.id,
      lines: [{ item_id: contract.items[1], quantity: '1' }],
    });
    const waiting = await call('GET', '/pickups?handover_status=TAKE_AWAY', keeper);
    expect(waiting.json().data.map((r: { id: number }) => r.id)).toContain(invoice.id);
    expect((await call('POST', `/deliveries/${invoice.id}/dispatch`, keeper, {})).statusCode).toBe(409);
    const res = await call('POST', `/pickups/${invoice.id}/hand-over`, keeper, {});
    expect(res.json().data.handover_status).toBe('COMPLETED');
    expect((await call('POST', `/pickups/${invoice.id}/hand-over`, keeper, {})).statusCode).toBe(409);
    expect((await call('POST', `/invoices/${invoice.id}/cancel`, keeper, {})).statusCode).toBe(409);
  });
});

describe('bad input and rights', () => {
  it('answers 400 naming the field and writes nothing', async () => {
    const contract = await newContract();
    const base = { sale_kind: 'CONTRACT', sale_id: contract.id };
    const before = await written();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, lines: [] }, 'lines'],
      [{ ...base, lines: [{ item_id: contract.items[1], quantity: '-1' }] }, 'lines.0.quantity'],
      [{ ...base, lines: [{ item_id: contract.items[1], quantity: '1.2345' }] }, 'lines.0.quantity'],
      // a fraction of goods counted in pieces
      [{ ...base, lines: [{ item_id: contract.items[1], quantity: '0.5' }] }, 'lines.0.quantity'],
      [{ ...base, lines: [{ item_id: 999_999, quantity: '1' }] }, 'lines.0.item_id'],
      [
        { ...base, lines: [{ item_id: contract.items[0], quantity: '2', serials: [IMEI[0]] }] },
        'lines.0.serials',
      ],
      [
        { ...base, lines: [{ item_id: contract.items[1], quantity: '1', serials: [IMEI[0]] }] },
        'lines.0.serials',
      ],
      [{ ...base, driver_id: 1, lines: [{ item_id: contract.items[1], quantity: '1' }] }, 'driver_id'],
      [
        { ...base, warehouse_id: 999_999, lines: [{ item_id: contract.items[1], quantity: '1' }] },
        'warehouse_id',
      ],
      [{ ...base, sale_id: 999_999, lines: [{ item_id: contract.items[1], quantity: '1' }] }, 'sale_id'],
      [{ ...base, sale_kind: 'LEASE', lines: [{ item_id: contract.items[1], quantity: '1' }] }, 'sale_kind'],
      [
        {
          ...base,
          lines: [
            { item_id: contract.items[1], quantity: '1' },
            { item_id: contract.items[1], quantity: '1' },
          ],
        },
        'lines.1.item_id',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await make(keeper, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        (res.json().errors as string[]).some((e) => e.startsWith(`${field}:`)),
        `${field}: ${res.body}`,
      ).toBe(true);
    }
    expect((await call('PUT', '/deliveries/1', keeper, { delivery_date: 'yesterday' })).statusCode).toBe(400);
    expect((await call('GET', '/unreleased?kind=LEASE', keeper)).statusCode).toBe(400);
    expect((await call('GET', '/serials?product_id=x&warehouse_id=1', keeper)).statusCode).toBe(400);
    expect(await written()).toEqual(before);
  });

  it('checks each endpoint’s rule on the server', async () => {
    const contract = await newContract();
    const body = {
      sale_kind: 'CONTRACT',
      sale_id: contract.id,
      lines: [{ item_id: contract.items[1], quantity: '1' }],
    };
    expect((await make(reader, body)).statusCode).toBe(403);
    const made = await make(keeper, body);
    const id = made.json().data.id;
    expect((await call('GET', `/invoices/${id}`, reader)).statusCode).toBe(200);
    for (const url of [`/invoices/${id}/approve`, `/invoices/${id}/cancel`, `/pickups/${id}/hand-over`]) {
      expect((await call('POST', url, reader, {})).statusCode, url).toBe(403);
    }
    expect((await call('GET', `/invoices/${id}/pdf`, reader)).statusCode).toBe(403);
    expect((await call('GET', '/deliveries', reader)).statusCode).toBe(403);
    expect((await call('GET', '/unreleased', reader)).statusCode).toBe(200);
    expect((await call('GET', '/client-returns', reader)).statusCode).toBe(403);
    expect(
      (await call('GET', `/serials?product_id=${P.phone}&warehouse_id=${store}`, reader)).statusCode,
    ).toBe(403);
  });
});

describe('goods clients brought back', () => {
  it('lists RETURNED_PRODUCT movements of contract returns with the sale, to holders of its rule only', async () => {
    const contract = await newContract();
    await ctx.db.transaction(async (tx) => {
      await postIn(
        tx,
        {
          productId: P.cable,
          warehouseId: store,
          type: 'RETURNED_PRODUCT',
          quantity: 1000n,
          date: tashkentToday(),
          userId,
          docType: 'contract',
          documentId: contract.id,
          lineId: contract.items[1],
        },
        { uzs: 1_500_000n, usd: 0n },
      );
    });
    const res = await call('GET', `/client-returns?warehouse_id=${store}`, keeper);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      kind: 'CONTRACT',
      sale_id: contract.id,
      sale_number: contract.number,
      client_name: 'Karimov Anvar Bahodirovich',
      product_name: 'HDMI kabel',
      quantity: '1',
      cost_uzs: '15000.00',
    });
    await createUser(ctx, {
      username: 'naqd',
      password: 'Naqd#1234',
      rules: ['returned_cash_trading_product.show'],
    });
    const cash = await signIn(ctx, 'naqd', 'Naqd#1234');
    expect((await call('GET', '/client-returns', cash)).json().data).toEqual([]);
  });
});
