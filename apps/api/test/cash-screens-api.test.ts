import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstBranch, firstRow, rowId, supplier } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * The cash desk's counterpart screens (supplier, bank, expense, staff,
 * investor operations), their counterpart filter, the printed cash orders
 * and the .xlsx export of the operation lists.
 */
let ctx: TestContext;
let admin: string;
let cashier: string;
let noPrint: string;
let receipts: string;
/** all_receipt.show without cashbox.all, responsible for no cashbox. */
let otherCashier: string;
const ids = { branch: 0, box: 0, cashier: 0, supplier: 0, otherSupplier: 0, account: 0, investor: 0 };

const CASHIER_RULES = [
  'my_cashbox.show',
  'other_cashbox_input.add',
  'other_cashbox_input.approve',
  'supplier_output.show',
  'supplier_output.add',
  'supplier_output.approve',
  'supplier_output.print',
  'bank_output.show',
  'bank_output.add',
  'bank_output.approve',
  'investor_input.show',
  'investor_input.add',
  'investor_input.approve',
  'investor_output.add',
  'investor_output.approve',
];

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'admin', password: 'Admin#123', isDev: true });
  admin = await signIn(ctx, 'admin', 'Admin#123');
  ids.cashier = (await createUser(ctx, { username: 'kassir', rules: CASHIER_RULES })).id;
  cashier = await signIn(ctx, 'kassir', 'Secret#123');
  await createUser(ctx, { username: 'chopsiz', rules: ['supplier_output.show', 'cashbox.all'] });
  noPrint = await signIn(ctx, 'chopsiz', 'Secret#123');
  await createUser(ctx, { username: 'orderlar', rules: ['all_receipt.show', 'cashbox.all'] });
  receipts = await signIn(ctx, 'orderlar', 'Secret#123');
  await createUser(ctx, { username: 'boshqa', rules: ['all_receipt.show'] });
  otherCashier = await signIn(ctx, 'boshqa', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  ids.box = await rowId(
    ctx,
    sql`insert into cashboxes (name, branch_id, responsible_id) values ('Asosiy kassa', ${ids.branch}, ${ids.cashier}) returning id`,
  );
  ids.supplier = await supplier(ctx, 'Artel Electronics MChJ');
  ids.otherSupplier = await supplier(ctx, 'Samsung Savdo MChJ');
  const firm = await rowId(
    ctx,
    sql`insert into firms (name, stir) values ('Savdo MChJ', '301234567') returning id`,
  );
  ids.account = await rowId(
    ctx,
    sql`insert into firm_account_numbers (name, firm_id, account, mfo, currency)
      values ('Asosiy hisob', ${firm}, '20208000900100001001', '00440', 'UZS') returning id`,
  );
  ids.investor = await rowId(ctx, sql`insert into investors (name) values ('Karimov Aziz') returning id`);
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, payload: object, token = cashier) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...freshKey() }, payload });
const get = (url: string, token = cashier, lang = 'uz') =>
  ctx.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });

const enter = async (payload: object, token = cashier) => {
  const res = await post('/api/cashbox/operations?approve=true', { cashbox_id: ids.box, ...payload }, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; counterpart_name: string | null; status: string };
};

const balance = async (kind: string, ref: number, currency = 'UZS') => {
  const row = await firstRow<{ balance: string | null }>(
    ctx,
    sql`select (select sum(b.balance) from money_accounts a join money_balances b on b.account_id = a.id
      where a.kind = ${kind} and a.ref_id = ${ref} and a.currency = ${currency}) as balance`,
  );
  return BigInt(row.balance ?? 0);
};

