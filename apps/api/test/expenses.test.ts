import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstBranch, firstRow, rowId, supplier } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: string;
let cashier: string;
let boss: string;
let reader: string;
let today: string;
let month: string;
const ids = { branch: 0, otherBranch: 0, box: 0, otherBox: 0, rent: 0, fuel: 0, supplier: 0, bank: 0 };

const CASHIER_RULES = [
  'my_cashbox.show',
  'cashbox.all',
  'other_cashbox_input.add',
  'other_cashbox_input.approve',
  'expense_output.add',
  'expense_output.approve',
  'expense_output.cancel',
  'expense_input.add',
  'expense_input.approve',
  'expense_operation_all.show',
  'expense_all.show',
  'estimate_usage.show',
  'rendered_service.show',
  'rendered_service.add',
  'rendered_service.cancel',
  'rendered_service_supplier_output.add',
  'rendered_service_supplier_output.cancel',
  'rendered_service_supplier_input.add',
];

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'admin', password: 'Admin#123', isDev: true });
  admin = await signIn(ctx, 'admin', 'Admin#123');
  const cashierId = (await createUser(ctx, { username: 'kassir', rules: CASHIER_RULES })).id;
  cashier = await signIn(ctx, 'kassir', 'Secret#123');
  await createUser(ctx, { username: 'boss', rules: [...CASHIER_RULES, 'expense_estimate.exceed'] });
  boss = await signIn(ctx, 'boss', 'Secret#123');
  await createUser(ctx, { username: 'reader', rules: ['expense_all.show'] });
  reader = await signIn(ctx, 'reader', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  ids.otherBranch = await rowId(
    ctx,
    sql`insert into branches (name, prefix) values ('Samarqand', 'SMQ') returning id`,
  );
  ids.box = await rowId(
    ctx,
    sql`insert into cashboxes (name, branch_id, responsible_id) values ('Asosiy', ${ids.branch}, ${cashierId}) returning id`,
  );
  ids.otherBox = await rowId(
    ctx,
    sql`insert into cashboxes (name, branch_id, responsible_id) values ('Samarqand', ${ids.otherBranch}, ${cashierId}) returning id`,
  );
  ids.rent = await rowId(ctx, sql`insert into cost_items (name) values ('Ijara') returning id`);
  ids.fuel = await rowId(ctx, sql`insert into cost_items (name) values ('Yoqilgʻi') returning id`);
  ids.supplier = await supplier(ctx, 'Toza Hudud MChJ');
  const firm = await rowId(
    ctx,
    sql`insert into firms (name, stir) values ('Savdo MChJ', '301234567') returning id`,
  );
  ids.bank = await rowId(
    ctx,
    sql`insert into firm_account_numbers (name, firm_id, account, mfo, currency)
      values ('Asosiy hisob', ${firm}, '20208000900100001001', '00014', 'UZS') returning id`,
  );
  today = (
    await firstRow<{ d: string }>(ctx, sql`select ((now() at time zone 'Asia/Tashkent')::date)::text as d`)
  ).d;
  month = today.slice(0, 7);
  for (const box of [ids.box, ids.otherBox]) {
    const res = await post('/api/cashbox/operations?approve=true', {
      type: 'CASHBOX_INPUT',
      cashbox_id: box,
      amount: '50000000',
      currency: 'UZS',
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, payload?: object, token = cashier, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...freshKey(), ...headers },
    ...(payload ? { payload } : {}),
  });
const put = (url: string, payload: object, token = admin) =>
  ctx.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
const get = (url: string, token = cashier) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const expense = (amount: string, extra: object = {}) => ({
  type: 'EXPENSE_OUTPUT',
  cashbox_id: ids.box,
  counterpart_id: ids.rent,
  amount,
  currency: 'UZS',
  ...extra,
});

const count = async (table: string) =>
  Number((await firstRow<{ n: string }>(ctx, sql`select count(*) as n from ${sql.identifier(table)}`)).n);

async function approvedEstimate(costItem: number, amount: string, branch = ids.branch): Promise<number> {
  const made = await post(
    '/api/expenses/estimates',
    { month, branch_id: branch, cost_item_id: costItem, currency: 'UZS', amount },
    admin,
  );
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().data.id as number;
  const approved = await post(`/api/expenses/estimates/${id}/approve`, undefined, admin);
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
}

const usage = async (id: number) => {
  const res = await get(`/api/expenses/estimate-usage?month_from=${month}&month_to=${month}&per_page=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.find((r: { id: number }) => r.id === id);
};

describe('estimates and the limit', () => {
  let rentEstimate = 0;

  it('enters an estimate CREATED, edits it, approves it, and refuses edits and duplicates after', async () => {
    const made = await post(
      '/api/expenses/estimates',
      { month, branch_id: ids.branch, cost_item_id: ids.rent, currency: 'UZS', amount: '1000000' },
      admin,
    );
    expect(made.statusCode, made.body).toBe(201);
    const est = made.json().data;
    expect(est).toMatchObject({ month, status: 'CREATED', amount: '1000000.00', cost_item_name: 'Ijara' });
    const edited = await put(`/api/expenses/estimates/${est.id}`, {
      month,
      branch_id: ids.branch,
      cost_item_id: ids.rent,
      currency: 'UZS',
      amount: '2000000',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.amount).toBe('2000000.00');
    const approved = await post(`/api/expenses/estimates/${est.id}/approve`, undefined, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'APPROVED', approved_by_name: 'Test admin' });
    const late = await put(`/api/expenses/estimates/${est.id}`, {
      month,
      branch_id: ids.branch,
      cost_item_id: ids.rent,
      currency: 'UZS',
      amount: '9000000',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Tasdiqlangan smetani oʻzgartirib boʻlmaydi');
    const twice = await post(
      '/api/expenses/estimates',
      { month, branch_id: ids.branch, cost_item_id: ids.rent, currency: 'UZS', amount: '5' },
      admin,
    );
    expect(twice.statusCode).toBe(409);
    rentEstimate = est.id;
  });

  it('refuses an expense past the estimate with 409 naming the rest (both languages), writing nothing', async () => {
    const ok = await post('/api/cashbox/operations?approve=true', expense('750000'));
    expect(ok.statusCode, ok.body).toBe(201);
    const before = await count('money_operations');
    const over = await post('/api/cashbox/operations?approve=true', expense('1250000.50'));
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().message).toBe('Xarajat smetadan oshadi. Smeta qoldigʻi: 1\u00a0250\u00a0000 soʻm');
    const ru = await post('/api/cashbox/operations?approve=true', expense('1250000.50'), cashier, {
      'accept-language': 'ru',
    });
    expect(ru.json().message).toBe('Расход превышает смету. Остаток сметы: 1\u00a0250\u00a0000 сум');
    // entering it unapproved is refused alike; another branch's or item's expense is not limited
    expect((await post('/api/cashbox/operations', expense('1250000.50'))).statusCode).toBe(409);
    expect(await count('money_operations')).toBe(before);
    const elsewhere = await post(
      '/api/cashbox/operations?approve=true',
      expense('5000000', { cashbox_id: ids.otherBox }),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const noEstimate = await post(
      '/api/cashbox/operations?approve=true',
      expense('5000000', { counterpart_id: ids.fuel }),
    );
    expect(noEstimate.statusCode, noEstimate.body).toBe(201);
    expect(await usage(rentEstimate)).toMatchObject({
      plan: '2000000.00',
      fact: '750000.00',
      rest: '1250000.00',
      percent: '37.5',
    });
  });

  it('refuses approving a CREATED expense that no longer fits, and lets a holder of .exceed past', async () => {
    const pending = await post('/api/cashbox/operations', expense('1000000'));
    expect(pending.statusCode, pending.body).toBe(201);
    const other = await post('/api/cashbox/operations?approve=true', expense('500000'));
    expect(other.statusCode, other.body).toBe(201);
    const refused = await post(`/api/cashbox/operations/${pending.json().data.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('750\u00a0000 soʻm');
    const exceeded = await post(`/api/cashbox/operations/${pending.json().data.id}/approve`, undefined, boss);
    expect(exceeded.statusCode, exceeded.body).toBe(200);
    expect(await usage(rentEstimate)).toMatchObject({
      fact: '2250000.00',
      rest: '-250000.00',
      percent: '112.5',
    });
    const overspent = await get(`/api/expenses/estimate-usage?overspent=true&month_from=${month}`);
    expect(overspent.json().data.map((r: { id: number }) => r.id)).toEqual([rentEstimate]);
    // a refund brings the fact back under the plan
    const refund = await post('/api/cashbox/operations?approve=true', {
      ...expense('300000'),
      type: 'EXPENSE_INPUT',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await usage(rentEstimate)).toMatchObject({ fact: '1950000.00', rest: '50000.00' });
  });

  it('lets exactly as many concurrent expenses pass as the estimate holds', async () => {
    const id = await approvedEstimate(ids.fuel, '1000000', ids.otherBranch);
    const tries = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(
          '/api/cashbox/operations?approve=true',
          expense('300000', { cashbox_id: ids.otherBox, counterpart_id: ids.fuel }),
          cashier,
          { 'idempotency-key': `fuel-${i}` },
        ),
      ),
    );
    const codes = tries.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409]);
    expect(await usage(id)).toMatchObject({ fact: '900000.00', rest: '100000.00' });
  });
});

