import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { firmAccount, firstBranch, firstRow, rowId, supplier } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: string;
let accountant: string;
let stranger: string;
let viewer: string;
const OURS = '20208000900123456001';
const OTHER = '20208000900123456777';
const ids = { ours: 0, other: 0, usd: 0, supplier: 0, cost: 0, income: 0, box: 0, branch: 0 };

const fixture = (name: string) =>
  readFileSync(new URL(`../src/areas/cash/cashless/fixtures/${name}`, import.meta.url)).toString('base64');

const ACCOUNTANT_RULES = [
  'cashless_bank_operation_all.show',
  'cashless_bank_operation_undirected.show',
  'cashless_bank_operation_undirected.add',
  'cashless_bank_operation_undirected.edit',
  'cashless_bank_operation_for_input.show',
  'cashless_bank_operation_for_input.add',
  'cashless_bank_operation_for_input.edit',
  'cashless_bank_operation_to_cashbox.add',
  'cashless_bank_operation_wrong_transaction.add',
  'cashless_bank_operation_turnover.show',
  'cashless_bank_operation_balance.show',
];

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'admin', password: 'Admin#123', isDev: true });
  admin = await signIn(ctx, 'admin', 'Admin#123');
  await createUser(ctx, { username: 'buxgalter', rules: ACCOUNTANT_RULES });
  accountant = await signIn(ctx, 'buxgalter', 'Secret#123');
  await createUser(ctx, { username: 'begona', rules: ['cashbox.show'] });
  stranger = await signIn(ctx, 'begona', 'Secret#123');
  await createUser(ctx, { username: 'koruvchi', rules: ['cashless_bank_operation_undirected.show'] });
  viewer = await signIn(ctx, 'koruvchi', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  const firm = await rowId(
    ctx,
    sql`insert into firms (name, stir) values ('«Savdo Demo» MChJ', '302111222') returning id`,
  );
  const account = (name: string, number: string, currency: string) =>
    firmAccount(ctx, firm, name, number, currency);
  ids.ours = await account('Asosiy', OURS, 'UZS');
  ids.other = await account('Ikkinchi', OTHER, 'UZS');
  ids.usd = await account('Valyuta', '20208840900123456001', 'USD');
  ids.supplier = await supplier(ctx, 'Artel Electronics MChJ');
  await ctx.db.execute(sql`insert into supplier_unique_numbers (name, supplier_id, code)
    values ('Artel kodi', ${ids.supplier}, 'SUP-1001')`);
  ids.cost = await rowId(ctx, sql`insert into cost_items (name) values ('Ijara toʻlovi') returning id`);
  await ctx.db.execute(sql`insert into bank_expense_conditions (name, keyword, cost_item_id)
    values ('Ijara', 'ijara', ${ids.cost})`);
  ids.income = await rowId(
    ctx,
    sql`insert into bank_input_types (name) values ('Shartnoma toʻlovi') returning id`,
  );
  await ctx.db.execute(sql`insert into bank_input_type_conditions (name, bank_input_type_id, keyword)
    values ('Shartnoma', ${ids.income}, 'shartnoma')`);
  const user = await rowId(ctx, sql`select id from users where username = 'admin'`);
  ids.box = await rowId(
    ctx,
    sql`insert into cashboxes (name, branch_id, responsible_id) values ('Asosiy kassa', ${ids.branch}, ${user}) returning id`,
  );
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, payload: object, token = accountant) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...freshKey() }, payload });
const get = (url: string, token = accountant) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const importFile = (name: string, account = ids.ours, token = accountant) =>
  post(
    '/api/money-account-no-cash/statements',
    { firm_account_number_id: account, file_name: name, content: fixture(name) },
    token,
  );

