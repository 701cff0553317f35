import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashbox, firmAccount, firstBranch, rowId, supplier } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * The money screens' finishing pieces: cash orders printed as expense and
 * receipt orders (rules and the cashier of that side), the .xlsx exports of
 * cash orders, bank statement rows, bank turnover and balances, estimates,
 * estimate usage and services rendered (same filters and scope as the list),
 * the supplier payment screens' alternative rule (rendered-service
 * payments), and the company account picker's distinguishing labels.
 */

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids = { branch: 0, a: 0, b: 0, boxA: 0, boxB: 0, supplier: 0, cost: 0, firm: 0, acc1: 0, acc2: 0 };

const ORDER_RULES = [
  'cashbox_order.show',
  'cashbox_order.add',
  'cashbox_order.approve',
  'cashbox_order_for_me.show',
  'cashbox_order_for_me.approve',
  'cashbox_order_for_me.cancel',
];

const req = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(tokens[who] ?? ''), ...(method === 'POST' ? freshKey() : {}) },
    ...(payload ? { payload } : {}),
  });
const get = (url: string, who = 'admin') => req('GET', url, who);

async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** The list's row count and the export's (header row left out) under the same query. */
async function listAndExport(path: string, query: string, who = 'admin') {
  const list = await get(`${path}?per_page=100&${query}`, who);
  expect(list.statusCode, list.body).toBe(200);
  const file = await get(`${path}/export?${query}`, who);
  expect(file.statusCode, file.body).toBe(200);
  expect(file.headers['content-type']).toContain('spreadsheetml');
  return { list: list.json().data as unknown[], sheet: (await sheetRows(file.rawPayload)).slice(1) };
}

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'admin', password: 'Admin#123', isDev: true });
  tokens.admin = await signIn(ctx, 'admin', 'Admin#123');
  const users: [string, string[]][] = [
    ['kassir_a', [...ORDER_RULES, 'cashbox_order.print']],
    ['kassir_b', [...ORDER_RULES, 'cashbox_order_for_me.print']],
    ['chopsiz', ORDER_RULES],
    ['supplier_only', ['supplier_output.show', 'supplier_input.show', 'cashbox.all']],
    [
      'service_only',
      ['rendered_service_supplier_output.show', 'rendered_service_supplier_input.show', 'cashbox.all'],
    ],
    ['service_scoped', ['rendered_service_supplier_output.show']],
    [
      'both',
      [
        'supplier_output.show',
        'rendered_service_supplier_output.show',
        'supplier_input.show',
        'rendered_service_supplier_input.show',
        'cashbox.all',
      ],
    ],
    ['expense_item_only', ['cashless_bank_operation_for_expense.show']],
  ];
  for (const [name, rules] of users) {
    const user = await createUser(ctx, { username: name, rules });
    if (name === 'kassir_a') ids.a = user.id;
    if (name === 'kassir_b') ids.b = user.id;
    tokens[name] = await signIn(ctx, name, 'Secret#123');
  }
  ids.branch = await firstBranch(ctx);
  const box = (name: string, who: number) => cashbox(ctx, name, ids.branch, who);
  ids.boxA = await box('Chilonzor kassasi', ids.a);
  ids.boxB = await box('Bosh ofis kassasi', ids.b);
  ids.supplier = await supplier(ctx, 'Artel Electronics MChJ');
  ids.cost = await rowId(ctx, sql`insert into cost_items (name) values ('Ijara') returning id`);
  ids.firm = await rowId(
    ctx,
    sql`insert into firms (name, stir) values ('Savdo Demo', '302111222') returning id`,
  );
  const account = (name: string, number: string, currency: string) =>
    firmAccount(ctx, ids.firm, name, number, currency);
  ids.acc1 = await account('Asosiy hisob raqami', '20208000900123456001', 'UZS');
  ids.acc2 = await account('Asosiy hisob raqami', '20208840900123459876', 'USD');
  // cash in box A, and in the admin's box for the supplier and service payments
  for (const body of [
    { type: 'CASHBOX_INPUT', cashbox_id: ids.boxA, amount: '1000000', currency: 'UZS' },
    { type: 'CASHBOX_INPUT', cashbox_id: ids.boxB, amount: '1000000', currency: 'UZS' },
  ]) {
    expect((await req('POST', '/api/cashbox/operations?approve=true', 'admin', body)).statusCode).toBe(201);
  }
});
afterAll(async () => {
  await ctx?.close();
});