describe('the expenses screens', () => {
  it('lists expenses by cost item with filters and totals per currency net of refunds', async () => {
    const all = await get('/api/expenses/expenses?per_page=100');
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json().data as {
      type: string;
      cost_item_name: string;
      signed_amount: string;
      source: string;
    }[];
    expect(rows.every((r) => r.source === 'cash')).toBe(true);
    // rent: 750 000 + 5 000 000 (other branch) + 500 000 + 1 000 000 − 300 000; fuel 5 000 000 + 900 000
    expect(all.json().meta.totals).toEqual({ UZS: '12850000.00', USD: '0.00' });
    const rent = await get(
      `/api/expenses/expenses?cost_item_id=${ids.rent}&branch_id=${ids.branch}&per_page=100`,
    );
    expect(rent.json().meta.totals.UZS).toBe('1950000.00');
    expect(rent.json().data.find((r: { type: string }) => r.type === 'EXPENSE_INPUT').signed_amount).toBe(
      '-300000.00',
    );
    const bank = await get('/api/expenses/expenses?source=bank');
    expect(bank.json().data).toEqual([]);
    const past = await get('/api/expenses/expenses?date_to=2000-01-01');
    expect(past.json().meta.totals.UZS).toBe('0.00');
    const paged = await get('/api/expenses/expenses?per_page=2&page=2');
    expect(paged.json().data).toHaveLength(2);
    const cash = await get('/api/expenses/expense-from-cashbox?per_page=100', reader);
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json().meta.totals.UZS).toBe('12850000.00');
  });

  it('exports the filtered expenses to .xlsx with the totals', async () => {
    const res = await get(`/api/expenses/expense-from-cashbox/export?cost_item_id=${ids.rent}`, reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = book.worksheets[0]?.getSheetValues().flat().map(String) ?? [];
    expect(values).toContain('Kassadan xarajatlar');
    expect(values).toContain('Xarajatdan qaytgan kirim');
    expect(values).toContain('6950000');
    expect((await get('/api/expenses/expenses/export', reader)).statusCode).toBe(403);
  });

  it('answers bad filters with 400 naming each, and a missing rule with 403', async () => {
    const bad = await get('/api/expenses/expenses?branch_id=x&source=cheque&date_from=yesterday');
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().errors as string[]).map((e) => e.split(':')[0]);
    expect(fields).toEqual(expect.arrayContaining(['branch_id', 'source', 'date_from']));
    expect((await get('/api/expenses/expenses', reader)).statusCode).toBe(403);
    expect((await get('/api/expenses/estimates', cashier)).statusCode).toBe(403);
    expect((await post('/api/expenses/estimates', { month }, cashier)).statusCode).toBe(403);
  });

  it('refuses a bad estimate naming each field, writing nothing', async () => {
    const before = await count('expense_estimates');
    const res = await post(
      '/api/expenses/estimates',
      { month: '2026-13', branch_id: 'x', currency: 'EUR', amount: '-5' },
      admin,
    );
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as string[]).map((e) => e.split(':')[0]);
    expect(fields).toEqual(
      expect.arrayContaining(['month', 'branch_id', 'cost_item_id', 'currency', 'amount']),
    );
    const unknown = await post(
      '/api/expenses/estimates',
      { month, branch_id: 999999, cost_item_id: 999999, currency: 'UZS', amount: '5' },
      admin,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveLength(2);
    expect(await count('expense_estimates')).toBe(before);
  });
});

