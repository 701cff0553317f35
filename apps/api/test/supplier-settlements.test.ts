import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dollarRate, firstBranch, firstRow, products, rowId, supplier, warehouse } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: string;
const ids = { tv: 0, a: 0, b: 0, supplier: 0, office: 0, north: 0 };

const one = <T extends Record<string, unknown>>(q: SQL) => firstRow<T>(ctx, q);

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'admin', password: 'Admin#123', isDev: true });
  admin = await signIn(ctx, 'admin', 'Admin#123');
  ids.office = await firstBranch(ctx);
  ids.north = await rowId(ctx, sql`insert into branches (name) values ('Shimoliy filial') returning id`);
  Object.assign(ids, await products(ctx, { tv: 'Samsung UE43 televizori' }));
  ids.a = await warehouse(ctx, 'Markaziy ombor', ids.office);
  ids.b = await warehouse(ctx, 'Shimoliy ombor', ids.north);
  ids.supplier = await supplier(ctx, 'Artel Electronics MChJ');
  await dollarRate(ctx, '2026-01-01');
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Creates a document and takes it through the given steps, each answering 200. */
async function document(path: string, body: object, steps: string[], token = admin) {
  const created = await call('POST', `/api/warehouse/${path}`, body, token);
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as number;
  let last = created;
  for (const step of steps) {
    last = await call('POST', `/api/warehouse/${path}/${id}/${step}`, undefined, token);
    if (last.statusCode !== 200) return last;
  }
  return last;
}

const invoice = (date: string, quantity: string, price: string) => ({
  warehouse_id: ids.a,
  supplier_id: ids.supplier,
  currency: 'UZS',
  doc_date: date,
  lines: [{ product_id: ids.tv, quantity, price }],
});

const act = (from: string, to: string, currency = 'UZS') =>
  `/api/supplier-calculations/reconciliation-act?supplier_id=${ids.supplier}&currency=${currency}&date_from=${from}&date_to=${to}`;

const debt = async () =>
  (
    await one<{ debt: string }>(
      sql`select coalesce((select debt from supplier_balances where supplier_id = ${ids.supplier} and currency = 'UZS'), 0)::text as debt`,
    )
  ).debt;

const bonuses = '/api/supplier-calculations/bonus-from-the-supplier';

describe('supplier reconciliation act', () => {
  it('is exact after invoices, returns and bonuses: opening, each entry with its running balance, closing', async () => {
    expect(
      (await document('input-product-invoices', invoice('2026-10-20', '1', '500000.00'), ['send', 'approve']))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await document('input-product-invoices', invoice('2026-11-05', '3', '1000000.00'), [
          'send',
          'approve',
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (await document('return-product-invoices', invoice('2026-11-10', '1', '1000000.00'), ['approve']))
        .statusCode,
    ).toBe(200);
    const bonus = await call('POST', bonuses, {
      supplier_id: ids.supplier,
      currency: 'UZS',
      amount: '200000.00',
      bonus_date: '2026-11-15',
      note: 'Yillik aylanma uchun',
    });
    expect(bonus.statusCode, bonus.body).toBe(200);
    expect((await call('POST', `${bonuses}/${bonus.json().data.id}/approve`)).statusCode).toBe(200);

    const res = await call('GET', act('2026-11-01', '2026-11-30'));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      supplier_name: 'Artel Electronics MChJ',
      opening: '500000.00',
      debit: '3000000.00',
      credit: '1200000.00',
      closing: '2300000.00',
    });
    expect(
      data.entries.map((e: Record<string, string>) => [e.date, e.kind, e.debit, e.credit, e.balance]),
    ).toEqual([
      ['2026-11-05', 'SUPPLIER_INPUT', '3000000.00', '0.00', '3500000.00'],
      ['2026-11-10', 'SUPPLIER_RETURN', '0.00', '1000000.00', '2500000.00'],
      ['2026-11-15', 'BONUS', '0.00', '200000.00', '2300000.00'],
    ]);
    expect(await debt()).toBe('230000000');
    // the next period opens where this one closed; a dollar act of the same supplier is empty
    expect((await call('GET', act('2026-12-01', '2026-12-31'))).json().data.opening).toBe('2300000.00');
    expect((await call('GET', act('2026-11-01', '2026-11-30', 'USD'))).json().data).toMatchObject({
      opening: '0.00',
      closing: '0.00',
      entries: [],
    });
  });

  it('prints as a PDF and exports as .xlsx; bad periods are 400', async () => {
    const pdf = await call('GET', act('2026-11-01', '2026-11-30').replace('act?', 'act/pdf?'));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const xlsx = await call('GET', act('2026-11-01', '2026-11-30').replace('act?', 'act/xlsx?'));
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await call('GET', act('2026-11-30', '2026-11-01'))).statusCode).toBe(400);
    expect((await call('GET', act('2026-11-01', '2026-11-30').replace('act?', 'act/doc?'))).statusCode).toBe(
      400,
    );
  });
});