describe('cash orders print as expense and receipt orders', () => {
  let orderId = 0;
  it('prints nothing before the order is sent (409), then the expense order for the sending cashier', async () => {
    const created = await req('POST', '/api/cashbox/cash-orders', 'kassir_a', {
      source_cashbox_id: ids.boxA,
      target_cashbox_id: ids.boxB,
      amount: '250000',
      currency: 'UZS',
    });
    expect(created.statusCode, created.body).toBe(201);
    orderId = created.json().data.id;
    const early = await get(`/api/cashbox/cash-orders/${orderId}/print?side=send`, 'kassir_a');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`№${orderId} order hali yuborilmagan: chiqim orderi yoʻq`);
    expect((await req('POST', `/api/cashbox/cash-orders/${orderId}/send`, 'kassir_a')).statusCode).toBe(200);
    const pdf = await get(`/api/cashbox/cash-orders/${orderId}/print?side=send`, 'kassir_a');
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the receipt order does not exist until the receiver approves
    const receipt = await get(`/api/cashbox/cash-orders/${orderId}/print?side=receive`, 'kassir_b');
    expect(receipt.statusCode).toBe(409);
  });

  it("keeps each side to its cashier (403 for the other's), cashbox.all prints both", async () => {
    expect((await req('POST', `/api/cashbox/cash-orders/${orderId}/approve`, 'kassir_b')).statusCode).toBe(
      200,
    );
    expect((await get(`/api/cashbox/cash-orders/${orderId}/print?side=receive`, 'kassir_b')).statusCode).toBe(
      200,
    );
    expect((await get(`/api/cashbox/cash-orders/${orderId}/print?side=send`, 'kassir_b')).statusCode).toBe(
      403,
    );
    expect((await get(`/api/cashbox/cash-orders/${orderId}/print?side=receive`, 'kassir_a')).statusCode).toBe(
      403,
    );
    for (const side of ['send', 'receive']) {
      expect((await get(`/api/cashbox/cash-orders/${orderId}/print?side=${side}`)).statusCode).toBe(200);
    }
  });

  it('needs a .print rule (403 without), a known side (400) and an order (404)', async () => {
    expect((await get(`/api/cashbox/cash-orders/${orderId}/print?side=send`, 'chopsiz')).statusCode).toBe(
      403,
    );
    const bad = await get(`/api/cashbox/cash-orders/${orderId}/print?side=both`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('side');
    expect((await get('/api/cashbox/cash-orders/999999/print?side=send')).statusCode).toBe(404);
  });
});

