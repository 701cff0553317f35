import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { activeContract, fixtureClient, paidCashTrade } from './fixtures/sales.ts';
import { cashbox, firstBranch, products, rowId } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

/**
 * Installation through the HTTP API: sold lines marked for installation wait
 * for a master; a master and a date assigned (once per line), the job
 * examined, installed (the master's rate frozen as the earning) or refused
 * with a reason; steps out of order, stale versions and bad input refused;
 * the master paid through the cashbox (never beyond what is owed, once per
 * Idempotency-Key), a payment cancelled; the reconciliation act and its
 * PDF / .xlsx; rights; the ledgers hold.
 */

let ctx: TestContext;
let admin: string;
let worker: string;
let reader: string;
const ids = {
  branch: 0,
  box: 0,
  user: 0,
  master: 0,
  other: 0,
  contract: 0,
  line: 0,
  second: 0,
  tradeLine: 0,
};

const RULES = [
  'designation_installation.show',
  'designation_installation.add',
  'designation_installation.edit',
  'install_product.show',
  'install_product.add',
  'install_product.edit',
  'master_cash_output.show',
  'master_cash_output.add',
  'master_cash_output.edit',
  'master_calculation.show',
];

const base = '/api/installation-of-products';
const send = (method: 'POST' | 'PUT', url: string, payload: object, token = worker, headers = {}) =>
  ctx.app.inject({ method, url, headers: { ...bearer(token), ...headers }, payload });
const get = (url: string, token = worker) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const today = () => new Date().toISOString().slice(0, 10);

const assign = (line: number, source = 'CONTRACT', master = ids.master) =>
  send('POST', `${base}/specifying-install`, {
    source,
    line_id: line,
    master_id: master,
    install_date: today(),
  });
const balance = async () => (await get(`${base}/master-balances/${ids.master}`)).json().data;

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'admin', password: 'Admin#123', isDev: true });
  admin = await signIn(ctx, 'admin', 'Admin#123');
  ids.user = (await createUser(ctx, { username: 'ustaxona', rules: RULES })).id;
  await createUser(ctx, { username: 'oquvchi', rules: ['install_product.show'] });
  worker = await signIn(ctx, 'ustaxona', 'Secret#123');
  reader = await signIn(ctx, 'oquvchi', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  ids.box = await cashbox(ctx, 'Kassa', ids.branch, ids.user);
  const master = (name: string, rate: bigint) =>
    rowId(
      ctx,
      sql`insert into installation_masters (name, phone, branch_id, rate)
        values (${name}, '998901112233', ${ids.branch}, ${rate}) returning id`,
    );
  ids.master = await master('Usta Botir', 15_000_000n);
  ids.other = await master('Usta Jasur', 10_000_000n);
  const { ac, tv } = await products(ctx, { ac: 'Artel konditsioner 12', tv: 'Samsung TV 55' });
  const client = await fixtureClient(ctx.db, ids.branch);
  const contract = await activeContract(ctx.db, {
    branchId: ids.branch,
    clientId: client,
    items: [
      { productId: ac, quantity: 1, price: 500_000_000n, needsInstallation: true },
      { productId: ac, quantity: 1, price: 500_000_000n, needsInstallation: true },
      { productId: tv, quantity: 1, price: 300_000_000n },
    ],
  });
  ids.contract = contract.id;
  [ids.line, ids.second] = contract.items as [number, number];
  const trade = await paidCashTrade(ctx.db, {
    branchId: ids.branch,
    clientId: client,
    items: [{ productId: ac, quantity: 1, price: 400_000_000n, needsInstallation: true }],
  });
  ids.tradeLine = trade.items[0] ?? 0;
  const fund = await send(
    'POST',
    '/api/cashbox/operations?approve=true',
    { type: 'CASHBOX_INPUT', cashbox_id: ids.box, amount: '1000000', currency: 'UZS' },
    admin,
  );
  expect(fund.statusCode, fund.body).toBe(201);
});
afterAll(async () => {
  await ctx?.close();
});