describe('supplier limits', () => {
  it('are listed beside the debt, edited (audited), and refuse an invoice past them without the right', async () => {
    const edited = await call('PUT', `/api/supplier-calculations/limits/${ids.supplier}`, {
      limit_uzs: '2500000.00',
      limit_usd: '0',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      limit_uzs: '2500000.00',
      debt_uzs: '2300000.00',
      room_uzs: '200000.00',
      room_usd: null,
    });
    const audited = await one<{ before: { limit_uzs: string }; after: { limit_uzs: string } }>(
      sql`select before, after from audit_log where resource = 'supplier' and record_id = ${ids.supplier}
        order by id desc limit 1`,
    );
    expect(audited).toMatchObject({ before: { limit_uzs: '0.00' }, after: { limit_uzs: '2500000.00' } });
    const list = await call('GET', '/api/supplier-calculations/limits?search=artel');
    expect(list.json().data).toEqual([expect.objectContaining({ id: ids.supplier, room_uzs: '200000.00' })]);
    expect(list.json().meta.total).toBe(1);
    expect(
      (
        await call('PUT', `/api/supplier-calculations/limits/${ids.supplier}`, {
          limit_uzs: '-1',
          limit_usd: '0',
        })
      ).statusCode,
    ).toBe(400);

    const rules = [
      'supplier_invoice_input.show',
      'supplier_invoice_input.add',
      'supplier_invoice_input.approve',
    ];
    await createUser(ctx, { username: 'storekeeper', password: 'Store#123', rules });
    const keeper = await signIn(ctx, 'storekeeper', 'Store#123');
    const refused = await document(
      'input-product-invoices',
      invoice('2026-11-20', '1', '300000.00'),
      ['send', 'approve'],
      keeper,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Taʼminotchi limiti oshib ketadi: limit 2500000.00, qarz 2600000.00 boʻladi',
    );
    expect(await debt()).toBe('230000000');
    const within = await document(
      'input-product-invoices',
      invoice('2026-11-20', '1', '200000.00'),
      ['send', 'approve'],
      keeper,
    );
    expect(within.statusCode).toBe(200);
    expect(await debt()).toBe('250000000');
  });
});

