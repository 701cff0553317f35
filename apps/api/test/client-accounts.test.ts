import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activate, newClient, newContract, scheduleOf } from './fixtures/contracts.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { cashbox, firmAccount, firstBranch, firstRow, products, rowId } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * Clients' money accounts through the HTTP API: a deposit at the cashbox, a
 * payout (never beyond the balance: 409), cancelling a deposit already spent
 * (409), paying a contract from the account, the balances, the history with
 * the operation behind each line, the payouts list, a bank statement row
 * booked to a client's account, rights and bad input; the ledgers hold.
 */

let ctx: TestContext;
let cashier: string;
let reader: string;
const ids = { branch: 0, box: 0, client: 0, other: 0, phone: 0, user: 0, account: 0 };

const RULES = [
  'client_account_balances.show',
  'account_number_operation.show',
  'account_number_operation.add',
  'account_number_operation.cancel',
  'account_number_operation.print',
  'client_account_number_history.show',
  'client_expenditure.show',
  'client_expenditure.add',
  'client_expenditure.cancel',
  'client_expenditure.print',
  'cashless_bank_operation_to_client.show',
  'cashless_bank_operation_to_client.add',
  'cashless_bank_operation_to_client.edit',
  'cashless_bank_operation_undirected.edit',
];

const base = '/api/client-account-numbers';
const post = (url: string, payload: object, token = cashier, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...freshKey(), ...headers }, payload });
const get = (url: string, token = cashier) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const holds = async (client = ids.client, currency = 'UZS') =>
  (await get(`${base}/account-balances?client_id=${client}&currency=${currency}`)).json().data[0]?.balance ??
  '0.00';

const deposit = (amount: string, client = ids.client, extra: object = {}, headers = {}) =>
  post(
    `${base}/account-number-operations/deposits`,
    { client_id: client, cashbox_id: ids.box, amount, currency: 'UZS', ...extra },
    cashier,
    headers,
  );
const payout = (amount: string, client = ids.client) =>
  post(`${base}/customer-expenses`, { client_id: client, cashbox_id: ids.box, amount, currency: 'UZS' });