describe('specifying-install', () => {
  it('lists the sold lines waiting for a master with client, product and address, not the others', async () => {
    const res = await get(`${base}/specifying-install?status=INSTALLATION`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as {
      source: string;
      line_id: number;
      product_name: string;
      address: string;
    }[];
    expect(rows.map((r) => `${r.source}:${r.line_id}`).sort()).toEqual(
      [`CONTRACT:${ids.line}`, `CONTRACT:${ids.second}`, `CASH_TRADE:${ids.tradeLine}`].sort(),
    );
    expect(rows[0]?.product_name).toBe('Artel konditsioner 12');
    expect(rows[0]?.address).toContain('Navoiy koʻchasi 12');
  });

  it('assigns a master and a date once; the line leaves the waiting list', async () => {
    const res = await assign(ids.line);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'ASSIGNED', master_name: 'Usta Botir', version: 1 });
    expect((await assign(ids.line)).statusCode).toBe(409);
    const waiting = (await get(`${base}/specifying-install?status=INSTALLATION`)).json().data;
    const keys = waiting.map((r: { source: string; line_id: number }) => `${r.source}:${r.line_id}`);
    expect(keys).toHaveLength(2);
    expect(keys).not.toContain(`CONTRACT:${ids.line}`);
  });

  it('refuses a line not marked for installation, an unknown master and bad input (400 naming the field)', async () => {
    const tvLine = Number(
      (
        await ctx.db.execute<{ id: string }>(
          sql`select id from contract_items where contract_id = ${ids.contract} and not needs_installation`,
        )
      ).rows[0]?.id,
    );
    const notMarked = await assign(tvLine);
    expect(notMarked.statusCode).toBe(400);
    expect(notMarked.json().errors.join(' ')).not.toBe('');
    expect((await assign(ids.second, 'CONTRACT', 999_999)).statusCode).toBe(400);
    const bad = await send('POST', `${base}/specifying-install`, {
      source: 'X',
      line_id: 'a',
      install_date: '32.13.2026',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.length).toBeGreaterThanOrEqual(3);
    expect(
      (await ctx.db.execute(sql`select 1 from installations where line_id = ${tvLine}`)).rows,
    ).toHaveLength(0);
  });
});

