import { calculateContract, roundingStep } from '@savdo/shared/contracts';
import { fromMinor } from '@savdo/shared/money';
import { nameKey } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../src/platform/clock/business-today.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { cashbox, dollarRate, firstBranch, firstRow, rowId } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * Client orders and contracts through the API: every transition and its
 * refusals (409 naming why), bad input (400, nothing written), the view as
 * of a date, the lists' filters and the printed contract.
 */
let ctx: TestContext;
let today: string;
let branch: number;
const token: Record<string, string> = {};
const ids = { client: 0, twin: 0, listed: 0, phone: 0, tv: 0, noPrice: 0, tariff: 0, box: 0, otherBox: 0 };

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers = {}) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token[who] ?? ''), ...(method === 'POST' ? freshKey() : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function user(name: string, rules: string[]): Promise<number> {
  const made = await createUser(ctx, { username: name, password: 'Secret#123', rules });
  token[name] = await signIn(ctx, name, 'Secret#123');
  return made.id;
}

const count = async (table: string) =>
  Number((await firstRow<{ n: string }>(ctx, sql`select count(*)::text as n from ${sql.raw(table)}`)).n);

beforeAll(async () => {
  ctx = await createTestContext();
  today = await businessToday(ctx.db);
  await user('consultant', ['client_order.show', 'client_order.add']);
  await user('manager', ['client_order.show', 'client_order.approve', 'contract.show']);
  const cashier = await user('cashier', ['contract.show', 'contract.approve', 'my_cashbox.show']);
  await user('chief', [
    'contract.show',
    'contract.cancel',
    'contract.print',
    'contract_freeze.approve',
    'contract_responsible.attach',
  ]);
  const other = await user('other', ['contract.show', 'contract.approve']);
  await user('tariffs', ['contract_tariff.show', 'contract_tariff.edit']);
  branch = await firstBranch(ctx);
  ids.box = await cashbox(ctx, 'Kassa 1', branch, cashier);
  ids.otherBox = await cashbox(ctx, 'Kassa 2', branch, other);
  await dollarRate(ctx, '2020-01-01', '12500.00');
  const client = async (name: string, pinfl: string, phone: string) =>
    Number(
      await rowId(
        ctx,
        sql`insert into clients (full_name, name_key, pinfl, passport, phones, branch_id)
        values (${name}, ${nameKey(name)}, ${pinfl}, ${`AA${pinfl.slice(0, 7)}`}, array[${phone}]::text[], ${branch})
        returning id`,
      ),
    );
  ids.client = await client('Karimov Aziz', '12345678901234', '998901112233');
  ids.twin = await client('Karimov Aziz Boshqa', '22345678901234', '998901112233');
  ids.listed = await client('Qora Roʻyxat', '32345678901234', '998907778899');
  await ctx.db.execute(sql`insert into client_blacklist (name, pinfl, reason)
    values ('Qora Roʻyxat', '32345678901234', 'Firibgarlik')`);
  const unit = await rowId(
    ctx,
    sql`insert into units (name, short_name) values ('dona', 'dona') returning id`,
  );
  const category = await rowId(
    ctx,
    sql`insert into product_categories (name) values ('Telefonlar') returning id`,
  );
  const product = (name: string, uzs: bigint | null, usd: bigint | null) =>
    rowId(
      ctx,
      sql`insert into products (name, product_category_id, unit_id, retail_price_uzs, retail_price_usd)
        values (${name}, ${category}, ${unit}, ${uzs}, ${usd}) returning id`,
    );
  ids.phone = await product('Samsung A55', 450_000_000n, 360_000n);
  ids.tv = await product('Artel TV', 300_000_000n, 240_000n);
  ids.noPrice = await product('Narxsiz', null, null);
  const term = await rowId(
    ctx,
    sql`insert into contract_terms (name, months) values ('12 oy', 12) returning id`,
  );
  ids.tariff = await rowId(
    ctx,
    sql`insert into contract_tariffs (name, contract_term_id, markup, additional_markup, prepayment_percent)
      values ('Standart 12', ${term}, 38, 2, 20) returning id`,
  );
  await ctx.db.execute(sql`insert into contract_requisites (name, stir, bank_account, mfo)
    values ('Savdo MChJ', '123456789', '20208000900123456789', '00873')`);
});
afterAll(async () => {
  await ctx?.close();
});

const order = (patch: Record<string, unknown> = {}) => ({
  client_id: ids.client,
  currency: 'UZS',
  tariff_id: ids.tariff,
  prepayment: '1500000',
  items: [
    { product_id: ids.phone, quantity: '1' },
    { product_id: ids.tv, quantity: '1' },
  ],
  ...patch,
});

async function approvedContract(patch: Record<string, unknown> = {}): Promise<number> {
  const made = await call('consultant', 'POST', '/api/contract/orders', order(patch));
  expect(made.statusCode, made.body).toBe(201);
  const approved = await call('manager', 'POST', `/api/contract/orders/${made.json().data.id}/approve`, {});
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json().data.contract_id as number;
}

describe('client orders', () => {
  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await count('client_orders');
    for (const body of [
      {},
      order({ items: [] }),
      order({ prepayment: '12.345' }),
      order({ items: [{ product_id: ids.phone, quantity: '0' }] }),
      order({ items: [{ product_id: 999_999, quantity: '1' }] }),
      order({ payment_day: 31 }),
      order({ currency: 'EUR' }),
      order({ tariff_id: 999_999 }),
      order({ client_id: 999_999 }),
      order({
        items: [
          { product_id: ids.phone, quantity: '1' },
          { product_id: ids.phone, quantity: '2' },
        ],
      }),
    ]) {
      const res = await call('consultant', 'POST', '/api/contract/orders', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    expect(await count('client_orders')).toBe(before);
    expect(await count('document_counters')).toBe(0);
  });

  it('refuses with 409 naming why: prepayment below the minimum or beyond the price, no price, blacklisted', async () => {
    const small = await call(
      'consultant',
      'POST',
      '/api/contract/orders',
      order({ prepayment: '1499999.99' }),
    );
    expect(small.statusCode).toBe(409);
    expect(small.json().message).toBe(
      'Oldindan toʻlov eng kamida 1\u00a0500\u00a0000,00 soʻm boʻlishi kerak',
    );
    const smallRu = await call(
      'consultant',
      'POST',
      '/api/contract/orders',
      order({ prepayment: '1499999.99' }),
      { 'accept-language': 'ru' },
    );
    expect(smallRu.json().message).toBe('Предоплата должна быть не меньше 1\u00a0500\u00a0000,00 сум');
    const large = await call('consultant', 'POST', '/api/contract/orders', order({ prepayment: '7500000' }));
    expect(large.statusCode).toBe(409);
    const noPrice = await call(
      'consultant',
      'POST',
      '/api/contract/orders',
      order({ items: [{ product_id: ids.noPrice, quantity: '1' }], prepayment: '0' }),
    );
    expect(noPrice.json().message).toBe('«Narxsiz» mahsulotining sotuv narxi yoʻq');
    const listed = await call(
      'consultant',
      'POST',
      '/api/contract/orders',
      order({ client_id: ids.listed }),
      { 'accept-language': 'ru' },
    );
    expect(listed.statusCode).toBe(409);
    expect(listed.json().message).toBe('Клиент в чёрном списке: Firibgarlik');
    expect(await count('client_orders')).toBe(0);
  });

  it('enters an order at today’s prices; the manager sees duplicates, blacklist and history, then approves', async () => {
    const made = await call('consultant', 'POST', '/api/contract/orders', order({ payment_day: 5 }));
    expect(made.statusCode).toBe(201);
    const o = made.json().data;
    expect(o).toMatchObject({ status: 'CREATED', price: '7500000.00', prepayment: '1500000.00', number: 1 });
    expect((await call('consultant', 'POST', `/api/contract/orders/${o.id}/approve`, {})).statusCode).toBe(
      403,
    );
    const review = await call('manager', 'GET', `/api/contract/orders/${o.id}/review`);
    expect(review.json().data).toMatchObject({ duplicates: 1, blacklisted: false, contracts: [] });
    const approved = await call('manager', 'POST', `/api/contract/orders/${o.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    const contractId = approved.json().data.contract_id;
    const again = await call('manager', 'POST', `/api/contract/orders/${o.id}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(
      (await call('manager', 'POST', `/api/contract/orders/${o.id}/reject`, { reason: 'x' })).statusCode,
    ).toBe(409);
    const view = (await call('manager', 'GET', `/api/contract/contracts/${contractId}`)).json().data;
    const expected = calculateContract({
      items: [
        { unitPrice: 450_000_000n, quantity: 1000n, discount: 0n },
        { unitPrice: 300_000_000n, quantity: 1000n, discount: 0n },
      ],
      prepayment: 150_000_000n,
      months: 12,
      markupPercent: '38',
      additionalMarkupPercent: '2',
      rounding: roundingStep('UZS', 1000),
      currency: 'UZS',
      contractDate: today,
      paymentDay: 5,
    });
    expect(view).toMatchObject({
      status: 'CREATED',
      debt: fromMinor(expected.debt),
      monthly: fromMinor(expected.monthly),
      payment_day: 5,
      rest: fromMinor(expected.debt + expected.prepayment),
    });
    expect(view.schedule.map((r: { amount: string }) => r.amount)).toEqual(
      expected.schedule.map((r) => fromMinor(r.amount)),
    );
  });

  it('rejects with a reason only', async () => {
    const made = (await call('consultant', 'POST', '/api/contract/orders', order())).json().data;
    expect((await call('manager', 'POST', `/api/contract/orders/${made.id}/reject`, {})).statusCode).toBe(
      400,
    );
    const rejected = await call('manager', 'POST', `/api/contract/orders/${made.id}/reject`, {
      reason: 'Daromad yoʻq',
    });
    expect(rejected.json().data).toMatchObject({ status: 'REJECTED', decision_reason: 'Daromad yoʻq' });
    const list = await call('manager', 'GET', '/api/contract/orders?status=REJECTED');
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([made.id]);
  });

  it('finds clients to pick by name, PINFL or phone, and gives the calculator its prices and tariffs', async () => {
    const byName = await call('consultant', 'GET', '/api/contract/orders/client-options?search=Karimov');
    expect(
      byName
        .json()
        .data.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([ids.client, ids.twin].sort());
    const byPinfl = await call(
      'consultant',
      'GET',
      '/api/contract/orders/client-options?search=12345678901234',
    );
    expect(byPinfl.json().data.map((c: { id: number }) => c.id)).toEqual([ids.client]);
    const calc = await call(
      'consultant',
      'GET',
      `/api/contract/calculator?product_ids=${ids.phone},${ids.tv}`,
    );
    expect(calc.json().data).toMatchObject({
      rounding: '1000.00',
      by_product: false,
      default_payment_day: 0,
    });
    expect(calc.json().data.tariffs).toEqual([
      expect.objectContaining({ id: ids.tariff, months: 12, prepayment_percent: '20.00' }),
    ]);
    expect(calc.json().data.products[0]).toMatchObject({ name: 'Artel TV', price_uzs: '3000000.00' });
  });
});

describe('a tariff’s Russian name', () => {
  const ru = { 'accept-language': 'ru' };
  const put = (payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/settings/contract-tariffs/${ids.tariff}`,
      headers: bearer(token.tariffs ?? ''),
      payload,
    });
  const tariff = { name: 'Standart 12', contract_term_id: 0, markup: '38.00', additional_markup: '2.00' };

  it('is kept by the tariffs screen and named to a Russian screen, the Uzbek name to an Uzbek one', async () => {
    const term = await firstRow<{ id: number }>(
      ctx,
      sql`select contract_term_id as id from contract_tariffs where id = ${ids.tariff}`,
    );
    const saved = await put({
      ...tariff,
      contract_term_id: term.id,
      prepayment_percent: '20.00',
      name_ru: 'Стандарт 12',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Standart 12', name_ru: 'Стандарт 12' });
    // the order form's picker
    const options = (url: string, headers = {}) =>
      call('consultant', 'GET', url, undefined, headers).then(
        (r) => r.json().data as { id: number; name: string }[],
      );
    const picker = '/api/settings/contract-tariffs/options';
    expect((await options(picker, ru)).find((o) => o.id === ids.tariff)?.name).toBe('Стандарт 12');
    expect((await options(picker)).find((o) => o.id === ids.tariff)?.name).toBe('Standart 12');
    // found by either name, in the picker and on the tariffs screen (`стандарт` is not in the Uzbek name)
    expect((await options(`${picker}?search=${encodeURIComponent('стандарт')}`)).map((o) => o.id)).toEqual([
      ids.tariff,
    ]);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/settings/contract-tariffs?search=${encodeURIComponent('Стандарт 1')}`,
      headers: bearer(token.tariffs ?? ''),
    });
    expect(listed.json().data.map((r: { id: number }) => r.id)).toEqual([ids.tariff]);
    expect((await options(`${picker}?search=${encodeURIComponent('жёлтый')}`)).length).toBe(0);
    // the calculator, the orders' list and the contract view answer both names
    const calc = await call('consultant', 'GET', `/api/contract/calculator?product_ids=${ids.phone}`);
    expect(calc.json().data.tariffs).toEqual([
      expect.objectContaining({ id: ids.tariff, name: 'Standart 12', name_ru: 'Стандарт 12' }),
    ]);
    const contractId = await approvedContract();
    const orders = (await call('manager', 'GET', '/api/contract/orders?per_page=5')).json().data;
    expect(orders[0]).toMatchObject({ tariff_name: 'Standart 12', tariff_name_ru: 'Стандарт 12' });
    const view = (await call('manager', 'GET', `/api/contract/contracts/${contractId}`)).json().data;
    expect(view).toMatchObject({ tariff_name: 'Standart 12', tariff_name_ru: 'Стандарт 12' });
  });

  it('falls back to the Uzbek name on a Russian screen when none is given', async () => {
    const term = await firstRow<{ id: number }>(
      ctx,
      sql`select contract_term_id as id from contract_tariffs where id = ${ids.tariff}`,
    );
    const saved = await put({
      ...tariff,
      contract_term_id: term.id,
      prepayment_percent: '20.00',
      name_ru: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const options = await call('consultant', 'GET', '/api/settings/contract-tariffs/options', undefined, ru);
    expect(options.json().data.find((o: { id: number }) => o.id === ids.tariff)?.name).toBe('Standart 12');
  });
});

describe('units on the wire', () => {
  it('gives sums and steps in decimal soʻm: the contract view rounds by the calculator’s step', async () => {
    const calc = await call(
      'consultant',
      'GET',
      `/api/contract/calculator?product_ids=${ids.phone},${ids.tv}`,
    );
    const id = await approvedContract();
    const view = (await call('manager', 'GET', `/api/contract/contracts/${id}`)).json().data;
    // 7 500 000 of goods, 1 500 000 down, 12 months at 40 %: 8 400 000 owed, 700 000 a month
    expect(view).toMatchObject({
      price: '7500000.00',
      prepayment: '1500000.00',
      financed: '6000000.00',
      markup_amount: '2400000.00',
      debt: '8400000.00',
      monthly: '700000.00',
      rounding: '1000.00',
    });
    expect(calc.json().data.rounding).toBe(view.rounding);
  });
});

describe('contracts', () => {
  it('is signed with the down payment into the signer’s cashbox, once', async () => {
    const id = await approvedContract();
    const noBox = await call(
      'cashier',
      'POST',
      `/api/contract/contracts/${id}/sign`,
      {},
      { 'idempotency-key': 's0' },
    );
    expect(noBox.statusCode).toBe(400);
    const notMine = await call(
      'cashier',
      'POST',
      `/api/contract/contracts/${id}/sign`,
      { cashbox_id: ids.otherBox },
      { 'idempotency-key': 's1' },
    );
    expect(notMine.statusCode).toBe(403);
    expect(await count('contract_settlements')).toBe(0);
    const signed = await call(
      'cashier',
      'POST',
      `/api/contract/contracts/${id}/sign`,
      { cashbox_id: ids.box },
      { 'idempotency-key': 's2' },
    );
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.settlement).toMatchObject({ kind: 'PRE_PAYMENT', allocated: '1500000.00' });
    const replay = await call(
      'cashier',
      'POST',
      `/api/contract/contracts/${id}/sign`,
      { cashbox_id: ids.box },
      { 'idempotency-key': 's2' },
    );
    expect(replay.json()).toEqual(signed.json());
    const twice = await call(
      'cashier',
      'POST',
      `/api/contract/contracts/${id}/sign`,
      { cashbox_id: ids.box },
      { 'idempotency-key': 's3' },
    );
    expect(twice.statusCode).toBe(409);
    const view = (await call('cashier', 'GET', `/api/contract/contracts/${id}`)).json().data;
    expect(view.status).toBe('ACTIVE');
    expect(view.schedule[0]).toMatchObject({ paid: '1500000.00', left: '0.00' });
    expect(view.settlements).toHaveLength(1);
    expect(view.settlements[0].allocations).toEqual([
      { n: 0, amount: '1500000.00', markup: '0.00', forgives: false },
    ]);
    expect(view.events.map((e: { event: string }) => e.event)).toEqual(['CREATE', 'SIGN']);
  });

  it('freezes and unfreezes with a reason, cancels only a created contract, changes the responsible', async () => {
    const id = await approvedContract();
    const path = `/api/contract/contracts/${id}`;
    expect((await call('chief', 'POST', `${path}/freeze`, { reason: 'Kasal' })).statusCode).toBe(409);
    const cancelNoReason = await call('chief', 'POST', `${path}/cancel`, {});
    expect(cancelNoReason.statusCode).toBe(400);
    expect((await call('cashier', 'POST', `${path}/cancel`, { reason: 'x' })).statusCode).toBe(403);
    expect((await call('chief', 'POST', `${path}/cancel`, { reason: 'Mijoz voz kechdi' })).statusCode).toBe(
      200,
    );
    const late = await call(
      'cashier',
      'POST',
      `${path}/sign`,
      { cashbox_id: ids.box },
      { 'idempotency-key': 'c1' },
    );
    expect(late.statusCode).toBe(409);

    const active = await approvedContract();
    const a = `/api/contract/contracts/${active}`;
    await call('cashier', 'POST', `${a}/sign`, { cashbox_id: ids.box }, { 'idempotency-key': 'c2' });
    expect((await call('chief', 'POST', `${a}/cancel`, { reason: 'x' })).statusCode).toBe(409);
    expect((await call('chief', 'POST', `${a}/unfreeze`, { reason: 'x' })).statusCode).toBe(409);
    expect((await call('chief', 'POST', `${a}/freeze`, { reason: '' })).statusCode).toBe(400);
    expect((await call('chief', 'POST', `${a}/freeze`, { reason: 'Kasalxonada' })).statusCode).toBe(200);
    expect((await call('chief', 'POST', `${a}/freeze`, { reason: 'x' })).statusCode).toBe(409);
    expect((await call('chief', 'POST', `${a}/unfreeze`, { reason: 'Tuzaldi' })).statusCode).toBe(200);
    const manager = await firstRow<{ id: number }>(ctx, sql`select id from users where username = 'manager'`);
    expect((await call('chief', 'POST', `${a}/responsible`, { responsible_id: manager.id })).statusCode).toBe(
      200,
    );
    expect((await call('chief', 'POST', `${a}/responsible`, { responsible_id: manager.id })).statusCode).toBe(
      409,
    );
    const view = (await call('chief', 'GET', a)).json().data;
    expect(view).toMatchObject({ status: 'ACTIVE', responsible_id: manager.id });
    expect(view.events.map((e: { event: string }) => e.event)).toEqual([
      'CREATE',
      'SIGN',
      'FREEZE',
      'UNFREEZE',
      'RESPONSIBLE',
    ]);
  });

  it('shows overdue sums, late months and days late as of a chosen date', async () => {
    const id = await approvedContract({ payment_day: 5 });
    await call(
      'cashier',
      'POST',
      `/api/contract/contracts/${id}/sign`,
      { cashbox_id: ids.box },
      { 'idempotency-key': 'l1' },
    );
    const view = (await call('manager', 'GET', `/api/contract/contracts/${id}`)).json().data;
    const third = view.schedule[3];
    const asOf = (await firstRow<{ d: string }>(ctx, sql`select (${third.due_date}::date + 10)::text as d`))
      .d;
    const later = (await call('manager', 'GET', `/api/contract/contracts/${id}?as_of=${asOf}`)).json().data;
    expect(later).toMatchObject({
      late_months: 3,
      days_late: expect.any(Number),
      oldest_due: view.schedule[1].due_date,
    });
    expect(later.days_late).toBeGreaterThan(60);
    expect(later.schedule[3]).toMatchObject({ overdue_as_of: true });
    expect((await call('manager', 'GET', `/api/contract/contracts/${id}?as_of=31.02.2024`)).statusCode).toBe(
      400,
    );
  });

  it('lists with filters on indexes, closed contracts apart', async () => {
    const all = (await call('manager', 'GET', '/api/contract/contracts?per_page=100')).json().data;
    expect(all.length).toBeGreaterThanOrEqual(4);
    const first = all.at(-1);
    const byNumber = await call('manager', 'GET', `/api/contract/contracts?number=${first.number}`);
    expect(byNumber.json().data.map((r: { id: number }) => r.id)).toContain(first.id);
    const canceled = await call('manager', 'GET', '/api/contract/contracts?status=CANCELED');
    expect(canceled.json().data).toHaveLength(1);
    // signed: the down payment taken, the rest is D = 6 000 000 × 1.4
    const debt = await call('manager', 'GET', '/api/contract/contracts?debt_from=8400000&debt_to=8400000');
    expect(debt.json().data.map((r: { rest: string }) => r.rest)).toEqual([
      '8400000.00',
      '8400000.00',
      '8400000.00',
    ]);
    const late = await call('manager', 'GET', '/api/contract/contracts?days_late_from=1');
    expect(late.json().data).toEqual([]);
    expect((await call('manager', 'GET', '/api/contract/contracts?currency=USD')).json().data).toEqual([]);
    expect((await call('manager', 'GET', '/api/contract/closed-contracts')).json().data).toEqual([]);
    expect((await call('manager', 'GET', '/api/contract/contracts?days_late_from=abc')).statusCode).toBe(400);
    expect((await call('consultant', 'GET', '/api/contract/contracts')).statusCode).toBe(403);
  });

  it('prints the contract with its schedule for who may', async () => {
    const id = await approvedContract();
    const pdf = await call('chief', 'GET', `/api/contract/contracts/${id}/print`, undefined, {
      'accept-language': 'ru',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('manager', 'GET', `/api/contract/contracts/${id}/print`)).statusCode).toBe(403);
  });

  it('schedules a USD contract in dollars and takes its down payment in soʻm at today’s rate', async () => {
    const id = await approvedContract({ currency: 'USD', prepayment: '1200' });
    const view = (await call('manager', 'GET', `/api/contract/contracts/${id}`)).json().data;
    expect(view).toMatchObject({
      currency: 'USD',
      price: '6000.00',
      prepayment: '1200.00',
      rate: '12500.0000',
    });
    const signed = await call(
      'cashier',
      'POST',
      `/api/contract/contracts/${id}/sign`,
      { cashbox_id: ids.box, paid_currency: 'UZS' },
      { 'idempotency-key': 'u1' },
    );
    expect(signed.statusCode, signed.body).toBe(200);
    const st = await firstRow<{ paid_amount: string; paid_currency: string }>(
      ctx,
      sql`select paid_amount, paid_currency from contract_settlements where contract_id = ${id}`,
    );
    expect(st).toEqual({ paid_amount: '1500000000', paid_currency: 'UZS' });
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});