beforeAll(async () => {
  ctx = await createTestContext();
  ids.user = (await createUser(ctx, { username: 'kassir', rules: RULES })).id;
  await createUser(ctx, { username: 'oquvchi', rules: ['client_account_balances.show'] });
  cashier = await signIn(ctx, 'kassir', 'Secret#123');
  reader = await signIn(ctx, 'oquvchi', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  ids.box = await cashbox(ctx, 'Kassa', ids.branch, ids.user);
  ids.client = await newClient(ctx, ids.branch, 'Aliyev Vali', '31234567890123', '998901234567');
  ids.other = await newClient(ctx, ids.branch, 'Qodirov Anvar', '51234567890123', '998935554433');
  ids.phone = (await products(ctx, { phone: 'Redmi 13' })).phone;
  const firm = await rowId(
    ctx,
    sql`insert into firms (name, stir) values ('Savdo MChJ', '302111222') returning id`,
  );
  ids.account = await firmAccount(ctx, firm, 'Asosiy hisob', '20208000900100001001', 'UZS');
});
afterAll(async () => {
  await ctx?.close();
});

describe('deposits and payouts', () => {
  it('puts money on the account and pays it out, never beyond what it holds', async () => {
    const res = await deposit('500000');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      type: 'CLIENT_INPUT',
      status: 'APPROVED',
      counterpart_name: 'Aliyev Vali',
    });
    expect(await holds()).toBe('500000.00');
    const tooMuch = await payout('500000.01');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('Mijoz hisobida yetarli mablagʻ yoʻq: mavjud 500\u00a0000,00 soʻm');
    const out = await payout('200000');
    expect(out.statusCode, out.body).toBe(201);
    expect(await holds()).toBe('300000.00');
    const payouts = await get(`${base}/customer-expenses?client_id=${ids.client}`);
    expect(payouts.json().data.map((r: { id: number; amount: string }) => [r.id, r.amount])).toEqual([
      [out.json().data.id, '-200000.00'],
    ]);
    const ops = await get(`${base}/account-number-operations?client_id=${ids.client}`);
    expect(ops.json().data.map((r: { type: string }) => r.type)).toEqual(['CLIENT_OUTPUT', 'CLIENT_INPUT']);
  });

  it('refuses to cancel a deposit the client already spent, and cancels one still held', async () => {
    const first = (await deposit('100000', ids.other)).json().data;
    await payout('60000', ids.other);
    const spent = await post(`${base}/account-number-operations/deposits/${first.id}/cancel`, {
      reason: 'Xato',
    });
    expect(spent.statusCode).toBe(409);
    expect(spent.json().message).toMatch(/mavjud 40\u00a0000,00 soʻm/);
    const second = (await deposit('30000', ids.other)).json().data;
    const ok = await post(`${base}/account-number-operations/deposits/${second.id}/cancel`, {
      reason: 'Xato',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('CANCELED');
    expect(await holds(ids.other)).toBe('40000.00');
    const twice = await post(`${base}/account-number-operations/deposits/${second.id}/cancel`, {
      reason: 'Xato',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('prints a deposit and exports the lists', async () => {
    const d = (await deposit('1000')).json().data;
    const pdf = await get(`${base}/account-number-operations/${d.id}/print`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // a deposit is not a payout
    expect((await get(`${base}/customer-expenses/${d.id}/print`)).statusCode).toBe(404);
    for (const url of [
      'account-balances/export',
      'account-number-operations/export',
      'customer-expenses/export',
    ]) {
      const res = await get(`${base}/${url}`);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
    }
  });
});

describe('paying a contract from the account', () => {
  it('pays it from what the account holds (409 beyond), and a cancel puts the money back', async () => {
    const client = await newClient(ctx, ids.branch, 'Sobirov Jasur', '61234567890123', '998977776655');
    const contract = await newContract(ctx, {
      branch: ids.branch,
      client,
      userId: ids.user,
      items: [{ product: ids.phone, price: 150_000_000n }],
    });
    await activate(ctx, contract);
    await deposit('400000', client);
    const before = await scheduleOf(ctx, contract);
    const tooMuch = await post(`${base}/account-number-operations/contract-payments`, {
      contract_id: contract,
      amount: '400000.01',
    });
    expect(tooMuch.statusCode).toBe(409);
    const res = await post(`${base}/account-number-operations/contract-payments`, {
      contract_id: contract,
      amount: '350000',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ kind: 'ACCOUNT', method: 'ACCOUNT', account: '50000.00' });
    expect(res.json().data.allocations.map((a: { n: number; amount: string }) => [a.n, a.amount])).toEqual([
      [0, '300000.00'],
      [1, '50000.00'],
    ]);
    const listed = await get(`${base}/account-number-operations/contract-payments?contract_id=${contract}`);
    expect(listed.json().data).toHaveLength(1);
    const cancel = await post(
      `${base}/account-number-operations/contract-payments/${res.json().data.id}/cancel`,
      {
        reason: 'Notoʻgʻri shartnoma',
      },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await holds(client)).toBe('400000.00');
    expect(await scheduleOf(ctx, contract)).toEqual(before);

    const history = await get(`${base}/account-number-history?client_id=${client}`);
    expect(history.statusCode).toBe(200);
    const lines = history
      .json()
      .data.map((r: { type: string; amount: string; balance: string }) => [r.type, r.amount, r.balance]);
    expect(lines).toEqual([
      ['CONTRACT_PAYMENT', '350000.00', '400000.00'],
      ['CONTRACT_PAYMENT', '-350000.00', '50000.00'],
      ['CLIENT_INPUT', '400000.00', '400000.00'],
    ]);
    expect(history.json().data[0].contract_number).toBeGreaterThan(0);
  });
});

describe('a bank statement row booked to a client', () => {
  it('credits the client account; re-booking it away is refused once the money was spent', async () => {
    const client = await newClient(ctx, ids.branch, 'Tursunov Bekzod', '71234567890123', '998946667788');
    const row = Number(
      await rowId(
        ctx,
        sql`insert into bank_transactions (account_id, currency, doc_date, doc_number, direction, amount,
        counterparty_name, purpose, target, source)
      values (${ids.account}, 'UZS', current_date, '77', 'IN', 25000000, 'Tursunov B.', 'Mijoz hisobiga', 'UNDIRECTED',
        'test') returning id`,
      ),
    );
    const options = await get(`/api/money-account-no-cash/targets?target=CLIENT&search=tursunov`);
    expect(options.json().data.map((o: { id: number }) => o.id)).toEqual([client]);
    const booked = await post(`/api/money-account-no-cash/operations/${row}/classify`, {
      target: 'CLIENT',
      target_id: client,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data).toMatchObject({ target: 'CLIENT', target_name: 'Tursunov Bekzod' });
    expect(await holds(client)).toBe('250000.00');
    const screen = await get('/api/money-account-no-cash/operations?target=CLIENT');
    expect(screen.json().data.map((r: { id: number }) => r.id)).toEqual([row]);
    await deposit('10', client);
    await payout('200000', client);
    const away = await post(`/api/money-account-no-cash/operations/${row}/classify`, {
      target: 'UNDIRECTED',
    });
    expect(away.statusCode).toBe(409);
    const ops = await get(`${base}/account-number-operations?client_id=${client}&type=CASHLESS_CLIENT_INPUT`);
    expect(ops.json().data.map((r: { amount: string }) => r.amount)).toEqual(['250000.00']);
  });
});

describe('rights and bad input', () => {
  it('refuses what the rules do not allow', async () => {
    expect((await get(`${base}/account-balances`, reader)).statusCode).toBe(200);
    expect((await get(`${base}/account-number-history?client_id=${ids.client}`, reader)).statusCode).toBe(
      403,
    );
    const res = await post(
      `${base}/account-number-operations/deposits`,
      { client_id: ids.client, cashbox_id: ids.box, amount: '1', currency: 'UZS' },
      reader,
    );
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 naming each bad field and writes nothing', async () => {
    const count = async () =>
      Number((await firstRow<{ n: string }>(ctx, sql`select count(*) as n from money_operations`)).n);
    const before = await count();
    for (const [payload, field] of [
      [{ client_id: ids.client, cashbox_id: ids.box, amount: '-5', currency: 'UZS' }, 'amount'],
      [{ client_id: ids.client, cashbox_id: ids.box, amount: '5', currency: 'RUB' }, 'currency'],
      [{ client_id: 987654, cashbox_id: ids.box, amount: '5', currency: 'UZS' }, 'client_id'],
      [{ client_id: ids.client, amount: '5', currency: 'UZS' }, 'cashbox_id'],
    ] as const) {
      const res = await post(`${base}/account-number-operations/deposits`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        res.json().errors.some((e: string) => e.startsWith(`${field}: `)),
        res.body,
      ).toBe(true);
    }
    expect((await get(`${base}/account-number-history`)).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('leaves every ledger consistent', async () => {
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});