describe('exports hold what the list holds', () => {
  it('exports all cash orders and those addressed to my cashboxes, each in its own scope', async () => {
    const all = await listAndExport('/api/cashbox/cash-orders', '', 'kassir_a');
    expect(all.sheet).toHaveLength(all.list.length);
    expect(all.sheet[0]?.[0]).toBe((all.list[0] as { id: number }).id);
    const forA = await listAndExport('/api/cashbox/cash-orders/for-me', '', 'kassir_a');
    expect(forA.list).toHaveLength(0);
    expect(forA.sheet).toHaveLength(0);
    const forB = await listAndExport('/api/cashbox/cash-orders/for-me', 'status=APPROVED', 'kassir_b');
    expect(forB.sheet).toHaveLength(1);
    expect((await get('/api/cashbox/cash-orders/export', 'supplier_only')).statusCode).toBe(403);
  });

  it('exports bank statement rows per target under that screen rule, and turnover and balances', async () => {
    await ctx.db.execute(sql`insert into bank_transactions (account_id, currency, doc_date, doc_number, direction,
        amount, counterparty_name, purpose, target, source)
      values (${ids.acc1}, 'UZS', current_date, '17', 'OUT', 5000000, 'Ijarachi MChJ', 'Ijara haqi', 'UNDIRECTED', 'test'),
             (${ids.acc1}, 'UZS', current_date, '18', 'IN', 700000, 'Mijoz', 'Shartnoma', 'UNDIRECTED', 'test')`);
    const all = await listAndExport('/api/money-account-no-cash/operations', 'direction=OUT');
    expect(all.list).toHaveLength(1);
    expect(all.sheet).toHaveLength(1);
    expect(all.sheet[0]).toContain('Ijara haqi');
    // the expense screen's holder exports that screen, not every row
    const mine = await listAndExport(
      '/api/money-account-no-cash/operations',
      'target=EXPENSE',
      'expense_item_only',
    );
    expect(mine.sheet).toHaveLength(0);
    const every = await get('/api/money-account-no-cash/operations/export', 'expense_item_only');
    expect(every.statusCode).toBe(403);
    const range = 'date_from=2020-01-01&date_to=2099-12-31';
    const turnover = await get(`/api/money-account-no-cash/circulation/export?${range}`);
    expect(turnover.statusCode, turnover.body).toBe(200);
    expect((await sheetRows(turnover.rawPayload)).length).toBe(3);
    expect((await get('/api/money-account-no-cash/circulation/export')).statusCode).toBe(400);
    const balances = await get('/api/money-account-no-cash/balances/export');
    expect(balances.statusCode, balances.body).toBe(200);
    expect((await sheetRows(balances.rawPayload)).length).toBe(3);
  });

  it('exports estimates, their usage and services rendered with the list filters', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const estimate = await req('POST', '/api/expenses/estimates', 'admin', {
      month,
      branch_id: ids.branch,
      cost_item_id: ids.cost,
      currency: 'UZS',
      amount: '900000',
    });
    expect(estimate.statusCode, estimate.body).toBe(201);
    const est = await listAndExport('/api/expenses/estimates', 'status=CREATED');
    expect(est.sheet).toHaveLength(1);
    expect(est.sheet[0]?.[4]).toBe(900000);
    expect((await listAndExport('/api/expenses/estimates', 'status=APPROVED')).sheet).toHaveLength(0);
    expect(
      (await req('POST', `/api/expenses/estimates/${estimate.json().data.id}/approve`, 'admin')).statusCode,
    ).toBe(200);
    const usage = await listAndExport('/api/expenses/estimate-usage', '');
    expect(usage.sheet).toHaveLength(usage.list.length);
    expect(usage.sheet[0]?.[4]).toBe(900000);
    const service = await req('POST', '/api/expenses/provided-services', 'admin', {
      supplier_id: ids.supplier,
      branch_id: ids.branch,
      cost_item_id: ids.cost,
      amount: '400000',
      currency: 'UZS',
    });
    expect(service.statusCode, service.body).toBe(201);
    const services = await listAndExport('/api/expenses/provided-services', `supplier_id=${ids.supplier}`);
    expect(services.sheet).toHaveLength(1);
    expect((await get('/api/expenses/provided-services/export', 'kassir_a')).statusCode).toBe(403);
  });
});

