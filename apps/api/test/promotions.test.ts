import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveReturn, requestReturn } from '../src/areas/sales/contract-requests/returns.ts';
import { activeContract, fixtureClient, paidCashTrade } from './fixtures/sales.ts';
import { firstBranch, firstRow, products, rowId, warehouse } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * Promotions through the HTTP API: a promotion with its products and
 * prizes, approval (deleting the draft's preview tickets), ticket collection
 * from signed contracts and paid cash trades of the period in its branches
 * (once per unit, never twice), the draw after the period with its recorded
 * seed re-run to the same winners, prizes given once; the tickets of returned
 * units (cash trade and contract returns) voided before the draw and ignored
 * by it, kept after it; refusals and bad input.
 */

let ctx: TestContext;
let boss: string;
let reader: string;
const ids = { branch: 0, other: 0, client: 0, client2: 0, tv: 0, fridge: 0, phone: 0, aircon: 0, store: 0 };
const base = '/api/promotions';

const day = (offset: number) => {
  const d = new Date(Date.now() + 5 * 3600_000 + offset * 86_400_000);
  return d.toISOString().slice(0, 10);
};
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object = {}, token = boss) =>
  ctx.app.inject({ method, url, headers: { ...bearer(token), ...freshKey() }, payload });
const get = (url: string, token = boss) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const promotion = (extra: object = {}) => ({
  name: 'Yangi yil aksiyasi',
  date_from: day(-20),
  date_to: day(-1),
  relevance: 'NOT_ALL',
  branch_ids: [ids.branch],
  prizes: ['Avtomobil', 'Televizor', 'Choynak'],
  ...extra,
});