describe('provided services', () => {
  const debt = async () =>
    (
      await firstRow<{ debt: string | null }>(
        ctx,
        sql`select (select debt from supplier_balances where supplier_id = ${ids.supplier} and currency = 'UZS') as debt`,
      )
    ).debt;

  it('calculates what is owed (the supplier debt grows), is paid from cash and bank, refunded, and shows the rest', async () => {
    const made = await post('/api/expenses/provided-services', {
      supplier_id: ids.supplier,
      branch_id: ids.branch,
      cost_item_id: ids.fuel,
      description: 'Chiqindi olib ketish',
      amount: '2000000',
      currency: 'UZS',
    });
    expect(made.statusCode, made.body).toBe(201);
    const service = made.json().data;
    expect(service).toMatchObject({
      owed: '2000000.00',
      paid: '0.00',
      rest: '2000000.00',
      status: 'APPROVED',
    });
    expect(await debt()).toBe('200000000');
    const url = `/api/expenses/provided-services/${service.id}/payments`;
    const cash = await post(url, { direction: 'out', source: 'cash', cashbox_id: ids.box, amount: '500000' });
    expect(cash.statusCode, cash.body).toBe(200);
    const bank = await post(url, {
      direction: 'out',
      source: 'bank',
      bank_account_id: ids.bank,
      amount: '700000',
    });
    expect(bank.statusCode, bank.body).toBe(200);
    expect(bank.json().data).toMatchObject({ paid: '1200000.00', rest: '800000.00' });
    expect(await debt()).toBe('80000000');
    const over = await post(url, {
      direction: 'out',
      source: 'cash',
      cashbox_id: ids.box,
      amount: '800000.01',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Toʻlov xizmat qarzidan oshadi. Qoldiq: 800\u00a0000 soʻm');
    const refund = await post(url, {
      direction: 'in',
      source: 'cash',
      cashbox_id: ids.box,
      amount: '200000',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data).toMatchObject({ paid: '1000000.00', rest: '1000000.00' });
    expect(await debt()).toBe('100000000');
    const payments = await get(url);
    expect(payments.json().data.map((p: { type: string }) => p.type)).toEqual([
      'RENDERED_SERVICE_OUTPUT',
      'RENDERED_SERVICE_OUTPUT',
      'RENDERED_SERVICE_INPUT',
    ]);
    // the service is an expense of its cost item (source: service)
    const listed = await get(`/api/expenses/expenses?source=service`);
    expect(listed.json().meta.totals.UZS).toBe('2000000.00');
    // a paid service cannot be cancelled until its payments are
    const paidCancel = await post(`/api/expenses/provided-services/${service.id}/cancel`);
    expect(paidCancel.statusCode).toBe(409);
    const firstPayment = payments.json().data[0].id as number;
    const undone = await post(`/api/expenses/provided-services/payments/${firstPayment}/cancel`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject({ paid: '500000.00', rest: '1500000.00' });
    expect(await debt()).toBe('150000000');
  });

  it('cancels an unpaid service: its calculation reversed, the debt back', async () => {
    const before = await debt();
    const made = await post('/api/expenses/provided-services', {
      supplier_id: ids.supplier,
      branch_id: ids.branch,
      cost_item_id: ids.fuel,
      amount: '100000',
      currency: 'UZS',
    });
    expect(made.statusCode, made.body).toBe(201);
    const canceled = await post(`/api/expenses/provided-services/${made.json().data.id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().data).toMatchObject({ status: 'CANCELED', owed: '0.00' });
    expect(await debt()).toBe(before);
  });

  it('refuses bad input naming fields and writes nothing; 403 without the rule', async () => {
    const before = await count('provided_services');
    const ops = await count('money_operations');
    const res = await post('/api/expenses/provided-services', { amount: '0', currency: 'UZS' });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as string[]).map((e) => e.split(':')[0]);
    expect(fields).toEqual(expect.arrayContaining(['supplier_id', 'branch_id', 'cost_item_id', 'amount']));
    const unknown = await post('/api/expenses/provided-services', {
      supplier_id: 999999,
      branch_id: ids.branch,
      cost_item_id: ids.fuel,
      amount: '5',
      currency: 'UZS',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatch(/^supplier_id/);
    const noBox = await post('/api/expenses/provided-services/1/payments', {
      direction: 'out',
      source: 'cash',
      amount: '5',
    });
    expect(noBox.statusCode).toBe(400);
    expect(noBox.json().errors[0]).toMatch(/^cashbox_id/);
    expect(await count('provided_services')).toBe(before);
    expect(await count('money_operations')).toBe(ops);
    expect((await get('/api/expenses/provided-services', reader)).statusCode).toBe(403);
  });
});