const rows = async (query = '') => {
  const res = await get(`/api/money-account-no-cash/operations?per_page=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: number;
    doc_number: string;
    target: string;
    target_id: number | null;
    classified_by: string | null;
  }[];
};
const rowOf = async (number: string) => {
  const found = (await rows()).find((r) => r.doc_number === number);
  if (!found) throw new Error(`no row ${number}`);
  return found;
};
const balance = async (kind: string, ref: number, currency = 'UZS') =>
  (
    await firstRow<{ balance: string | null }>(
      ctx,
      sql`select (select sum(b.balance) from money_accounts a join money_balances b on b.account_id = a.id
        where a.kind = ${kind} and a.ref_id = ${ref} and a.currency = ${currency}) as balance`,
    )
  ).balance ?? '0';

describe('statement import', () => {
  it('imports a 1C windows-1251 statement, booking rows by rule; a re-import adds nothing', async () => {
    const first = await importFile('statement-1c-cp1251.txt');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toEqual({ total: 4, added: 4, present: 0, classified: 2 });
    expect(await rowOf('145')).toMatchObject({
      target: 'INCOME',
      target_id: ids.income,
      classified_by: 'RULE',
    });
    // Cyrillic «ижара» matches the Latin keyword «ijara»
    expect(await rowOf('88')).toMatchObject({
      target: 'EXPENSE',
      target_id: ids.cost,
      classified_by: 'RULE',
    });
    expect(await rowOf('146')).toMatchObject({ target: 'UNDIRECTED', classified_by: null });
    // 12 500 000 in − 4 200 000 out, in tiyin
    expect(await balance('bank_account', ids.ours)).toBe('830000000');

    const again = await importFile('statement-1c-cp1251.txt');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toEqual({ total: 4, added: 0, present: 4, classified: 0 });
    expect((await rows()).length).toBe(4);
    expect(await balance('bank_account', ids.ours)).toBe('830000000');
  });

  it('imports an .xlsx statement: supplier code, income keyword, own account as internal transfer', async () => {
    const res = await importFile('statement-debit-credit.xlsx');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({ total: 5, added: 5, present: 0, classified: 3 });
    expect(await rowOf('301')).toMatchObject({ target: 'SUPPLIER', target_id: ids.supplier });
    expect(await rowOf('303')).toMatchObject({ target: 'INTERNAL', target_id: ids.other });
    expect(await rowOf('304')).toMatchObject({ target: 'UNDIRECTED' });
    // the supplier was paid 3 500 000: its journal account is debited and its debt ledger lowered
    expect(await balance('supplier', ids.supplier)).toBe('350000000');
    const ledger = await firstRow<{ sum: string }>(
      ctx,
      sql`select coalesce(sum(amount), 0)::text as sum from supplier_ledger where supplier_id = ${ids.supplier}`,
    );
    expect(ledger.sum).toBe('-350000000');
    expect(await balance('bank_transit', 0)).toBe('200000000');
    const again = await importFile('statement-debit-credit.xlsx');
    expect(again.json().data).toMatchObject({ added: 0, present: 5 });
  });

  it('refuses a statement of another account, naming both numbers; writes nothing', async () => {
    const count = async () =>
      Number((await firstRow<{ n: string }>(ctx, sql`select count(*) as n from bank_transactions`)).n);
    const before = await count();
    const FOREIGN = '20208000700700700701';
    // another company's real 1C statement: its header, its account section and its documents name its own account
    const text = new TextDecoder('windows-1251').decode(
      readFileSync(new URL('../src/areas/cash/cashless/fixtures/statement-1c-cp1251.txt', import.meta.url)),
    );
    const theirs = Buffer.from(text.replaceAll(OURS, FOREIGN)).toString('base64');
    const send = (content: string, lang: string, account = ids.ours) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/money-account-no-cash/statements',
        headers: { ...bearer(accountant), ...freshKey(), 'accept-language': lang },
        payload: { firm_account_number_id: account, file_name: 'theirs.txt', content },
      });
    const uz = await send(theirs, 'uz');
    expect(uz.statusCode, uz.body).toBe(400);
    expect(uz.json().message).toBe(
      `Fayl ${FOREIGN} hisob raqamining koʻchirmasi, tanlangan hisob raqami esa ${OURS}: koʻchirma faqat oʻz hisobiga yuklanadi`,
    );
    const ru = await send(theirs, 'ru');
    expect(ru.statusCode).toBe(400);
    expect(ru.json().message).toBe(
      `Файл — выписка по счёту ${FOREIGN}, а выбран счёт ${OURS}: выписка загружается только в свой счёт`,
    );
    // our own statement chosen for our other account: refused the same way
    const mine = await send(fixture('statement-1c-cp1251.txt'), 'uz', ids.other);
    expect(mine.statusCode).toBe(400);
    expect(mine.json().message).toContain(`Fayl ${OURS} hisob raqamining`);
    expect(mine.json().message).toContain(`tanlangan hisob raqami esa ${OTHER}`);
    // an .xlsx whose title names another account
    const book = new ExcelJS.Workbook();
    const bytes = readFileSync(
      new URL('../src/areas/cash/cashless/fixtures/statement-debit-credit.xlsx', import.meta.url),
    );
    await book.xlsx.load(new Uint8Array(bytes) as unknown as ArrayBuffer);
    const title = book.worksheets[0]?.getCell('A1');
    if (!title) throw new Error('no title cell');
    title.value = String(title.value).replace(OURS, '2020 8000 7007 0070 0701');
    const xlsx = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const sheet = await send(xlsx, 'ru');
    expect(sheet.statusCode, sheet.body).toBe(400);
    expect(sheet.json().message).toContain(`по счёту ${FOREIGN}, а выбран счёт ${OURS}`);
    expect(await count()).toBe(before);
  });

  it('lists one target per screen, newest first, filtered by direction and account', async () => {
    const income = await rows('&target=INCOME');
    expect(income.map((r) => r.doc_number).sort()).toEqual(['145', '302']);
    const out = await rows('&direction=OUT&target=UNDIRECTED');
    expect(out.map((r) => r.doc_number).sort()).toEqual(['304', '305', '89']);
    expect(await rows(`&account_id=${ids.other}`)).toEqual([]);
  });
});

describe('an own account in another currency', () => {
  it('is no internal transfer by rule: the row stays undirected', async () => {
    const text = [
      '1CClientBankExchange',
      'СекцияДокумент=Платежное поручение',
      'Номер=U1',
      'Дата=03.11.2026',
      'Сумма=100.00',
      'ПлательщикСчет=20208840900123456001',
      `ПолучательСчет=${OURS}`,
      'НазначениеПлатежа=Konvertatsiya',
      'КонецДокумента',
    ].join('\n');
    const res = await post('/api/money-account-no-cash/statements', {
      firm_account_number_id: ids.usd,
      file_name: 'usd.txt',
      content: Buffer.from(text).toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({ total: 1, added: 1, present: 0, classified: 0 });
    expect(await rowOf('U1')).toMatchObject({ target: 'UNDIRECTED', currency: 'USD', direction: 'OUT' });
  });
});

describe('booking by hand', () => {
  it('books an undirected row, then re-books it: the first posting is reversed', async () => {
    const row = await rowOf('146');
    const before = BigInt(await balance('bank_account', ids.ours));
    const booked = await post(`/api/money-account-no-cash/operations/${row.id}/classify`, {
      target: 'INCOME',
      target_id: ids.income,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data).toMatchObject({ target: 'INCOME', classified_by: 'HAND' });
    expect(BigInt(await balance('bank_account', ids.ours))).toBe(before + 600000000n);
    const firstOp = booked.json().data.operation_id as number;

    const same = await post(`/api/money-account-no-cash/operations/${row.id}/classify`, {
      target: 'INCOME',
      target_id: ids.income,
    });
    expect(same.statusCode).toBe(409);

    const wrong = await post(`/api/money-account-no-cash/operations/${row.id}/classify`, { target: 'WRONG' });
    expect(wrong.statusCode, wrong.body).toBe(200);
    const status = await firstRow<{ status: string; reversed: string }>(
      ctx,
      sql`select status, (select count(*) from money_operations r where r.reversal_of = o.id)::text as reversed
        from money_operations o where o.id = ${firstOp}`,
    );
    expect(status).toEqual({ status: 'CANCELED', reversed: '1' });
    // the bank still holds the money; it is now held as incorrectly received
    expect(BigInt(await balance('bank_account', ids.ours))).toBe(before + 600000000n);
    expect(await balance('suspense', 0)).toBe('-600000000');
    expect(await balance('income_type', ids.income)).toBe(String(-(1250000000n + 95000050n)));
    const balances = await get('/api/money-account-no-cash/balances');
    expect(balances.json().meta).toMatchObject({ suspense_UZS: '6000000.00' });
  });

  it('sends an outgoing row to a cashbox: the cash arrives in the cashbox', async () => {
    const row = await rowOf('89');
    const res = await post(`/api/money-account-no-cash/operations/${row.id}/classify`, {
      target: 'CASHBOX',
      target_id: ids.box,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance('cashbox', ids.box)).toBe('12000000');
  });

  it('refuses bad input with 400 naming each field, writing nothing', async () => {
    const count = async () =>
      Number((await firstRow<{ n: string }>(ctx, sql`select count(*) as n from bank_transactions`)).n);
    const before = await count();
    const empty = await post('/api/money-account-no-cash/statements', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.join('\n')).toMatch(/firm_account_number_id[\s\S]*file_name[\s\S]*content/);
    const unknown = await post('/api/money-account-no-cash/statements', {
      firm_account_number_id: 999999,
      file_name: 'a.txt',
      content: fixture('statement-1c-cp1251.txt'),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatch(/^firm_account_number_id: /);
    const junk = await post('/api/money-account-no-cash/statements', {
      firm_account_number_id: ids.ours,
      file_name: 'a.txt',
      content: Buffer.from('hello').toString('base64'),
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().errors[0]).toMatch(/^content: /);
    const badLine = Buffer.from(
      `1CClientBankExchange\nСекцияДокумент=Платежное поручение\nНомер=1\nДата=01.11.2026\nСумма=x\nПолучательСчет=${OURS}\nКонецДокумента\n`,
    ).toString('base64');
    const bad = await post('/api/money-account-no-cash/statements', {
      firm_account_number_id: ids.ours,
      file_name: 'a.txt',
      content: badLine,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(['content: 2-qator oʻqilmadi (amount)']);
    const row = await rowOf('305');
    const noTarget = await post(`/api/money-account-no-cash/operations/${row.id}/classify`, {
      target: 'CASHBOX',
    });
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().errors[0]).toMatch(/^target_id: /);
    const missing = await post(`/api/money-account-no-cash/operations/${row.id}/classify`, {
      target: 'CASHBOX',
      target_id: 999999,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatch(/^target_id: /);
    expect(await count()).toBe(before);
    expect((await rowOf('305')).target).toBe('UNDIRECTED');
  });

  it('refuses without the rules: 403', async () => {
    expect((await importFile('statement-1c-cp1251.txt', ids.ours, stranger)).statusCode).toBe(403);
    expect((await get('/api/money-account-no-cash/operations', stranger)).statusCode).toBe(403);
    // one screen's rule reads that screen only
    expect((await get('/api/money-account-no-cash/operations?target=UNDIRECTED', viewer)).statusCode).toBe(
      200,
    );
    expect((await get('/api/money-account-no-cash/operations', viewer)).statusCode).toBe(403);
    expect((await get('/api/money-account-no-cash/operations?target=SUPPLIER', viewer)).statusCode).toBe(403);
    // booking to a supplier needs the supplier screen's `.add`, which the accountant lacks
    const row = await rowOf('305');
    const res = await post(`/api/money-account-no-cash/operations/${row.id}/classify`, {
      target: 'SUPPLIER',
      target_id: ids.supplier,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('turnover and balances', () => {
  it('answers opening, in, out and closing per account for a period', async () => {
    const res = await get('/api/money-account-no-cash/circulation?date_from=2026-11-01&date_to=2026-11-02');
    expect(res.statusCode, res.body).toBe(200);
    const ours = res.json().data.find((r: { account_id: number }) => r.account_id === ids.ours);
    // in: 12 500 000 + 6 000 000 (146) + 950 000,50 (302); out: 4 200 000 + 120 000 + 3 500 000 + 2 000 000
    expect(ours).toMatchObject({
      opening: '0.00',
      income: '19450000.50',
      expense: '9820000.00',
      closing: '9630000.50',
    });
    const balances = await get('/api/money-account-no-cash/balances');
    const now = balances.json().data.find((r: { account_id: number }) => r.account_id === ids.ours);
    expect(now.balance).toBe('9630000.50');
    expect((await get('/api/money-account-no-cash/circulation')).statusCode).toBe(400);
  });
});

describe('a statement of 5,000 rows', () => {
  it('is added in batches, and again adds nothing', async () => {
    const docs: string[] = ['1CClientBankExchange', 'ВерсияФормата=1.03', 'Кодировка=Windows'];
    for (let i = 0; i < 5000; i++) {
      const day = String(1 + (i % 20)).padStart(2, '0');
      const out = i % 2 === 0;
      docs.push(
        'СекцияДокумент=Платежное поручение',
        `Номер=${10000 + i}`,
        `Дата=${day}.10.2026`,
        `Сумма=${(1000 + i).toFixed(2)}`,
        `ПлательщикСчет=${out ? OTHER : `2020800010000${String(i).padStart(7, '0')}`}`,
        `ПолучательСчет=${out ? `2020800020000${String(i).padStart(7, '0')}` : OTHER}`,
        `НазначениеПлатежа=${i % 10 === 0 ? (out ? 'Ijara toʻlovi' : 'Shartnoma boʻyicha') : `Toʻlov ${i}`}`,
        'КонецДокумента',
      );
    }
    const content = Buffer.from(docs.join('\r\n')).toString('base64');
    const payload = { firm_account_number_id: ids.other, file_name: 'big.txt', content };
    const started = performance.now();
    const first = await post('/api/money-account-no-cash/statements', payload);
    const firstMs = performance.now() - started;
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toEqual({ total: 5000, added: 5000, present: 0, classified: 500 });
    const again = performance.now();
    const second = await post('/api/money-account-no-cash/statements', payload);
    const secondMs = performance.now() - again;
    expect(second.json().data).toMatchObject({ added: 0, present: 5000 });
    // every balance row still equals the sum of its postings, every operation balanced
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    console.log(
      `statement import, 5,000 rows (500 booked by rule): ${firstMs.toFixed(0)} ms; re-import: ${secondMs.toFixed(0)} ms`,
    );
  }, 120_000);
});

describe('admin', () => {
  it('reads every screen', async () => {
    for (const url of [
      '/api/money-account-no-cash/operations?target=SUPPLIER',
      '/api/money-account-no-cash/accounts',
      '/api/money-account-no-cash/targets?target=SUPPLIER&search=artel',
    ]) {
      const res = await get(url, admin);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    const options = await get('/api/money-account-no-cash/targets?target=SUPPLIER&search=artel', admin);
    expect(options.json().data).toEqual([{ id: ids.supplier, name: 'Artel Electronics MChJ' }]);
  });
});