describe('install-products', () => {
  let job = 0;
  it('examines, then installs: the earning is the master’s rate; a stale version and a second install are 409', async () => {
    job = (await get(`${base}/install-products?status=ASSIGNED`)).json().data[0].id;
    const examined = await send('POST', `${base}/install-products/${job}/examine`, { version: 1 });
    expect(examined.json().data).toMatchObject({ status: 'EXAMINE', version: 2 });
    expect((await send('POST', `${base}/install-products/${job}/install`, { version: 1 })).statusCode).toBe(
      409,
    );
    const future = await send('POST', `${base}/install-products/${job}/install`, {
      version: 2,
      date: '2099-01-01',
    });
    expect(future.statusCode).toBe(400);
    const done = await send('POST', `${base}/install-products/${job}/install`, { version: 2 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'INSTALLED',
      earning: '150000.00',
      installed_on: today(),
    });
    expect(
      (await send('POST', `${base}/install-products/${job}/refuse`, { version: 3, reason: 'x' })).statusCode,
    ).toBe(409);
  });

  it('records a refusal with its reason (required), and nothing is earned', async () => {
    const other = (await assign(ids.tradeLine, 'CASH_TRADE')).json().data;
    const noReason = await send('POST', `${base}/install-products/${other.id}/refuse`, {
      version: 1,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const res = await send('POST', `${base}/install-products/${other.id}/refuse`, {
      version: 1,
      reason: 'Mijoz oʻzi oʻrnatadi',
    });
    expect(res.json().data).toMatchObject({
      status: 'REFUSED',
      reason: 'Mijoz oʻzi oʻrnatadi',
      earning: '0.00',
    });
    expect(await balance()).toMatchObject({ earned: '150000.00', paid: '0.00', balance: '150000.00' });
  });

  it('reassigns a job not done to another master; a reader cannot act; unknown jobs are 404', async () => {
    const job2 = (await assign(ids.second)).json().data;
    const moved = await send('PUT', `${base}/specifying-install/${job2.id}`, {
      master_id: ids.other,
      install_date: today(),
      version: 1,
    });
    expect(moved.json().data).toMatchObject({ master_name: 'Usta Jasur', version: 2 });
    expect(
      (await send('POST', `${base}/install-products/${job2.id}/examine`, { version: 2 }, reader)).statusCode,
    ).toBe(403);
    expect((await send('POST', `${base}/install-products/999999/examine`, { version: 1 })).statusCode).toBe(
      404,
    );
    expect((await get(`${base}/install-products?status=NOPE`)).statusCode).toBe(400);
  });
});

describe('master-cash-output and reconciliation-act', () => {
  const pay = (amount: string, key: string) =>
    send(
      'POST',
      `${base}/master-cash-output`,
      { master_id: ids.master, cashbox_id: ids.box, amount },
      worker,
      { 'idempotency-key': key },
    );

  it('pays a master through the cashbox once per key, never beyond what is owed', async () => {
    expect((await pay('150000.01', 'k0')).statusCode).toBe(409);
    const first = await pay('100000', 'k1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ type: 'MASTER_OUTPUT', status: 'APPROVED' });
    expect((await pay('100000', 'k1')).statusCode).toBe(201);
    expect(await balance()).toMatchObject({ paid: '100000.00', balance: '50000.00' });
    expect((await pay('60000', 'k2')).statusCode).toBe(409);
    const list = (await get(`${base}/master-cash-output?master_id=${ids.master}`)).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ amount: '100000.00', master_name: 'Usta Botir' });
  });

  it('cancels a payment: the master is owed it again', async () => {
    const second = (await pay('50000', 'k3')).json().data;
    expect(await balance()).toMatchObject({ balance: '0.00' });
    const res = await send('POST', `${base}/master-cash-output/${second.id}/cancel`, {
      reason: 'Xato summa',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance()).toMatchObject({ paid: '100000.00', balance: '50000.00' });
  });

  it('shows the act: opening, the job and the payments with running balance, closing; PDF and .xlsx', async () => {
    const q = `master_id=${ids.master}&date_from=${today()}&date_to=${today()}`;
    const act = (await get(`${base}/reconciliation-act?${q}`)).json().data;
    expect(act).toMatchObject({
      opening: '0.00',
      debit: '200000.00',
      credit: '150000.00',
      closing: '50000.00',
    });
    expect(act.entries.map((e: { kind: string }) => e.kind)).toEqual([
      'INSTALLATION_JOB',
      'MASTER_PAYMENT',
      'MASTER_PAYMENT',
      'PAYMENT_REVERSAL',
    ]);
    const pdf = await get(`${base}/reconciliation-act/pdf?${q}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const xlsx = await get(`${base}/reconciliation-act/xlsx?${q}`);
    expect(xlsx.statusCode).toBe(200);
    const later = (
      await get(`${base}/reconciliation-act?master_id=${ids.master}&date_from=2099-01-01&date_to=2099-01-31`)
    ).json().data;
    expect(later).toMatchObject({ opening: '50000.00', closing: '50000.00', entries: [] });
    expect(
      (
        await get(
          `${base}/reconciliation-act?master_id=${ids.master}&date_from=2026-02-01&date_to=2026-01-01`,
        )
      ).statusCode,
    ).toBe(400);
    expect((await get(`${base}/reconciliation-act?${q}`, reader)).statusCode).toBe(403);
  });

  it('keeps the ledgers whole', async () => {
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});

describe('a product installed by a master', () => {
  it('sends the lines of its later sales to the waiting list by itself, not those of other products', async () => {
    const product = (name: string, installed: boolean) =>
      rowId(
        ctx,
        sql`insert into products (name, product_category_id, unit_id, needs_installation)
          select ${name}, product_category_id, unit_id, ${installed} from products order by id limit 1
          returning id`,
      );
    const split = await product('Midea split 09', true);
    const fridge = await product('Artel muzlatgich', false);
    const contract = await activeContract(ctx.db, {
      branchId: ids.branch,
      clientId: await fixtureClient(ctx.db, ids.branch),
      items: [
        { productId: split, quantity: 1, price: 450_000_000n },
        { productId: fridge, quantity: 1, price: 350_000_000n },
      ],
    });
    const res = await get(`${base}/specifying-install?status=INSTALLATION&per_page=100`);
    expect(res.statusCode, res.body).toBe(200);
    const waiting = (res.json().data as { line_id: number; source: string }[])
      .filter((r) => r.source === 'CONTRACT')
      .map((r) => r.line_id);
    expect(waiting).toContain(contract.items[0]);
    expect(waiting).not.toContain(contract.items[1]);
  });
});