describe('the supplier payment screens list rendered-service payments for their holders', () => {
  beforeAll(async () => {
    const serviceId = (await get(`/api/expenses/provided-services?supplier_id=${ids.supplier}`)).json()
      .data[0].id;
    const pay = (direction: 'out' | 'in', amount: string) =>
      req('POST', `/api/expenses/provided-services/${serviceId}/payments`, 'admin', {
        direction,
        source: 'cash',
        cashbox_id: ids.boxB,
        amount,
      });
    expect((await pay('out', '300000')).statusCode).toBe(200);
    expect((await pay('in', '50000')).statusCode).toBe(200);
    for (const type of ['SUPPLIER_OUTPUT', 'SUPPLIER_INPUT']) {
      const res = await req('POST', '/api/cashbox/operations?approve=true', 'admin', {
        type,
        cashbox_id: ids.boxB,
        amount: '10000',
        currency: 'UZS',
        counterpart_id: ids.supplier,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  const typesOf = async (query: string, who: string) => {
    const res = await get(`/api/cashbox/operations?${query}`, who);
    return {
      status: res.statusCode,
      types: res.statusCode === 200 ? res.json().data.map((r: { type: string }) => r.type) : [],
    };
  };

  it('supplier_output.show alone: supplier payments, not rendered-service ones', async () => {
    expect(await typesOf('type=SUPPLIER_OUTPUT', 'supplier_only')).toEqual({
      status: 200,
      types: ['SUPPLIER_OUTPUT'],
    });
    expect((await typesOf('type=RENDERED_SERVICE_OUTPUT', 'supplier_only')).status).toBe(403);
    expect((await typesOf('types=SUPPLIER_OUTPUT,RENDERED_SERVICE_OUTPUT', 'supplier_only')).status).toBe(
      403,
    );
  });

  it('rendered_service_supplier_output.show alone: rendered-service payments (and refunds), not supplier ones', async () => {
    expect(await typesOf('type=RENDERED_SERVICE_OUTPUT', 'service_only')).toEqual({
      status: 200,
      types: ['RENDERED_SERVICE_OUTPUT'],
    });
    expect(await typesOf('type=RENDERED_SERVICE_INPUT', 'service_only')).toEqual({
      status: 200,
      types: ['RENDERED_SERVICE_INPUT'],
    });
    expect((await typesOf('type=SUPPLIER_OUTPUT', 'service_only')).status).toBe(403);
  });

  it('both: both kinds in one list, filtered by counterpart, and exported alike', async () => {
    const out = await typesOf('types=SUPPLIER_OUTPUT,RENDERED_SERVICE_OUTPUT', 'both');
    expect(out.status).toBe(200);
    expect([...out.types].sort()).toEqual(['RENDERED_SERVICE_OUTPUT', 'SUPPLIER_OUTPUT']);
    const refunds = await typesOf(
      `types=SUPPLIER_INPUT,RENDERED_SERVICE_INPUT&counterpart_id=${ids.supplier}`,
      'both',
    );
    expect([...refunds.types].sort()).toEqual(['RENDERED_SERVICE_INPUT', 'SUPPLIER_INPUT']);
    const file = await get(
      '/api/cashbox/operations/export?types=SUPPLIER_OUTPUT,RENDERED_SERVICE_OUTPUT',
      'both',
    );
    expect(file.statusCode).toBe(200);
    expect((await sheetRows(file.rawPayload)).length).toBe(3);
    expect((await get('/api/cashbox/operations?types=SUPPLIER_OUTPUT,NOPE', 'both')).statusCode).toBe(400);
  });

  it('keeps a holder to their own cashboxes like the other types', async () => {
    // responsible for no cashbox and without cashbox.all: nothing of box B
    const res = await get('/api/cashbox/operations?type=RENDERED_SERVICE_OUTPUT', 'service_scoped');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });
});

describe('company account pickers', () => {
  it('tell same-named accounts apart by firm, last four digits and currency', async () => {
    const res = await get('/api/money-account-no-cash/firm-account-numbers/options');
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().data.map((o: { name: string }) => o.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Asosiy hisob raqami · Savdo Demo · …6001 · UZS',
        'Asosiy hisob raqami · Savdo Demo · …9876 · USD',
      ]),
    );
  });
});