describe('supplier bonuses', () => {
  it('reduce the debt when approved, restore it when cancelled; a second approval is 409', async () => {
    const created = await call('POST', bonuses, {
      supplier_id: ids.supplier,
      currency: 'UZS',
      amount: '150000.50',
      bonus_date: '2026-11-25',
    });
    const bonus = created.json().data;
    expect(bonus).toMatchObject({
      status: 'CREATED',
      amount: '150000.50',
      supplier_name: 'Artel Electronics MChJ',
    });
    const edited = await call('PUT', `${bonuses}/${bonus.id}`, {
      supplier_id: ids.supplier,
      currency: 'UZS',
      amount: '150000.00',
      bonus_date: '2026-11-25',
      version: bonus.version,
    });
    expect(edited.json().data).toMatchObject({ amount: '150000.00', version: 2 });
    expect((await call('POST', `${bonuses}/${bonus.id}/approve`, { version: 1 })).statusCode).toBe(409);
    expect((await call('POST', `${bonuses}/${bonus.id}/approve`)).statusCode).toBe(200);
    expect(await debt()).toBe('235000000');
    const again = await call('POST', `${bonuses}/${bonus.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('APPROVED');
    expect(
      (
        await call('PUT', `${bonuses}/${bonus.id}`, {
          supplier_id: ids.supplier,
          amount: '1.00',
          bonus_date: '2026-11-25',
        })
      ).statusCode,
    ).toBe(409);
    expect((await call('POST', `${bonuses}/${bonus.id}/cancel-approved`)).statusCode).toBe(200);
    expect(await debt()).toBe('250000000');
    expect((await call('POST', `${bonuses}/${bonus.id}/cancel-approved`)).statusCode).toBe(409);

    const entries = (await call('GET', act('2026-11-25', '2026-11-25'))).json().data.entries;
    expect(entries.map((e: Record<string, string>) => [e.kind, e.number, e.debit, e.credit])).toEqual([
      ['BONUS', String(bonus.id), '0.00', '150000.00'],
      ['BONUS_REVERSAL', String(bonus.id), '150000.00', '0.00'],
    ]);
    const ledger = await one<{ sum: string }>(
      sql`select sum(amount)::text as sum from supplier_ledger where supplier_id = ${ids.supplier} and currency = 'UZS'`,
    );
    expect(ledger.sum).toBe(await debt());

    const list = await call(
      'GET',
      `${bonuses}?supplier_id=${ids.supplier}&status=CANCELED&date_from=2026-11-01&date_to=2026-11-30`,
    );
    expect(list.json().data.map((b: { id: number }) => b.id)).toEqual([bonus.id]);
    expect(
      (await call('POST', bonuses, { supplier_id: ids.supplier, amount: '0', bonus_date: '2026-11-25' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', bonuses, { supplier_id: 999999, amount: '5.00', bonus_date: '2026-11-25' }))
        .statusCode,
    ).toBe(400);

    // A closed period's act does not change: its bonuses are not approved (nor created) any more.
    const early = (
      await call('POST', bonuses, { supplier_id: ids.supplier, amount: '7.00', bonus_date: '2026-11-02' })
    ).json().data;
    const close = (until: string) =>
      ctx.db.execute(
        sql`update general_settings set value = ${JSON.stringify(until)} where alias = 'stock_closed_until'`,
      );
    await close('2026-11-03');
    const closed = await call('POST', `${bonuses}/${early.id}/approve`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain('03');
    expect(
      (await call('POST', bonuses, { supplier_id: ids.supplier, amount: '7.00', bonus_date: '2026-11-01' }))
        .statusCode,
    ).toBe(409);
    await close('');
    expect(await debt()).toBe('250000000');
  });
});

describe('branch reconciliation act', () => {
  it('settles moves between branches at the cost they left with: sent, received, in transit, returned', async () => {
    const move = (from: number, to: number, date: string, quantity: string) => ({
      warehouse_id: from,
      to_warehouse_id: to,
      currency: 'UZS',
      doc_date: date,
      lines: [{ product_id: ids.tv, quantity }],
    });
    // before the period: one unit to the north, received
    expect(
      (await document('move-invoices', move(ids.a, ids.b, '2026-11-21', '1'), ['send', 'receive']))
        .statusCode,
    ).toBe(200);
    // within it: two more received, one refused (back at the source), and one sent back still on its way
    expect(
      (await document('move-invoices', move(ids.a, ids.b, '2026-12-02', '2'), ['send', 'receive']))
        .statusCode,
    ).toBe(200);
    expect(
      (await document('move-invoices', move(ids.a, ids.b, '2026-12-03', '1'), ['send', 'refuse'])).statusCode,
    ).toBe(200);
    expect(
      (await document('move-invoices', move(ids.b, ids.a, '2026-12-04', '1'), ['send'])).statusCode,
    ).toBe(200);

    const sent = async (date: string) =>
      BigInt(
        (
          await one<{ cost: string }>(sql`select (-sum(m.cost_uzs))::text as cost from stock_movements m
            join stock_documents d on d.id = m.document_id where m.type = 'MOVE_OUTPUT' and d.doc_date = ${date}`)
        ).cost,
      );
    const money = (minor: bigint) => `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;
    const [before, two, back] = [
      await sent('2026-11-21'),
      await sent('2026-12-02'),
      await sent('2026-12-04'),
    ];

    const url = `/api/supplier-calculations/branch-reconciliation-act?branch_id=${ids.office}&other_branch_id=${ids.north}&date_from=2026-12-01&date_to=2026-12-31`;
    const res = await call('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      branch_name: expect.any(String),
      other_branch_name: 'Shimoliy filial',
      currency: 'UZS',
      opening: money(before),
      debit: money(two),
      credit: money(back),
      closing: money(before + two - back),
    });
    expect(data.entries.map((e: Record<string, string>) => [e.date, e.status, e.debit, e.credit])).toEqual([
      ['2026-12-02', 'APPROVED', money(two), '0.00'],
      ['2026-12-03', 'REJECTED', '0.00', '0.00'],
      ['2026-12-04', 'WAY', '0.00', money(back)],
    ]);
    // the other side sees the same moves mirrored, and "all others" equals the only other branch
    const mirrored = (
      await call(
        'GET',
        url.replace(`branch_id=${ids.office}&other_branch_id=${ids.north}`, `branch_id=${ids.north}`),
      )
    ).json().data;
    expect(mirrored).toMatchObject({
      other_branch_name: null,
      opening: `-${money(before)}`,
      closing: `-${money(before + two - back)}`,
    });
    const pdf = await call('GET', url.replace('act?', 'act/pdf?'));
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(
      (await call('GET', url.replace(`other_branch_id=${ids.north}`, `other_branch_id=${ids.office}`)))
        .statusCode,
    ).toBe(400);
  });
});

