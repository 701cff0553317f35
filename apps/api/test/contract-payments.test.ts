import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../src/platform/http/route-list.ts';
import { activate, newClient, newContract, scheduleOf } from './fixtures/contracts.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { cashbox, dollarRate, firstBranch, firstRow, products } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * Contract payments at the cash desk through the HTTP API: finding a
 * contract, what is due, payments allocated overdue instalments first, an
 * overpayment to the client's account, a USD contract paid in soʻm, the
 * reversal restoring the schedule exactly, idempotency, an early close with
 * its bonus, every refusal (409 naming why, 400 naming fields with nothing
 * written, 403 without the rule or outside one's cashbox), the receipt and
 * the export; the ledgers hold throughout.
 */

let ctx: TestContext;
let cashier: string;
let stranger: string;
let noRights: string;
const ids = { branch: 0, box: 0, otherBox: 0, client: 0, usdClient: 0, phone: 0, cashierId: 0 };

const CASHIER_RULES = [
  'contract_payment.show',
  'contract_payment.add',
  'contract_payment.cancel',
  'contract_payment.print',
  'contract_pre_payment.show',
  'contract_pre_payment.add',
  'early_close.show',
  'early_close.add',
  'client_account_balances.show',
];

const post = (url: string, payload: object, token = cashier, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...freshKey(), ...headers }, payload });
const get = (url: string, token = cashier) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const count = async (table: string) =>
  Number((await firstRow<{ n: string }>(ctx, sql`select count(*) as n from ${sql.identifier(table)}`)).n);

/** 1 500 000 soʻm of goods, 300 000 down, 6 months at 40 %: 280 000 a month from 2024-02-10. */
async function uzsContract(activated = true): Promise<number> {
  const id = await newContract(ctx, {
    branch: ids.branch,
    client: ids.client,
    userId: ids.cashierId,
    items: [{ product: ids.phone, price: 150_000_000n }],
  });
  if (activated) {
    const down = await post('/api/cashbox/pre-payment', {
      contract_id: id,
      amount: '300000',
      currency: 'UZS',
      method: 'CASH',
      cashbox_id: ids.box,
      payment_date: '2024-01-10',
    });
    expect(down.statusCode, down.body).toBe(201);
    await activate(ctx, id);
  }
  return id;
}

const pay = (contractId: number, amount: string, date: string, extra: object = {}, headers = {}) =>
  post(
    '/api/cashbox/contract-payments',
    {
      contract_id: contractId,
      amount,
      currency: 'UZS',
      method: 'CASH',
      cashbox_id: ids.box,
      payment_date: date,
      ...extra,
    },
    cashier,
    headers,
  );