describe('counterpart operations', () => {
  it('pays suppliers, lists them by supplier, and names the supplier in the row', async () => {
    await enter({ type: 'CASHBOX_INPUT', amount: '50000000', currency: 'UZS' });
    const paid = await enter({
      type: 'SUPPLIER_OUTPUT',
      amount: '1200000',
      currency: 'UZS',
      counterpart_id: ids.supplier,
      comment: 'Yanvar yetkazmasi uchun',
    });
    expect(paid.counterpart_name).toBe('Artel Electronics MChJ');
    await enter({
      type: 'SUPPLIER_OUTPUT',
      amount: '300000',
      currency: 'UZS',
      counterpart_id: ids.otherSupplier,
    });
    const mine = await get(`/api/cashbox/operations?type=SUPPLIER_OUTPUT&counterpart_id=${ids.supplier}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().meta.total).toBe(1);
    expect(mine.json().data[0].id).toBe(paid.id);
    const all = await get('/api/cashbox/operations?type=SUPPLIER_OUTPUT');
    expect(all.json().meta.total).toBe(2);
    // the counterpart filter without a kind (no type) names the missing field
    const bad = await get(`/api/cashbox/operations?counterpart_id=${ids.supplier}`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.stringMatching(/^counterpart_kind: /)]);
    const byKind = await get(
      `/api/cashbox/operations?counterpart_kind=supplier&counterpart_id=${ids.otherSupplier}`,
      admin,
    );
    expect(byKind.json().meta.total).toBe(1);
  });

  it('refuses a bank account of another currency, posts one of the same', async () => {
    const wrong = await post('/api/cashbox/operations', {
      type: 'BANK_OUTPUT',
      cashbox_id: ids.box,
      amount: '100',
      currency: 'USD',
      counterpart_id: ids.account,
    });
    expect(wrong.statusCode).toBe(400);
    const deposit = await enter({
      type: 'BANK_OUTPUT',
      amount: '2000000',
      currency: 'UZS',
      counterpart_id: ids.account,
    });
    expect(deposit.counterpart_name).toBe('Asosiy hisob');
    expect(await balance('bank_account', ids.account)).toBe(200000000n);
  });

  it('takes money from an investor and returns part: both sides balance, the investor account keeps the rest', async () => {
    const before = await balance('cashbox', ids.box);
    const input = await enter({
      type: 'INVESTOR_INPUT',
      amount: '10000000',
      currency: 'UZS',
      counterpart_id: ids.investor,
    });
    expect(input.counterpart_name).toBe('Karimov Aziz');
    await enter({
      type: 'INVESTOR_OUTPUT',
      amount: '4000000',
      currency: 'UZS',
      counterpart_id: ids.investor,
    });
    expect(await balance('cashbox', ids.box)).toBe(before + 600000000n);
    expect(await balance('investor', ids.investor)).toBe(-600000000n);
    const sums = await ctx.db.execute<{
      op: string;
      s: string;
    }>(sql`select p.operation_id as op, sum(p.amount) as s
      from money_postings p join money_operations o on o.id = p.operation_id
      where o.type like 'INVESTOR_%' group by p.operation_id`);
    expect(sums.rows.length).toBe(2);
    expect(sums.rows.every((r) => BigInt(r.s) === 0n)).toBe(true);
    // an investor operation needs its own rule
    const refused = await post(
      '/api/cashbox/operations',
      {
        type: 'INVESTOR_INPUT',
        cashbox_id: ids.box,
        amount: '1',
        currency: 'UZS',
        counterpart_id: ids.investor,
      },
      noPrint,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('cash orders', () => {
  it('prints a supplier payment as a PDF in both languages for a holder of supplier_output.print', async () => {
    const list = await get(`/api/cashbox/operations?type=SUPPLIER_OUTPUT&counterpart_id=${ids.supplier}`);
    const id = list.json().data[0].id as number;
    for (const lang of ['uz', 'ru']) {
      const res = await get(`/api/cashbox/operations/${id}/print`, cashier, lang);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('refuses printing without .print (403) and answers 404 for a missing id', async () => {
    const list = await get('/api/cashbox/operations?type=SUPPLIER_OUTPUT', noPrint);
    expect(list.statusCode).toBe(200);
    const id = list.json().data[0].id as number;
    expect((await get(`/api/cashbox/operations/${id}/print`, noPrint)).statusCode).toBe(403);
    expect((await get('/api/cashbox/operations/999999999/print')).statusCode).toBe(404);
    expect((await get('/api/cashbox/operations/abc/print')).statusCode).toBe(400);
  });

  it('lets all_receipt.show list and print approved operations of every type, and nothing else', async () => {
    const approved = await get('/api/cashbox/operations?status=APPROVED', receipts);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().meta.total).toBeGreaterThanOrEqual(6);
    expect((await get('/api/cashbox/operations', receipts)).statusCode).toBe(403);
    // without cashbox.all: only the cashboxes one is responsible for (none), and none of theirs to print
    const none = await get('/api/cashbox/operations?status=APPROVED', otherCashier);
    expect(none.json().meta.total).toBe(0);
    const theirs = approved.json().data[0].id as number;
    expect((await get(`/api/cashbox/operations/${theirs}/print`, otherCashier)).statusCode).toBe(403);
    const id = approved.json().data[0].id as number;
    const pdf = await get(`/api/cashbox/operations/${id}/print`, receipts);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('prints an exchange with both orders', async () => {
    await enter({ type: 'CASHBOX_INPUT', amount: '500', currency: 'USD' });
    const res = await post(
      '/api/cashbox/currency-exchanges?approve=true',
      {
        cashbox_id: ids.box,
        from_currency: 'USD',
        amount: '100',
        rate: '12750',
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    const pdf = await get(`/api/cashbox/operations/${res.json().data.id}/print`, admin, 'ru');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});

describe('export', () => {
  const rowsOf = async (body: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    return sheet.actualRowCount - 1;
  };

  it('exports the list with the same filters and scope: as many rows as the list counts', async () => {
    for (const [query, token] of [
      ['type=SUPPLIER_OUTPUT', cashier],
      [`type=SUPPLIER_OUTPUT&counterpart_id=${ids.supplier}`, cashier],
      ['', admin],
      ['status=APPROVED', receipts],
    ] as const) {
      const list = await get(`/api/cashbox/operations?${query}`, token);
      expect(list.statusCode, list.body).toBe(200);
      const file = await get(`/api/cashbox/operations/export?${query}`, token);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toContain('spreadsheetml');
      expect(await rowsOf(file.rawPayload)).toBe(list.json().meta.total);
    }
    expect((await get('/api/cashbox/operations/export', cashier)).statusCode).toBe(403);
    expect((await get('/api/cashbox/operations/export?type=NOPE', cashier)).statusCode).toBe(400);
  });
});
