import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dollarRate,
  firstBranch,
  firstRow,
  pieceUnit,
  rowId,
  supplier,
  warehouse,
} from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
let keeper: string;
let viewer: string;
let wearer: string;
const ids = {
  keeper: 0,
  a: 0,
  b: 0,
  supplier: 0,
  laptop: 0,
  desk: 0,
  room: 0,
  reason: 0,
};

const one = <T extends Record<string, unknown>>(q: SQL) => firstRow<T>(ctx, q);

beforeAll(async () => {
  ctx = await createTestContext();
  ids.keeper = (await createUser(ctx, { username: 'keeper', password: 'Keeper#123', isDev: true })).id;
  await createUser(ctx, {
    username: 'viewer',
    password: 'Viewer#123',
    rules: ['asset_product_in_use_where.show', 'material_residue_by_warehouse.show'],
  });
  await createUser(ctx, {
    username: 'wearer',
    password: 'Wearer#123',
    rules: ['depreciations.show', 'depreciations.add', 'repricing.show'],
  });
  keeper = await signIn(ctx, 'keeper', 'Keeper#123');
  viewer = await signIn(ctx, 'viewer', 'Viewer#123');
  wearer = await signIn(ctx, 'wearer', 'Wearer#123');
  const branch = await firstBranch(ctx);
  const unit = await pieceUnit(ctx);
  const computers = await one<{ id: number }>(
    sql`insert into asset_groups (name, depreciation_rate) values ('Kompyuter texnikasi', '20.00') returning id`,
  );
  const furniture = await one<{ id: number }>(
    sql`insert into asset_groups (name, depreciation_rate) values ('Mebel', '100.00') returning id`,
  );
  ids.laptop = await rowId(
    ctx,
    sql`insert into asset_products (name, asset_group_id, unit_id, inventory_code)
      values ('Noutbuk Lenovo', ${computers.id}, ${unit}, 'INV-1') returning id`,
  );
  ids.desk = await rowId(
    ctx,
    sql`insert into asset_products (name, asset_group_id, unit_id)
      values ('Ofis stoli', ${furniture.id}, ${unit}) returning id`,
  );
  ids.a = await warehouse(ctx, 'Asosiy ombor', branch);
  ids.b = await warehouse(ctx, 'Chilonzor ombori', branch);
  ids.supplier = await supplier(ctx, 'Texnomart MChJ');
  ids.room = await rowId(
    ctx,
    sql`insert into rooms (name, branch_id) values ('Buxgalteriya', ${branch}) returning id`,
  );
  ids.reason = await rowId(ctx, sql`insert into write_off_reasons (name) values ('Buzilgan') returning id`);
  await dollarRate(ctx, '2024-01-01');
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = keeper) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function ok<T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

const residue = async (warehouse: number, asset: number) => {
  const row = await one<{
    quantity: string;
    cost_uzs: string;
  }>(sql`select quantity, cost_uzs from stock_balances
    where item_kind = 'asset' and warehouse_id = ${warehouse} and product_id = ${asset}`);
  return { quantity: Number(row?.quantity ?? 0) / 1000, cost: BigInt(row?.cost_uzs ?? 0) };
};

async function receive(asset: number, quantity: string, price: string, date: string) {
  const doc = await ok<{ id: number }>('POST', '/api/warehouse/basic-tools/input-invoices', {
    warehouse_id: ids.a,
    supplier_id: ids.supplier,
    doc_date: date,
    lines: [{ product_id: asset, quantity, price }],
  });
  await ok('POST', `/api/warehouse/basic-tools/input-invoices/${doc.id}/approve`);
}

/** Puts pieces of an asset to use (in the accounting room unless told), under the keeper. */
function putToUse<T = { id: number; units: Unit[] }>(
  asset: number,
  quantity: number,
  date: string,
  room = ids.room,
) {
  return ok<T>('POST', '/api/basic-tools/put-to-use', {
    warehouse_id: ids.a,
    asset_product_id: asset,
    quantity,
    room_id: room,
    responsible_id: ids.keeper,
    doc_date: date,
  });
}

/** Every unit's book value and wear equal the sums of its entries. */
async function assertLedgerHolds() {
  const drift = await ctx.db.execute(sql`select u.id from asset_units u
    where u.book_value <> (select coalesce(sum(amount), 0) from asset_entries e where e.unit_id = u.id)
       or u.wear <> (select coalesce(-sum(amount), 0) from asset_entries e
                     where e.unit_id = u.id and e.type = 'DEPRECIATION')
       or u.book_value < 0`);
  expect(drift.rows).toEqual([]);
}

interface Unit {
  id: number;
  cost: string;
  book_value: string;
  wear: string;
  status: string;
}

describe('fixed assets from the warehouse to use', () => {
  let units: Unit[] = [];

  it('come in from a supplier, raise the debt and show as asset residues', async () => {
    await receive(ids.laptop, '2', '1000.00', '2026-09-01');
    await receive(ids.laptop, '2', '1500.02', '2026-09-02');
    expect(await residue(ids.a, ids.laptop)).toEqual({ quantity: 4, cost: 500004n });
    const debt = await one<{ debt: string }>(
      sql`select debt from supplier_balances where supplier_id = ${ids.supplier} and currency = 'UZS'`,
    );
    expect(debt.debt).toBe('500004');
    const rows = (await call('GET', `/api/warehouse/residues?item=asset&warehouse_id=${ids.a}`)).json().data;
    expect(rows).toEqual([
      expect.objectContaining({ product_name: 'Noutbuk Lenovo', quantity: '4', cost_uzs: '5000.04' }),
    ]);
    // Goods of the same id are untouched: assets are an item kind of their own.
    const goods = await one<{ n: number }>(
      sql`select count(*)::int as n from stock_balances where item_kind = 'product'`,
    );
    expect(goods.n).toBe(0);
  });

  it('move between warehouses: in transit, then received at the cost they left with', async () => {
    const move = await ok<{ id: number }>('POST', '/api/warehouse/basic-tools/move-invoices', {
      warehouse_id: ids.a,
      to_warehouse_id: ids.b,
      doc_date: '2026-09-05',
      lines: [{ product_id: ids.laptop, quantity: '1' }],
    });
    const sent = await ok<{ status: string }>(
      'POST',
      `/api/warehouse/basic-tools/move-invoices/${move.id}/send`,
    );
    expect(sent.status).toBe('WAY');
    expect((await residue(ids.a, ids.laptop)).quantity).toBe(3);
    expect(await residue(ids.b, ids.laptop)).toEqual({ quantity: 0, cost: 0n });
    const received = await ok<{ status: string }>(
      'POST',
      `/api/warehouse/basic-tools/move-invoices/${move.id}/receive`,
    );
    expect(received.status).toBe('APPROVED');
    expect(await residue(ids.b, ids.laptop)).toEqual({ quantity: 1, cost: 100000n });
  });

  it('are put to use: the residue falls and each piece becomes a unit, the costs summing to the FIFO cost', async () => {
    const act = await putToUse<{ cost: string; units: Unit[] }>(ids.laptop, 3, '2026-09-15');
    // FIFO: 1 × 1000.00 + 2 × 1500.02 = 4000.04, shared 1333.35 + 1333.35 + 1333.34.
    expect(act.cost).toBe('4000.04');
    expect(act.units.map((u) => u.cost)).toEqual(['1333.35', '1333.35', '1333.34']);
    expect(act.units.every((u) => u.book_value === u.cost && u.status === 'IN_USE')).toBe(true);
    expect(await residue(ids.a, ids.laptop)).toEqual({ quantity: 0, cost: 0n });
    const movement = await one<{
      type: string;
      cost_uzs: string;
    }>(sql`select type, cost_uzs from stock_movements
      where item_kind = 'asset' order by id desc limit 1`);
    expect(movement).toEqual({ type: 'PUT_TO_USE', cost_uzs: '-400004' });

    const list = (await call('GET', `/api/basic-tools/units?room_id=${ids.room}`, undefined, viewer)).json();
    expect(list.meta.total).toBe(3);
    expect(list.data[0]).toMatchObject({ asset_name: 'Noutbuk Lenovo', room_name: 'Buxgalteriya' });
    units = act.units;
    await assertLedgerHolds();
  });

  it('refuses more pieces than the warehouse holds, and a room of another branch or none', async () => {
    const res = await call('POST', '/api/basic-tools/put-to-use', {
      warehouse_id: ids.b,
      asset_product_id: ids.laptop,
      quantity: 2,
      room_id: ids.room,
      responsible_id: ids.keeper,
      doc_date: '2026-09-15',
    });
    expect(res.statusCode).toBe(409);
    const bad = await call('POST', '/api/basic-tools/put-to-use', {
      warehouse_id: ids.b,
      asset_product_id: ids.laptop,
      quantity: 1,
      room_id: 999999,
      responsible_id: ids.keeper,
      doc_date: '2026-09-15',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join(' ')).toMatch(/room_id|xona|Tanlangan/i);
    const other = await one<{ id: number }>(
      sql`insert into branches (name) values ('Samarqand filiali') returning id`,
    );
    const far = await one<{ id: number }>(
      sql`insert into rooms (name, branch_id) values ('Savdo zali', ${other.id}) returning id`,
    );
    const elsewhere = await call('POST', '/api/basic-tools/put-to-use', {
      warehouse_id: ids.b,
      asset_product_id: ids.laptop,
      quantity: 1,
      room_id: far.id,
      responsible_id: ids.keeper,
      doc_date: '2026-09-15',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toHaveLength(1);
    expect(await residue(ids.b, ids.laptop)).toEqual({ quantity: 1, cost: 100000n });
  });

  it('wear out month by month; running a month twice posts nothing more', async () => {
    const run = await ok<{ units: number; total: string }>('POST', '/api/basic-tools/depreciations/run', {
      month: '2026-10',
    });
    // 1333.35 × 20 % / 12 = 22.2225 → 22.22 for each of the three.
    expect(run).toMatchObject({ units: 3, total: '66.66' });
    const again = await call('POST', '/api/basic-tools/depreciations/run', { month: '2026-10' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('2026-10');
    const entries = await one<{ n: number }>(
      sql`select count(*)::int as n from asset_entries where type = 'DEPRECIATION'`,
    );
    expect(entries.n).toBe(3);
    // The month they were put to use wears nothing.
    expect(await ok('POST', '/api/basic-tools/depreciations/run', { month: '2026-09' })).toMatchObject({
      units: 0,
    });
    const future = await call('POST', '/api/basic-tools/depreciations/run', { month: '2099-01' });
    expect(future.statusCode).toBe(409);
    const unit = await ok<Unit>('GET', `/api/basic-tools/units/${units[0]?.id}`);
    expect(unit).toMatchObject({ cost: '1333.35', wear: '22.22', book_value: '1311.13' });
    const months = (await call('GET', '/api/basic-tools/depreciations/months')).json().data;
    expect(months).toEqual([{ month: '2026-10', units: 3, total: '66.66' }]);
    await assertLedgerHolds();
  });

  it('are repriced with an entry of the difference', async () => {
    const unit = await ok<Unit>('POST', '/api/basic-tools/repricings', {
      unit_id: units[1]?.id,
      new_value: '1500.00',
      doc_date: '2026-10-31',
      note: 'Bozor bahosi',
    });
    expect(unit.book_value).toBe('1500.00');
    const history = (await call('GET', `/api/basic-tools/repricings?unit_id=${units[1]?.id}`)).json().data;
    expect(history[0]).toMatchObject({ amount: '188.87', book_value: '1500.00', note: 'Bozor bahosi' });
    const same = await call('POST', '/api/basic-tools/repricings', {
      unit_id: units[1]?.id,
      new_value: '1500.00',
      doc_date: '2026-10-31',
    });
    expect(same.statusCode).toBe(409);
    await assertLedgerHolds();
  });

  it('are written off once: the rest of the book value goes, the unit stays', async () => {
    const id = units[2]?.id;
    const unit = await ok<Unit>('POST', '/api/basic-tools/write-offs', {
      unit_id: id,
      reason_id: ids.reason,
      doc_date: '2026-11-01',
    });
    expect(unit).toMatchObject({ status: 'WRITTEN_OFF', book_value: '0.00' });
    const entry = (await call('GET', '/api/basic-tools/write-offs')).json().data[0];
    expect(entry).toMatchObject({ amount: '-1311.12', reason_name: 'Buzilgan' });
    const twice = await call('POST', '/api/basic-tools/write-offs', {
      unit_id: id,
      reason_id: ids.reason,
      doc_date: '2026-11-01',
    });
    expect(twice.statusCode).toBe(409);
    const repriced = await call('POST', '/api/basic-tools/repricings', {
      unit_id: id,
      new_value: '10.00',
      doc_date: '2026-11-01',
    });
    expect(repriced.statusCode).toBe(409);
    // The next month wears the two left in use only.
    expect(await ok('POST', '/api/basic-tools/depreciations/run', { month: '2026-11' })).toMatchObject({
      units: 2,
    });
    expect((await ok<Unit>('GET', `/api/basic-tools/units/${id}`)).book_value).toBe('0.00');
    await assertLedgerHolds();
  });
});

describe('the last month of wear', () => {
  it('takes the remainder, so the book value reaches exactly 0 and stays there', async () => {
    await receive(ids.desk, '1', '1000.00', '2024-12-01');
    const act = await putToUse(ids.desk, 1, '2024-12-10');
    const id = act.units[0]?.id;
    // 100 % a year: 83.33 a month; twelve months wear 999.96, the thirteenth the last 0.04.
    for (let m = 1; m <= 13; m++) {
      const month = m <= 12 ? `2025-${String(m).padStart(2, '0')}` : '2026-01';
      await ok('POST', '/api/basic-tools/depreciations/run', { month });
    }
    const unit = await ok<Unit>('GET', `/api/basic-tools/units/${id}`);
    expect(unit).toMatchObject({ wear: '1000.00', book_value: '0.00' });
    const last = (await call('GET', `/api/basic-tools/depreciations?unit_id=${id}`)).json().data[0];
    expect(last).toMatchObject({ month: '2026-01', amount: '-0.04', book_value: '0.00' });
    const after = await ok<{ units: number }>('POST', '/api/basic-tools/depreciations/run', {
      month: '2026-02',
    });
    expect(after.units).toBe(0);
    await assertLedgerHolds();
  });
});

describe('wear after a repricing', () => {
  it('spreads the revalued book value over the months of life left, reaching 0 at its end', async () => {
    await receive(ids.desk, '1', '1200.00', '2025-01-05');
    const act = await putToUse(ids.desk, 1, '2025-01-10');
    const id = act.units[0]?.id;
    const wearOf = async (month: string) =>
      (await call('GET', `/api/basic-tools/depreciations?unit_id=${id}&month=${month}`)).json().data[0];
    // 100 % a year: a life of 12 months, February 2025 – January 2026; 100.00 a month from the cost.
    for (const month of ['2025-02', '2025-03', '2025-04']) {
      await ok('POST', '/api/basic-tools/depreciations/run', { month });
    }
    expect(await wearOf('2025-04')).toMatchObject({ amount: '-100.00', book_value: '900.00' });
    await ok('POST', '/api/basic-tools/repricings', {
      unit_id: id,
      new_value: '1000.00',
      doc_date: '2025-04-30',
    });
    // 1000.00 over the 9 months left: 111.11 a month, the last one 111.12 — not 100.00 for 10 months.
    for (let m = 5; m <= 13; m++) {
      const month = m <= 12 ? `2025-${String(m).padStart(2, '0')}` : '2026-01';
      await ok('POST', '/api/basic-tools/depreciations/run', { month });
    }
    expect(await wearOf('2025-05')).toMatchObject({ amount: '-111.11', book_value: '888.89' });
    expect(await wearOf('2025-12')).toMatchObject({ amount: '-111.11', book_value: '111.12' });
    expect(await wearOf('2026-01')).toMatchObject({ amount: '-111.12', book_value: '0.00' });
    const unit = await ok<Unit>('GET', `/api/basic-tools/units/${id}`);
    // Worn 300.00 from the cost and the whole 1000.00 after the repricing.
    expect(unit).toMatchObject({ wear: '1300.00', book_value: '0.00' });
    await ok('POST', '/api/basic-tools/depreciations/run', { month: '2026-02' });
    expect(await wearOf('2026-02')).toBeUndefined();
    await assertLedgerHolds();
  });
});

describe('cancelling a put-to-use act', () => {
  const layers = async () =>
    (
      await ctx.db.execute(sql`select id, quantity_left, cost_left_uzs from stock_layers
        where item_kind = 'asset' and product_id = ${ids.laptop} and warehouse_id = ${ids.a} order by id`)
    ).rows;
  interface Act {
    id: number;
    cost: string;
    status: string;
    cancellable: boolean;
    units: Unit[];
  }

  it('puts the pieces back into their FIFO layers at the same cost, the units CANCELED at 0', async () => {
    await receive(ids.laptop, '2', '2000.00', '2026-11-02');
    await receive(ids.laptop, '1', '3000.01', '2026-11-02');
    const before = { residue: await residue(ids.a, ids.laptop), layers: await layers() };
    expect(before.residue).toEqual({ quantity: 3, cost: 700001n });
    const act = await putToUse<Act>(ids.laptop, 2, '2026-11-03');
    expect(act).toMatchObject({ cost: '4000.00', status: 'POSTED', cancellable: true });
    expect(await residue(ids.a, ids.laptop)).toEqual({ quantity: 1, cost: 300001n });

    const canceled = await ok<Act>('POST', `/api/basic-tools/put-to-use/${act.id}/cancel`);
    expect(canceled).toMatchObject({ status: 'CANCELED', cancellable: false });
    expect(canceled.units.map((u) => [u.status, u.book_value])).toEqual([
      ['CANCELED', '0.00'],
      ['CANCELED', '0.00'],
    ]);
    expect(await residue(ids.a, ids.laptop)).toEqual(before.residue);
    expect(await layers()).toEqual(before.layers);
    const reversal = await one<{
      type: string;
      quantity: string;
      cost_uzs: string;
    }>(sql`select type, quantity,
      cost_uzs from stock_movements where reverses_id = (select movement_id from asset_put_to_use
      where id = ${act.id})`);
    expect(reversal).toEqual({ type: 'PUT_TO_USE', quantity: '2000', cost_uzs: '400000' });
    const entries = (
      await ok<{ entries: { type: string; amount: string }[] }>(
        'GET',
        `/api/basic-tools/units/${act.units[0]?.id}`,
      )
    ).entries;
    expect(entries.map((e) => [e.type, e.amount])).toEqual([
      ['PUT_TO_USE', '2000.00'],
      ['CANCEL', '-2000.00'],
    ]);
    // The units stay, listed as cancelled; they are neither repriced nor worn.
    const listed = (await call('GET', '/api/basic-tools/units?status=CANCELED')).json();
    expect(listed.meta.total).toBe(2);
    const repriced = await call('POST', '/api/basic-tools/repricings', {
      unit_id: act.units[0]?.id,
      new_value: '100.00',
      doc_date: '2026-11-04',
    });
    expect(repriced.statusCode).toBe(409);
    expect(repriced.json().message).toMatch(/bekor qilingan/);
    // Put to use again: the same two pieces of the first layer leave at the same cost.
    const again = await putToUse<Act>(ids.laptop, 2, '2026-11-03');
    expect(again.cost).toBe('4000.00');
    await assertLedgerHolds();
  });

  it('refuses a second cancellation (409)', async () => {
    const act = await one<{ id: number }>(sql`select id from asset_put_to_use where status = 'CANCELED'`);
    const res = await call('POST', `/api/basic-tools/put-to-use/${act.id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Bu akt allaqachon bekor qilingan');
  });

  it('refuses an act whose units were worn (409), leaving the residue as it was', async () => {
    const first = await one<{ id: number }>(sql`select min(id)::int as id from asset_put_to_use`);
    const list = (await call('GET', '/api/basic-tools/put-to-use?per_page=100')).json().data as Act[];
    expect(list.find((a) => a.id === first.id)).toMatchObject({ status: 'POSTED', cancellable: false });
    const before = await residue(ids.a, ids.laptop);
    const res = await call('POST', `/api/basic-tools/put-to-use/${first.id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/eskirish, qayta baholash yoki hisobdan chiqarish/);
    expect(await residue(ids.a, ids.laptop)).toEqual(before);
    const units = await one<{ n: number }>(sql`select count(*)::int as n from asset_units
      where put_to_use_id = ${first.id} and status = 'CANCELED'`);
    expect(units.n).toBe(0);
  });

  it('answers 403 without the rule, 404 for no act', async () => {
    const act = await one<{ id: number }>(sql`select max(id)::int as id from asset_put_to_use`);
    expect(
      (await call('POST', `/api/basic-tools/put-to-use/${act.id}/cancel`, undefined, wearer)).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/basic-tools/put-to-use/999999/cancel')).statusCode).toBe(404);
    expect((await ok<Act>('GET', `/api/basic-tools/put-to-use/${act.id}`)).status).toBe('POSTED');
  });
});

describe('picking a unit', () => {
  const found = async (search: string) => {
    const res = await call(
      'GET',
      `/api/basic-tools/units?status=IN_USE&search=${encodeURIComponent(search)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: (Unit & { asset_name: string; room_name: string })[];
      meta: { total: number };
    };
  };

  it('searches units in use on the server by asset name, inventory code, room or number', async () => {
    const branch = await one<{ id: number }>(sql`select branch_id as id from rooms where id = ${ids.room}`);
    const cashRoom = await one<{ id: number }>(
      sql`insert into rooms (name, branch_id) values ('Kassa zali', ${branch.id}) returning id`,
    );
    await receive(ids.desk, '1', '500.00', '2026-11-05');
    const act = await putToUse(ids.desk, 1, '2026-11-05', cashRoom.id);
    const desk = act.units[0]?.id;

    // Laptops in use: two of the first act, two put to use after the cancelled one.
    expect((await found('lenovo')).meta.total).toBe(4);
    expect((await found('inv-1')).meta.total).toBe(4);
    expect((await found('STOL')).meta.total).toBe(3);
    const inCash = await found('kassa');
    expect(inCash.data.map((u) => [u.id, u.asset_name, u.room_name])).toEqual([
      [desk, 'Ofis stoli', 'Kassa zali'],
    ]);
    expect((await found(`#${desk}`)).data.map((u) => u.id)).toEqual([desk]);
    expect((await found('Buxgalteriya')).meta.total).toBe(6);
    expect((await found('100%_')).meta.total).toBe(0);
    // The picker asks for a page at a time; the total tells there are more.
    const paged = (await call('GET', '/api/basic-tools/units?status=IN_USE&search=lenovo&per_page=1')).json();
    expect(paged).toMatchObject({ meta: { total: 4, per_page: 1 } });
    expect(paged.data).toHaveLength(1);
  });

  it('has indexes behind the search: names by trigram, units by asset and room', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain select x.id from asset_units x
        where (x.asset_product_id = any(array(select id from asset_products
          where title_folded like '%lenovo%' or inventory_code ilike '%inv-1%'))
          or x.room_id = any(array(select id from rooms where title_folded like '%kassa%')))`);
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    for (const index of [
      'asset_products_search',
      'asset_products_inventory_code_search',
      'rooms_search',
      'asset_units_product_id',
      'asset_units_room_id',
    ]) {
      expect(plan).toContain(index);
    }
  });
});

describe('rights', () => {
  it('answer 403 without the rule of the step', async () => {
    expect(
      (await call('POST', '/api/basic-tools/depreciations/run', { month: '2026-11' }, viewer)).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'POST',
          '/api/basic-tools/write-offs',
          { unit_id: 1, reason_id: ids.reason, doc_date: '2026-11-01' },
          wearer,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/basic-tools/write-offs', undefined, wearer)).statusCode).toBe(403);
    expect(
      (
        await call(
          'POST',
          '/api/basic-tools/put-to-use',
          {
            warehouse_id: ids.b,
            asset_product_id: ids.laptop,
            quantity: 1,
            room_id: ids.room,
            responsible_id: ids.keeper,
            doc_date: '2026-09-15',
          },
          wearer,
        )
      ).statusCode,
    ).toBe(403);
    // A residue rule of materials does not open the residues of assets.
    expect(
      (await call('GET', `/api/warehouse/residues?item=asset&warehouse_id=${ids.a}`, undefined, viewer))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/basic-tools/units', undefined, viewer)).statusCode).toBe(200);
    expect((await call('GET', '/api/basic-tools/depreciations', undefined, wearer)).statusCode).toBe(200);
  });

  it('answer 400 naming the field for bad input', async () => {
    const res = await call('POST', '/api/basic-tools/depreciations/run', { month: '2026-13' });
    expect(res.statusCode).toBe(400);
  });
});