beforeAll(async () => {
  ctx = await createTestContext();
  const user = await createUser(ctx, { username: 'kassir', rules: CASHIER_RULES });
  ids.cashierId = user.id;
  await createUser(ctx, { username: 'boshqa', rules: CASHIER_RULES });
  await createUser(ctx, { username: 'mehmon', rules: ['contract_payment.show'] });
  cashier = await signIn(ctx, 'kassir', 'Secret#123');
  stranger = await signIn(ctx, 'boshqa', 'Secret#123');
  noRights = await signIn(ctx, 'mehmon', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  ids.box = await cashbox(ctx, 'Asosiy kassa', ids.branch, ids.cashierId);
  ids.otherBox = await cashbox(ctx, 'Boshqa kassa', ids.branch, user.id + 1);
  ids.client = await newClient(ctx, ids.branch, 'Aliyev Vali', '31234567890123', '998901234567');
  ids.usdClient = await newClient(ctx, ids.branch, 'Karimova Zulfiya', '41234567890123', '998911112233');
  ids.phone = (await products(ctx, { phone: 'Samsung Galaxy A15' })).phone;
  await dollarRate(ctx, '2024-01-01', '12500.00');
});
afterAll(async () => {
  await ctx?.close();
});

describe('finding a contract and what is due', () => {
  it('finds it by number, name, PINFL and phone, and refuses an empty search', async () => {
    const id = await uzsContract(false);
    const number = (
      await firstRow<{ number: string }>(ctx, sql`select number from contracts where id = ${id}`)
    ).number;
    for (const search of [
      String(number),
      'aliyev',
      'ALIYEV vali',
      '31234567890123',
      '+998 90 123 45 67',
      '901234567',
    ]) {
      const res = await get(`/api/cashbox/contract-payments/contracts?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, search).toBe(200);
      expect(
        res.json().data.map((c: { id: number }) => c.id),
        search,
      ).toContain(id);
    }
    const open = await get(`/api/cashbox/contract-payments/contracts?search=aliyev&scope=payment`);
    expect(open.json().data.map((c: { id: number }) => c.id)).not.toContain(id);
    const short = await get('/api/cashbox/contract-payments/contracts?search=%20');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatch(/^search: /);
  });

  it('shows overdue, current, the rest and days late as of a date', async () => {
    const id = await uzsContract();
    const res = await get(`/api/cashbox/contract-payments/contracts/${id}?date=2024-03-15`);
    expect(res.statusCode).toBe(200);
    const due = res.json().data;
    expect(due).toMatchObject({
      overdue: '560000.00',
      current: '280000.00',
      due_now: '840000.00',
      rest: '1680000.00',
      late_months: 2,
      days_late: 34,
      account: '0.00',
    });
    expect(due.rows.map((r: { state: string }) => r.state)).toEqual([
      'settled',
      'overdue',
      'overdue',
      'current',
      'future',
      'future',
      'future',
    ]);
    expect((await get('/api/cashbox/contract-payments/contracts/999999')).statusCode).toBe(404);
  });
});

describe('taking a payment', () => {
  it('pays overdue instalments oldest first, then the current one, and shows where it went', async () => {
    const id = await uzsContract();
    const res = await pay(id, '700000', '2024-03-15');
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().data;
    expect(
      p.allocations.map((a: { n: number; amount: string; bucket: string }) => [a.n, a.amount, a.bucket]),
    ).toEqual([
      [1, '280000.00', 'overdue'],
      [2, '280000.00', 'overdue'],
      [3, '140000.00', 'current'],
    ]);
    expect(p).toMatchObject({
      overpaid: '0.00',
      contract_rest: '980000.00',
      contract_status: 'ACTIVE',
      method: 'CASH',
    });
    const listed = await get(`/api/cashbox/contract-payments?contract_id=${id}`);
    expect(listed.json().data.map((r: { id: number }) => r.id)).toEqual([p.id]);
    const one = await get(`/api/cashbox/contract-payments/${p.id}`);
    expect(one.json().data.allocations).toEqual(p.allocations);
  });

  it('sends what exceeds the whole debt to the client account and closes the contract', async () => {
    const id = await uzsContract();
    const balance = async () =>
      Number(
        (
          await get(`/api/client-account-numbers/account-balances?client_id=${ids.client}&currency=UZS`)
        ).json().data[0]?.balance ?? 0,
      );
    const before = await balance();
    const res = await pay(id, '1700000', '2024-03-20');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      overpaid: '20000.00',
      contract_rest: '0.00',
      contract_status: 'CLOSED',
    });
    expect(res.json().data.account).toBe((before + 20000).toFixed(2));
    expect(await balance()).toBe(before + 20000);
    // nothing is left to pay on a closed contract
    const again = await pay(id, '1000', '2024-03-21');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/holati «CLOSED»/);
  });

  it('takes soʻm for a USD contract at the rate of the day and keeps both sums', async () => {
    const id = await newContract(ctx, {
      branch: ids.branch,
      client: ids.usdClient,
      userId: ids.cashierId,
      currency: 'USD',
      items: [{ product: ids.phone, price: 50_000n }],
    });
    await activate(ctx, id);
    // 1 250 000 soʻm at 12 500 = 100 dollars: the prepayment (100) first
    const res = await pay(id, '1250000', '2024-02-01', {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      amount: '100.00',
      currency: 'USD',
      paid_amount: '1250000.00',
      paid_currency: 'UZS',
      rate: '12500.0000',
    });
    expect(res.json().data.allocations).toEqual([
      { n: 0, due_date: '2024-01-10', amount: '100.00', bucket: 'overdue' },
    ]);
    const usd = await get(`/api/cashbox/contract-payments?currency=UZS&contract_id=${id}`);
    expect(usd.json().data).toHaveLength(1);
    const none = await get(`/api/cashbox/contract-payments?currency=USD&contract_id=${id}`);
    expect(none.json().data).toHaveLength(0);
  });

  it('refuses a payment in the other currency on a day without a rate', async () => {
    await ctx.db.execute(sql`update exchange_rates set active = false`);
    try {
      const id = await uzsContract();
      const res = await pay(id, '10', '2024-03-15', { currency: 'USD' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/valyuta kursi/);
    } finally {
      await ctx.db.execute(sql`update exchange_rates set active = true`);
    }
  });
});

describe('cancelling a payment', () => {
  it('restores the schedule, the cash and the account exactly; a second cancel is 409', async () => {
    const id = await uzsContract();
    await pay(id, '300000', '2024-03-01');
    const before = await scheduleOf(ctx, id);
    const res = await pay(id, '1500000', '2024-03-15');
    const p = res.json().data;
    expect(p.contract_status).toBe('CLOSED');
    const noReason = await post(`/api/cashbox/contract-payments/${p.id}/cancel`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0]).toMatch(/^reason: /);
    const cancel = await post(`/api/cashbox/contract-payments/${p.id}/cancel`, {
      reason: 'Kassir xato kiritdi',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: 'CANCELED', cancel_reason: 'Kassir xato kiritdi' });
    expect(cancel.json().data.contract_status).toBe('ACTIVE');
    expect(await scheduleOf(ctx, id)).toEqual(before);
    const twice = await post(`/api/cashbox/contract-payments/${p.id}/cancel`, { reason: 'yana' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/allaqachon bekor/);
    const listed = await get(`/api/cashbox/contract-payments?contract_id=${id}&status=CANCELED`);
    expect(listed.json().data.map((r: { id: number; reversed_by: number | null }) => r.id)).toEqual([p.id]);
  });

  it('refuses a cashier who is not responsible for the cashbox, and a user without the rule', async () => {
    const id = await uzsContract();
    const p = (await pay(id, '100000', '2024-03-01')).json().data;
    const other = await post(`/api/cashbox/contract-payments/${p.id}/cancel`, { reason: 'x' }, stranger);
    expect(other.statusCode).toBe(403);
    const none = await post(`/api/cashbox/contract-payments/${p.id}/cancel`, { reason: 'x' }, noRights);
    expect(none.statusCode).toBe(403);
    const take = await post(
      '/api/cashbox/contract-payments',
      { contract_id: id, amount: '1', currency: 'UZS', method: 'CASH', cashbox_id: ids.box },
      noRights,
    );
    expect(take.statusCode).toBe(403);
    const notMine = await pay(id, '1000', '2024-03-01', { cashbox_id: ids.otherBox });
    expect(notMine.statusCode).toBe(403);
  });
});

describe('idempotency and bad input', () => {
  it('answers the same key with the first answer and posts nothing; another body is 409', async () => {
    const id = await uzsContract();
    const key = { 'idempotency-key': `pay-${id}` };
    const first = await pay(id, '50000', '2024-03-01', {}, key);
    const settlements = await count('contract_settlements');
    const again = await pay(id, '50000', '2024-03-01', {}, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count('contract_settlements')).toBe(settlements);
    const other = await pay(id, '60000', '2024-03-01', {}, key);
    expect(other.statusCode).toBe(409);
  });

  it('refuses a money POST without its Idempotency-Key, naming the header, and writes nothing', async () => {
    const id = await uzsContract();
    const tables = ['contract_settlements', 'contract_allocations', 'money_operations', 'idempotency_keys'];
    const before = await Promise.all(tables.map(count));
    const payment = {
      contract_id: id,
      amount: '280000',
      currency: 'UZS',
      method: 'CASH',
      cashbox_id: ids.box,
      payment_date: '2024-02-10',
    };
    const unkeyed = (url: string, lang: string, token = cashier) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(token), 'accept-language': lang },
        payload: payment,
      });
    const uz = await unkeyed('/api/cashbox/contract-payments', 'uz');
    expect(uz.statusCode).toBe(400);
    expect(uz.json()).toEqual({
      message: 'Maʼlumotlar notoʻgʻri kiritilgan',
      errors: ['Idempotency-Key: sarlavha majburiy: pul bilan bogʻliq har bir soʻrov oʻz kalitini yuboradi'],
    });
    const ru = await unkeyed('/api/cashbox/contract-payments', 'ru');
    expect(ru.statusCode).toBe(400);
    expect(ru.json().errors).toEqual([
      'Idempotency-Key: заголовок обязателен: каждый денежный запрос отправляет свой ключ',
    ]);
    expect(await Promise.all(tables.map(count))).toEqual(before);
    // every route that moves money asks for it, before reading anything else of the request
    await createUser(ctx, { username: 'dasturchi', password: 'Secret#123', isDev: true });
    const dev = await signIn(ctx, 'dasturchi', 'Secret#123');
    const money = routesOf(ctx.app).filter((r) => r.idempotent);
    expect(money.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/cashbox/contract-payments',
        '/api/contract/closed-contract-bonuses',
        '/api/client-account-numbers/account-number-operations/contract-payments',
        '/api/cashbox/operations',
        '/api/salary/salary-payments',
        '/api/salary/statements/:id/approve',
        '/api/salary/statements/:id/cancel',
      ]),
    );
    for (const route of money) {
      const res = await unkeyed(route.url.replace(/:[a-z_]+/g, '1'), 'uz', dev);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(400);
      expect(res.json().errors, route.url).toEqual([expect.stringMatching(/^Idempotency-Key: /)]);
    }
    expect(await Promise.all(tables.map(count))).toEqual(before);
    // with its key the same payment is taken
    expect((await pay(id, '280000', '2024-02-10')).statusCode).toBe(201);
  });

  it('answers 400 naming each bad field and writes nothing', async () => {
    const id = await uzsContract();
    const tables = ['contract_settlements', 'contract_allocations', 'money_operations', 'money_postings'];
    const before = await Promise.all(tables.map(count));
    for (const [payload, field] of [
      [{ contract_id: id, amount: 'abc', currency: 'UZS', method: 'CASH', cashbox_id: ids.box }, 'amount'],
      [{ contract_id: id, amount: '0', currency: 'UZS', method: 'CASH', cashbox_id: ids.box }, 'amount'],
      [{ contract_id: id, amount: '100', currency: 'UZS', method: 'CASH' }, 'cashbox_id'],
      [
        { contract_id: id, amount: '100', currency: 'UZS', method: 'TRANSFER', cashbox_id: ids.box },
        'bank_account_id',
      ],
      [{ contract_id: id, amount: '100', currency: 'EUR', method: 'CASH', cashbox_id: ids.box }, 'currency'],
      [
        { contract_id: 'x', amount: '100', currency: 'UZS', method: 'CASH', cashbox_id: ids.box },
        'contract_id',
      ],
      [{ contract_id: id, amount: '100', currency: 'UZS', method: 'CASH', cashbox_id: 987654 }, 'cashbox_id'],
    ] as const) {
      const res = await post('/api/cashbox/contract-payments', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        res.json().errors.some((e: string) => e.startsWith(`${field}: `)),
        res.body,
      ).toBe(true);
    }
    const future = await pay(id, '100', '2999-01-01');
    expect(future.statusCode).toBe(400);
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect((await pay(987654, '100', '2024-03-01')).statusCode).toBe(404);
  });
});

describe('the down payment screen', () => {
  it('takes the down payment of a created contract; a payment there is 409', async () => {
    const id = await uzsContract(false);
    const early = await pay(id, '100000', '2024-01-10');
    expect(early.statusCode).toBe(409);
    const down = await post('/api/cashbox/pre-payment', {
      contract_id: id,
      amount: '300000',
      currency: 'UZS',
      method: 'CARD',
      cashbox_id: ids.box,
      payment_date: '2024-01-10',
    });
    expect(down.statusCode, down.body).toBe(201);
    expect(down.json().data).toMatchObject({
      kind: 'PRE_PAYMENT',
      method: 'CARD',
      contract_status: 'CREATED',
    });
    const listed = await get(`/api/cashbox/pre-payment?method=CARD&contract_id=${id}`);
    expect(listed.json().data).toHaveLength(1);
    // a pre-payment is not a contract payment
    expect((await get(`/api/cashbox/contract-payments/${down.json().data.id}`)).statusCode).toBe(404);
  });
});

describe('closing early with a bonus', () => {
  it('forgives the bonus percent of the markup not yet due with the payment of the rest, and cancels both', async () => {
    await ctx.db.execute(
      sql`update general_settings set value = '50'::jsonb where alias = 'early_close_bonus_percent'`,
    );
    const id = await uzsContract();
    await pay(id, '560000', '2024-03-01');
    const before = await scheduleOf(ctx, id);
    const due = (await get(`/api/cashbox/contract-payments/contracts/${id}?date=2024-03-20`)).json().data;
    // rows 3 … 6 (due after 2024-03-20) carry 4 × 80 000 of markup: half is the bonus
    expect(due).toMatchObject({
      rest: '1120000.00',
      bonus: '160000.00',
      to_close: '960000.00',
      bonus_percent: 50,
    });
    const close = (amount: string) =>
      post('/api/contract/closed-contract-bonuses', {
        contract_id: id,
        amount,
        currency: 'UZS',
        method: 'CASH',
        cashbox_id: ids.box,
        payment_date: '2024-03-20',
      });
    const short = await close('959999.99');
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('Shartnomani bugun yopish uchun 960\u00a0000,00 soʻm toʻlash kerak');
    const res = await close('960000');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      contract_status: 'CLOSED',
      bonus: '160000.00',
      overpaid: '0.00',
    });
    const listed = await get(`/api/contract/closed-contract-bonuses`);
    expect(listed.json().data[0]).toMatchObject({
      contract_id: id,
      bonus: '160000.00',
      payment_id: res.json().data.id,
    });
    const cancel = await post(`/api/cashbox/contract-payments/${res.json().data.id}/cancel`, {
      reason: 'Xato',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await scheduleOf(ctx, id)).toEqual(before);
    const after = await get(`/api/contract/closed-contract-bonuses`);
    expect(after.json().data[0]).toMatchObject({ contract_id: id, status: 'CANCELED' });
    await ctx.db.execute(
      sql`update general_settings set value = '0'::jsonb where alias = 'early_close_bonus_percent'`,
    );
  });
});

describe('closing early at the cash desk', () => {
  const bonusPercent = (percent: number) =>
    ctx.db.execute(
      sql`update general_settings set value = ${String(percent)}::jsonb where alias = 'early_close_bonus_percent'`,
    );
  const bonusesOf = async (contractId: number) =>
    (
      await ctx.db.execute<{ amount: string; status: string; linked_id: string | null }>(
        sql`select amount::text, status, linked_id::text from contract_settlements
          where contract_id = ${contractId} and kind = 'EARLY_CLOSE_BONUS' order by id`,
      )
    ).rows;

  it('closes the contract with the bonus forgiven when the payment reaches the rest less the bonus', async () => {
    await bonusPercent(30);
    try {
      const id = await uzsContract();
      await pay(id, '560000', '2024-03-01');
      const before = await scheduleOf(ctx, id);
      // rows 3 … 6 (due after 2024-03-20) carry 4 × 80 000 of markup: 30 % of it is the bonus
      const due = (await get(`/api/cashbox/contract-payments/contracts/${id}?date=2024-03-20`)).json().data;
      expect(due).toMatchObject({ rest: '1120000.00', bonus: '96000.00', to_close: '1024000.00' });
      const res = await pay(id, '1024000', '2024-03-20');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        contract_status: 'CLOSED',
        contract_rest: '0.00',
        bonus: '96000.00',
        overpaid: '0.00',
      });
      expect(await bonusesOf(id)).toEqual([
        { amount: '9600000', status: 'APPROVED', linked_id: String(res.json().data.id) },
      ]);
      const listed = await get(`/api/contract/closed-contract-bonuses`);
      expect(listed.json().data[0]).toMatchObject({
        contract_id: id,
        bonus: '96000.00',
        payment_id: res.json().data.id,
      });
      expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
      // cancelling the payment takes the bonus back: the schedule is as before
      const cancel = await post(`/api/cashbox/contract-payments/${res.json().data.id}/cancel`, {
        reason: 'Xato',
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(cancel.json().data.contract_status).toBe('ACTIVE');
      expect(await scheduleOf(ctx, id)).toEqual(before);
      expect((await bonusesOf(id)).map((b) => b.status)).toEqual(['CANCELED', 'APPROVED']);
      expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    } finally {
      await bonusPercent(0);
    }
  });

  it('forgives the bonus too when the whole rest is paid, the bonus going to the client account', async () => {
    await bonusPercent(30);
    try {
      const id = await uzsContract();
      await pay(id, '560000', '2024-03-01');
      const res = await pay(id, '1120000', '2024-03-20');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        contract_status: 'CLOSED',
        bonus: '96000.00',
        overpaid: '96000.00',
      });
      expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    } finally {
      await bonusPercent(0);
    }
  });

  it('leaves the contract open with no bonus when the payment is short of the rest less the bonus', async () => {
    await bonusPercent(30);
    try {
      const id = await uzsContract();
      await pay(id, '560000', '2024-03-01');
      const res = await pay(id, '1023999.99', '2024-03-20');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        contract_status: 'ACTIVE',
        contract_rest: '96000.01',
        bonus: null,
        overpaid: '0.00',
      });
      expect(await bonusesOf(id)).toEqual([]);
      expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    } finally {
      await bonusPercent(0);
    }
  });
});

describe('dates', () => {
  const tables = ['contract_settlements', 'contract_allocations', 'money_operations', 'money_postings'];

  it('refuses a payment dated before its contract, naming the date, and writes nothing', async () => {
    const id = await uzsContract();
    const before = await Promise.all(tables.map(count));
    const res = await pay(id, '280000', '2024-01-09');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'payment_date: Sana shartnoma sanasidan (2024-01-10) oldin boʻlishi mumkin emas',
    ]);
    const ru = await post(
      '/api/cashbox/contract-payments',
      {
        contract_id: id,
        amount: '280000',
        currency: 'UZS',
        method: 'CASH',
        cashbox_id: ids.box,
        payment_date: '2024-01-09',
      },
      cashier,
      { 'accept-language': 'ru' },
    );
    expect(ru.statusCode).toBe(400);
    expect(ru.json().errors).toEqual(['payment_date: Дата не может быть раньше даты договора (2024-01-10)']);
    expect(await Promise.all(tables.map(count))).toEqual(before);
    // the contract's own day is taken
    expect((await pay(id, '280000', '2024-01-10')).statusCode).toBe(201);
  });

  it('names payment_date, the field sent, when the payment date is in the future', async () => {
    const id = await uzsContract();
    const before = await Promise.all(tables.map(count));
    const res = await pay(id, '100', '2999-01-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveLength(1);
    expect(res.json().errors[0]).toMatch(/^payment_date: /);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});

describe('the receipt and the export', () => {
  it('prints a PDF receipt and exports the list as .xlsx', async () => {
    const id = await uzsContract();
    const p = (await pay(id, '300000', '2024-03-01')).json().data;
    for (const lang of ['uz', 'ru']) {
      const pdf = await ctx.app.inject({
        method: 'GET',
        url: `/api/cashbox/contract-payments/${p.id}/print`,
        headers: { ...bearer(cashier), 'accept-language': lang },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    }
    const xlsx = await get('/api/cashbox/contract-payments/export?date_from=2024-01-01');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await get(`/api/cashbox/contract-payments/${p.id}/print`, noRights)).statusCode).toBe(403);
  });

  it('leaves every ledger consistent', async () => {
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});