describe('document numbers in the acts', () => {
  it("name each document with its own branch's prefix", async () => {
    await ctx.db.execute(sql`update branches set prefix = 'TSH' where id = ${ids.office}`);
    const numbers = async (kind: string, date: string) =>
      (
        await ctx.db.execute<{ number: string }>(
          sql`select number::text from stock_documents where kind = ${kind} and doc_date = ${date} order by id`,
        )
      ).rows.map((r) => r.number);
    const supplierAct = (await call('GET', act('2026-11-01', '2026-11-30'))).json().data;
    const [input] = await numbers('SUPPLIER_INPUT', '2026-11-05');
    const [returned] = await numbers('SUPPLIER_RETURN', '2026-11-10');
    const documents: string[] = supplierAct.entries
      .filter((e: { kind: string }) => e.kind.startsWith('SUPPLIER_'))
      .map((e: { number: string }) => e.number);
    expect(documents).toEqual(expect.arrayContaining([`TSH-${input}`, `TSH-${returned}`]));
    for (const number of documents) expect(number).toMatch(/^TSH-\d+$/);
    const pdf = await call('GET', act('2026-11-01', '2026-11-30').replace('act?', 'act/pdf?'));
    expect(pdf.statusCode).toBe(200);

    const branchAct = (
      await call(
        'GET',
        `/api/supplier-calculations/branch-reconciliation-act?branch_id=${ids.office}&other_branch_id=${ids.north}&date_from=2026-12-01&date_to=2026-12-31`,
      )
    ).json().data;
    const sent = await numbers('MOVE', '2026-12-02');
    const back = await numbers('MOVE', '2026-12-04');
    const north = await one<{ prefix: string }>(sql`select prefix from branches where id = ${ids.north}`);
    expect(branchAct.entries.map((e: { number: string }) => e.number)).toEqual([
      `TSH-${sent[0]}`,
      expect.stringMatching(/^TSH-\d+$/),
      `${north.prefix}-${back[0]}`,
    ]);
  });
});

describe('rights', () => {
  it('answer 403 without the rules of each screen', async () => {
    await createUser(ctx, {
      username: 'nobody',
      password: 'Nobody#123',
      rules: ['supplier_current_debt.show'],
    });
    const nobody = await signIn(ctx, 'nobody', 'Nobody#123');
    const denied = [
      ['GET', act('2026-11-01', '2026-11-30')],
      ['GET', act('2026-11-01', '2026-11-30').replace('act?', 'act/pdf?')],
      [
        'GET',
        `/api/supplier-calculations/branch-reconciliation-act?branch_id=${ids.office}&date_from=2026-12-01&date_to=2026-12-31`,
      ],
      ['GET', '/api/supplier-calculations/limits'],
      ['PUT', `/api/supplier-calculations/limits/${ids.supplier}`],
      ['GET', bonuses],
      ['POST', bonuses],
      ['POST', `${bonuses}/1/approve`],
    ] as const;
    for (const [method, url] of denied) {
      expect((await call(method, url, method === 'GET' ? undefined : {}, nobody)).statusCode, url).toBe(403);
    }
    await createUser(ctx, {
      username: 'bonuser',
      password: 'Bonus#123',
      rules: ['supplier_bonuses.show', 'supplier_bonuses.add', 'supplier_limits.show'],
    });
    const bonuser = await signIn(ctx, 'bonuser', 'Bonus#123');
    const made = await call(
      'POST',
      bonuses,
      { supplier_id: ids.supplier, amount: '5.00', bonus_date: '2026-11-26' },
      bonuser,
    );
    expect(made.statusCode).toBe(200);
    expect((await call('POST', `${bonuses}/${made.json().data.id}/approve`, {}, bonuser)).statusCode).toBe(
      403,
    );
    expect(
      (
        await call(
          'PUT',
          `/api/supplier-calculations/limits/${ids.supplier}`,
          { limit_uzs: '0', limit_usd: '0' },
          bonuser,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/supplier-calculations/limits', undefined, bonuser)).statusCode).toBe(200);
  });
});