async function create(extra: object = {}): Promise<number> {
  const res = await send('POST', base, promotion(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
async function addProduct(promotionId: number, productId: number) {
  const res = await send('POST', `${base}/products`, { promotion_id: promotionId, product_id: productId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
const tickets = async (id: number) =>
  (await get(`${base}/tickets?promotion_id=${id}&per_page=100`)).json().data as {
    number: number;
    sale_kind: string;
    client_name: string | null;
    product_name: string;
  }[];

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, {
    username: 'aksiya',
    rules: [
      'stock.show',
      'stock.add',
      'stock.edit',
      'stock_product.show',
      'stock_product.add',
      'stock_product.edit',
      'tickets.show',
      'tickets.add',
      'winning_stock.show',
      'winning_stock.add',
      'winning_stock.edit',
      'returned_cash_trading_product.add',
    ],
  });
  await createUser(ctx, {
    username: 'koruvchi',
    rules: ['stock.show', 'tickets.show', 'winning_stock.show'],
  });
  boss = await signIn(ctx, 'aksiya', 'Secret#123');
  reader = await signIn(ctx, 'koruvchi', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  ids.other = await rowId(
    ctx,
    sql`insert into branches (name, prefix) values ('Samarqand', 'SMQ') returning id`,
  );
  ids.client = await fixtureClient(ctx.db, ids.branch, 'Aliyev Vali');
  ids.client2 = await fixtureClient(ctx.db, ids.branch, 'Karimova Dilnoza');
  Object.assign(
    ids,
    await products(ctx, {
      tv: 'Artel TV',
      fridge: 'Samsung muzlatkich',
      phone: 'Redmi telefon',
      aircon: 'Artel konditsioner',
    }),
  );
  const tv = (quantity: number) => ({ productId: ids.tv, quantity, price: 3_000_000_00n });
  // In the period and the branch: a contract with 2 TVs and a phone, a paid cash trade with 1 TV and 1 fridge.
  await activeContract(ctx.db, {
    branchId: ids.branch,
    clientId: ids.client,
    date: day(-10),
    items: [tv(2), { productId: ids.phone, quantity: 1, price: 1_000_000_00n }],
  });
  await paidCashTrade(ctx.db, {
    branchId: ids.branch,
    clientId: ids.client2,
    date: day(-5),
    items: [tv(1), { productId: ids.fridge, quantity: 1, price: 5_000_000_00n }],
  });
  // Not giving tickets: before the period, in another branch, an unsigned contract.
  await paidCashTrade(ctx.db, { branchId: ids.branch, clientId: ids.client, date: day(-30), items: [tv(1)] });
  await paidCashTrade(ctx.db, { branchId: ids.other, clientId: ids.client, date: day(-5), items: [tv(3)] });
  const unsigned = await activeContract(ctx.db, {
    branchId: ids.branch,
    clientId: ids.client,
    date: day(-3),
    items: [tv(1)],
  });
  await ctx.db.execute(sql`update contracts set status = 'CREATED' where id = ${unsigned.id}`);
  ids.store = await warehouse(ctx, 'Qaytgan tovarlar', ids.branch);
});
afterAll(async () => {
  await ctx?.close();
});

describe('a promotion from draft to its draw', () => {
  let id = 0;

  it('is made as a DRAFT with its branches and prizes in place order', async () => {
    id = await create();
    const res = await get(`${base}/${id}`, reader);
    expect(res.json().data).toMatchObject({
      status: 'DRAFT',
      relevance: 'NOT_ALL',
      branch_ids: [ids.branch],
      prizes: [
        { place: 1, name: 'Avtomobil' },
        { place: 2, name: 'Televizor' },
        { place: 3, name: 'Choynak' },
      ],
    });
  });

  it('cannot be approved without products; a product is added once', async () => {
    expect((await send('POST', `${base}/${id}/approve`)).statusCode).toBe(409);
    await addProduct(id, ids.tv);
    const again = await send('POST', `${base}/products`, { promotion_id: id, product_id: ids.tv });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.join()).toContain('product_id');
  });

  it('collects preview tickets in draft; approval deletes them and numbering starts again', async () => {
    const res = await send('POST', `${base}/${id}/collect-tickets`);
    expect(res.json().data.issued).toBe(3);
    await addProduct(id, ids.fridge);
    const approved = await send('POST', `${base}/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.deleted).toBe(3);
    expect(await tickets(id)).toEqual([]);
    expect((await get(`${base}/${id}`)).json().data.status).toBe('APPROVED');
  });

  it('gives one numbered ticket per unit of the period’s signed and paid sales in its branch, never twice', async () => {
    const res = await send('POST', `${base}/${id}/collect-tickets`);
    expect(res.json().data.issued).toBe(4); // 2 TVs on the contract, 1 TV + 1 fridge on the cash trade
    const list = await tickets(id);
    expect(list.map((t) => t.number)).toEqual([1, 2, 3, 4]);
    expect(list.map((t) => [t.sale_kind, t.product_name, t.client_name])).toEqual([
      ['CONTRACT', 'Artel TV', 'Aliyev Vali'],
      ['CONTRACT', 'Artel TV', 'Aliyev Vali'],
      ['CASH_TRADE', 'Artel TV', 'Karimova Dilnoza'],
      ['CASH_TRADE', 'Samsung muzlatkich', 'Karimova Dilnoza'],
    ]);
    // each ticket's sale named with its branch's prefix, as every list shows a sale's number
    const prefix = await firstRow<{ prefix: string }>(
      ctx,
      sql`select prefix from branches where id = ${ids.branch}`,
    );
    const sales = (await get(`${base}/tickets?promotion_id=${id}&per_page=100`)).json().data as {
      sale_branch_prefix: string | null;
    }[];
    expect(prefix.prefix).toBeTruthy();
    expect(sales.map((t) => t.sale_branch_prefix)).toEqual([
      prefix.prefix,
      prefix.prefix,
      prefix.prefix,
      prefix.prefix,
    ]);
    expect((await send('POST', `${base}/${id}/collect-tickets`)).json().data.issued).toBe(0);
    const filtered = await get(`${base}/tickets?promotion_id=${id}&client_id=${ids.client2}`);
    expect(filtered.json().data).toHaveLength(2);
  });

  it('a later sale in the period gets the next numbers', async () => {
    await paidCashTrade(ctx.db, {
      branchId: ids.branch,
      clientId: ids.client,
      date: day(-2),
      items: [{ productId: ids.fridge, quantity: 2, price: 1n }],
    });
    expect((await send('POST', `${base}/${id}/collect-tickets`)).json().data.issued).toBe(2);
    expect((await tickets(id)).map((t) => t.number)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is no longer editable once approved', async () => {
    expect((await send('PUT', `${base}/${id}`, promotion({ name: 'Boshqa' }))).statusCode).toBe(409);
    expect(
      (await send('POST', `${base}/products`, { promotion_id: id, product_id: ids.phone })).statusCode,
    ).toBe(409);
  });

  it('draws three distinct winners with a recorded seed, and a re-run gives the same winners', async () => {
    const res = await send('POST', `${base}/${id}/draw`);
    expect(res.statusCode, res.body).toBe(200);
    const draw = res.json().data;
    expect(draw.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(draw.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(draw.ticket_count).toBe(6);
    expect(draw.winners).toHaveLength(3);
    expect(new Set(draw.winners).size).toBe(3);
    expect(draw.reproduced).toBe(true);
    const again = (await get(`${base}/${id}/draw`, reader)).json().data;
    expect(again.rerun).toEqual(draw.winners);
    const winners = (await get(`${base}/winners?promotion_id=${id}`, reader)).json().data;
    expect(winners.map((w: { place: number; ticket_number: number }) => [w.place, w.ticket_number])).toEqual(
      draw.winners.map((n: number, k: number) => [k + 1, n]),
    );
    expect((await send('POST', `${base}/${id}/draw`)).statusCode).toBe(409);
    expect((await send('POST', `${base}/${id}/collect-tickets`)).statusCode).toBe(409);
  });

  it('records a prize given once, with its date and who gave it', async () => {
    const winners = (await get(`${base}/winners?promotion_id=${id}&given=false`)).json().data;
    const first = winners[0].id as number;
    expect((await send('POST', `${base}/winners/${first}/give`, { given_date: day(0) })).statusCode).toBe(
      200,
    );
    expect((await send('POST', `${base}/winners/${first}/give`, {})).statusCode).toBe(409);
    const given = (await get(`${base}/winners?promotion_id=${id}&given=true`)).json().data;
    expect(given).toEqual([
      expect.objectContaining({ id: first, given_date: day(0), given_by_name: 'Test aksiya' }),
    ]);
    expect((await get(`${base}/winners?promotion_id=${id}&given=false`)).json().data).toHaveLength(2);
  });
});

describe('returned sales and their tickets', () => {
  let id = 0;
  let keyN = 0;
  let contract = 0;
  const sold: Record<'a' | 'b' | 'c' | 'd', { id: number; item: number }> = {
    a: { id: 0, item: 0 },
    b: { id: 0, item: 0 },
    c: { id: 0, item: 0 },
    d: { id: 0, item: 0 },
  };
  /** A paid cash trade of air conditioners, released to the client. */
  async function sell(quantity: number, date: string) {
    const trade = await paidCashTrade(ctx.db, {
      branchId: ids.branch,
      clientId: ids.client2,
      date,
      items: [{ productId: ids.aircon, quantity, price: 4_000_000_00n }],
    });
    await ctx.db.execute(sql`update cash_trade_items set released = quantity where trade_id = ${trade.id}`);
    return { id: trade.id, item: trade.items[0] ?? 0 };
  }
  const giveBack = async (sale: { id: number; item: number }, quantity: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/cash-tradings/trades/${sale.id}/returns`,
      headers: { ...bearer(boss), 'idempotency-key': `return-${++keyN}` },
      payload: {
        warehouse_id: ids.store,
        refund_to: 'CLIENT',
        reason: 'Mijoz qaytardi',
        items: [{ item_id: sale.item, quantity }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const states = async () =>
    (await get(`${base}/tickets?promotion_id=${id}&per_page=100`))
      .json()
      .data.map((t: { number: number; voided_at: string | null }) => [t.number, t.voided_at === null]);

  it('a unit returned before the collection gets no ticket', async () => {
    id = await create({ relevance: 'ALL', branch_ids: [], name: 'Konditsioner aksiyasi' });
    await addProduct(id, ids.aircon);
    expect((await send('POST', `${base}/${id}/approve`)).statusCode).toBe(200);
    sold.a = await sell(2, day(-4));
    sold.b = await sell(1, day(-3));
    sold.c = await sell(1, day(-3));
    sold.d = await sell(2, day(-2));
    await giveBack(sold.d, '1');
    const signed = await activeContract(ctx.db, {
      branchId: ids.branch,
      clientId: ids.client,
      date: day(-1),
      items: [{ productId: ids.aircon, quantity: 2, price: 4_000_000_00n }],
    });
    contract = signed.id;
    await ctx.db.execute(sql`update contract_items set released = quantity where contract_id = ${contract}`);
    const res = await send('POST', `${base}/${id}/collect-tickets`);
    expect(res.json().data.issued).toBe(7); // a: 2, b: 1, c: 1, d: 2 − 1 back; the contract: 2
  });

  it('a return voids the tickets of the units that came back, whole or in part', async () => {
    await giveBack(sold.a, '1'); // a's second unit: ticket 2
    await giveBack(sold.b, '1'); // all of b: ticket 3
    // the whole contract comes back: tickets 6 and 7
    const user = await firstRow<{ id: number }>(ctx, sql`select id from users where username = 'aksiya'`);
    const actor = { userId: Number(user.id), rules: new Set<string>() };
    const reason = await rowId(
      ctx,
      sql`insert into product_return_reasons (name) values ('Nosoz') returning id`,
    );
    const asked = await requestReturn(
      ctx.db,
      {
        contract_id: contract,
        warehouse_id: ids.store,
        reason_id: reason,
        refund_to: 'ACCOUNT',
        items: [
          {
            contract_item_id: Number(
              await rowId(ctx, sql`select id from contract_items where contract_id = ${contract}`),
            ),
            quantity: '2',
          },
        ],
      },
      actor,
    );
    await approveReturn(ctx.db, asked.id, actor);
    expect(await states()).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, true],
      [5, true],
      [6, false],
      [7, false],
    ]);
    expect((await get(`${base}/${id}`)).json().data.ticket_count).toBe(3);
    const numbers = async (voided: string) =>
      (await get(`${base}/tickets?promotion_id=${id}&voided=${voided}&per_page=100`))
        .json()
        .data.map((t: { number: number }) => t.number);
    expect(await numbers('true')).toEqual([2, 3, 6, 7]);
    expect(await numbers('false')).toEqual([1, 4, 5]);
    expect((await get(`${base}/tickets?promotion_id=${id}&voided=maybe`)).statusCode).toBe(400);
    // a voided ticket is not given again, nor a returned unit a new one
    expect((await send('POST', `${base}/${id}/collect-tickets`)).json().data.issued).toBe(0);
  });

  it('the draw ignores voided tickets; a return after the draw keeps the drawn tickets', async () => {
    const res = await send('POST', `${base}/${id}/draw`);
    expect(res.statusCode, res.body).toBe(200);
    const draw = res.json().data;
    // three prizes, three tickets in play: exactly those win
    expect(draw.ticket_count).toBe(3);
    expect([...draw.winners].sort()).toEqual([1, 4, 5]);
    await giveBack(sold.c, '1');
    expect((await states()).find(([n]: [number]) => n === 4)).toEqual([4, true]);
    const again = (await get(`${base}/${id}/draw`, reader)).json().data;
    expect(again.reproduced).toBe(true);
    expect(again.rerun).toEqual(draw.winners);
  });
});

describe('refusals and bad input', () => {
  it('does not draw before the period has ended, nor with no tickets', async () => {
    const running = await create({ date_to: day(5), relevance: 'ALL', branch_ids: [] });
    await addProduct(running, ids.tv);
    await send('POST', `${base}/${running}/approve`);
    const res = await send('POST', `${base}/${running}/draw`);
    expect(res.statusCode).toBe(409);
    const empty = await create({ relevance: 'ALL', branch_ids: [] });
    await addProduct(empty, ids.phone);
    await ctx.db.execute(
      sql`update contracts set status = 'CANCELED' where client_id = ${ids.client} and status = 'ACTIVE'`,
    );
    await send('POST', `${base}/${empty}/approve`);
    expect((await send('POST', `${base}/${empty}/draw`)).statusCode).toBe(409);
    expect((await get(`${base}/${empty}`)).json().data.status).toBe('APPROVED');
  });

  it('ALL relevance counts every branch', async () => {
    const all = await create({ relevance: 'ALL', branch_ids: [] });
    await addProduct(all, ids.tv);
    await send('POST', `${base}/${all}/approve`);
    // the contract was canceled above: the cash trades (1 here, 3 in Samarqand)
    expect((await send('POST', `${base}/${all}/collect-tickets`)).json().data.issued).toBe(4);
  });

  it('answers 400 naming the fields of bad input and writes nothing', async () => {
    const before = Number(
      (await ctx.db.execute<{ n: string }>(sql`select count(*) as n from promotions`)).rows[0]?.n,
    );
    const cases: [object, string][] = [
      [{ name: '' }, 'name'],
      [{ date_to: day(-30) }, 'date_to'],
      [{ relevance: 'SOME' }, 'relevance'],
      [{ relevance: 'NOT_ALL', branch_ids: [] }, 'branch_ids'],
      [{ prizes: [] }, 'prizes'],
      [{ branch_ids: [999_999] }, 'branch_ids'],
      [{ date_from: 'kecha' }, 'date_from'],
    ];
    for (const [bad, field] of cases) {
      const res = await send('POST', base, promotion(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errors.join(), JSON.stringify(bad)).toContain(field);
    }
    expect(
      (await send('POST', `${base}/products`, { promotion_id: 'x', product_id: ids.tv })).statusCode,
    ).toBe(400);
    expect((await get(`${base}/tickets`)).statusCode).toBe(400);
    expect((await send('POST', `${base}/winners/abc/give`)).statusCode).toBe(400);
    expect((await send('POST', `${base}/999999/draw`)).statusCode).toBe(404);
    const after = Number(
      (await ctx.db.execute<{ n: string }>(sql`select count(*) as n from promotions`)).rows[0]?.n,
    );
    expect(after).toBe(before);
  });

  it('refuses users without the rule', async () => {
    expect((await send('POST', base, promotion(), reader)).statusCode).toBe(403);
    expect((await send('POST', `${base}/1/draw`, {}, reader)).statusCode).toBe(403);
    expect((await send('POST', `${base}/1/collect-tickets`, {}, reader)).statusCode).toBe(403);
    expect((await get(`${base}/products?promotion_id=1`, reader)).statusCode).toBe(403);
  });
});
