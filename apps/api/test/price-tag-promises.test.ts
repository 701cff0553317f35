import { tagMoney } from '@savdo/shared/price-tags';
import { nameKey } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businessToday } from '../src/platform/clock/business-today.ts';
import { firstBranch, firstRow, rowId } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

/**
 * Issue 23 item 4, "A price tag never promises less than the contract asks":
 * the printed tag against the contract an order makes of the same product at
 * every rounding step and with today's discount (old price struck through),
 * piece goods in whole quantities only, and a rounding step that would leave
 * the last instalments at zero lowered (or the order refused) with the reason.
 */
let ctx: TestContext;
let token = '';
const ids = { client: 0, phone: 0, wire: 0, charger: 0, button: 0, seven: 0, long: 0 };

const id = async (q: Parameters<typeof rowId>[1]) => Number(await rowId(ctx, q));

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'seller', password: 'Seller#123', isDev: true });
  token = await signIn(ctx, 'seller', 'Seller#123');
  const today = await businessToday(ctx.db);
  const branch = await firstBranch(ctx);
  ids.client = await id(
    sql`insert into clients (full_name, name_key, pinfl, passport, phones, branch_id)
      values ('Karimov Aziz', ${nameKey('Karimov Aziz')}, '12345678901234', 'AA1234567',
        array['998901112233']::text[], ${branch}) returning id`,
  );
  const piece = await id(sql`insert into units (name, short_name) values ('dona', 'dona') returning id`);
  const metre = await id(
    sql`insert into units (name, short_name, fractional) values ('metr', 'm', true) returning id`,
  );
  const category = await id(sql`insert into product_categories (name) values ('Tovarlar') returning id`);
  const product = (name: string, unit: number, uzs: bigint) =>
    id(
      sql`insert into products (name, product_category_id, unit_id, retail_price_uzs)
        values (${name}, ${category}, ${unit}, ${uzs}) returning id`,
    );
  ids.phone = await product('Redmi 13', piece, 99_990_000n);
  ids.wire = await product('Mis sim', metre, 1_500_000n);
  ids.charger = await product('Zaryadlovchi', piece, 12_000_000n);
  ids.button = await product('Tugma', piece, 30n);
  // the phone is 10 % off today: the tag prints 899 910 soʻm and the old 999 900 struck through
  await ctx.db.execute(sql`insert into product_discounts (name, product_id, percent, date_from, date_to)
    values ('Bahor', ${ids.phone}, 10, ${today}, ${today})`);
  const term = (months: number) =>
    id(sql`insert into contract_terms (name, months) values (${`${months} oy`}, ${months}) returning id`);
  ids.seven = await id(
    sql`insert into contract_tariffs (name, contract_term_id, markup, additional_markup, prepayment_percent)
      values ('7 oy', ${await term(7)}, 38, 1.5, 0) returning id`,
  );
  ids.long = await id(
    sql`insert into contract_tariffs (name, contract_term_id, markup, additional_markup, prepayment_percent)
      values ('24 oy', ${await term(24)}, 0, 0, 0) returning id`,
  );
});
afterAll(async () => {
  await ctx?.close();
});

async function setRounding(som: number) {
  const res = await call('PUT', '/api/user/general-settings/contract_rounding', { value: som });
  expect(res.statusCode, res.body).toBe(200);
}

const order = (product: number, quantity: string, tariff: number, prepayment = '0') => ({
  client_id: ids.client,
  currency: 'UZS',
  tariff_id: tariff,
  prepayment,
  items: [{ product_id: product, quantity }],
});

/** A contract made through the order screen's endpoints: its monthly payment and schedule (rows 1 … n). */
async function contractOf(body: object) {
  const made = await call('POST', '/api/contract/orders', body);
  expect(made.statusCode, made.body).toBe(201);
  const approved = await call('POST', `/api/contract/orders/${made.json().data.id}/approve`, {});
  expect(approved.statusCode, approved.body).toBe(200);
  const id = Number(approved.json().data.contract_id);
  const head = await firstRow<{ monthly: string; rounding: string; data: { rounding_asked?: string } }>(
    ctx,
    sql`select c.monthly, c.rounding, e.data from contracts c
      join contract_events e on e.contract_id = c.id and e.event = 'CREATE' where c.id = ${id}`,
  );
  const rows = await ctx.db.execute<{ amount: string }>(
    sql`select amount from contract_schedule where contract_id = ${id} and n > 0 order by n`,
  );
  return { ...head, instalments: rows.rows.map((r) => BigInt(r.amount)) };
}

const originalText = PDFDocument.prototype.text;

/** What the PDF of one product's tag writes: each text drawn, with whether it is struck through. */
async function printedTag(product: number): Promise<{ text: string; strike: boolean }[]> {
  const drawn: { text: string; strike: boolean }[] = [];
  const spy = vi.spyOn(PDFDocument.prototype, 'text').mockImplementation(function (
    this: PDFKit.PDFDocument,
    ...args: unknown[]
  ) {
    // text(value, x, y, options) or text(value, options)
    const options = args.slice(1).find((a): a is { strike?: boolean } => typeof a === 'object' && a !== null);
    drawn.push({ text: String(args[0]), strike: Boolean(options?.strike) });
    return Reflect.apply(originalText, this, args) as PDFKit.PDFDocument;
  });
  const res = await call('GET', `/api/price-tag/print?product_ids=${product}`);
  spy.mockRestore();
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return drawn;
}

/** The amount of a term's line on a printed tag, in tiyin ("7 oy × 179 339,21 soʻm"). */
function monthlyOnTag(drawn: { text: string }[], months: number): bigint {
  const line = drawn.flatMap((d) => d.text.split('\n')).find((l) => l.startsWith(`${months} oy × `));
  const match = line && /× ([\d\u00a0]+)(?:,(\d{2}))?\u00a0soʻm$/.exec(line);
  if (!match) throw new Error(`no ${months}-month line on the tag: ${JSON.stringify(drawn)}`);
  return BigInt((match[1] ?? '').replace(/\u00a0/g, '')) * 100n + BigInt(match[2] ?? '0');
}

describe('a price tag', () => {
  it('promises at every rounding step what the contract for that product asks, its discount included', async () => {
    for (const som of [0, 100, 1000]) {
      await setRounding(som);
      const drawn = await printedTag(ids.phone);
      const contract = await contractOf(order(ids.phone, '1', ids.seven));
      const promised = monthlyOnTag(drawn, 7);
      for (const instalment of contract.instalments) expect(promised >= instalment, `${som}`).toBe(true);
      expect(promised, `${som}`).toBe(BigInt(contract.monthly));
      // "none" leaves tiyin (179 339,21 soʻm): printed, not rounded down to whole soʻm
      if (som === 0) expect(promised % 100n).toBe(21n);
    }
  });

  it('prints the discounted price with the old price struck through', async () => {
    const drawn = await printedTag(ids.phone);
    expect(drawn).toContainEqual({ text: tagMoney(99_990_000n), strike: true });
    expect(drawn).toContainEqual({ text: tagMoney(89_991_000n), strike: false });
    expect(tagMoney(89_991_000n)).toBe('899\u00a0910\u00a0soʻm');
    // a product without a discount: its price, nothing struck
    const plain = await printedTag(ids.charger);
    expect(plain).toContainEqual({ text: tagMoney(12_000_000n), strike: false });
    expect(plain.some((d) => d.strike)).toBe(false);
  });
});

describe('piece goods', () => {
  it('refuse a fractional quantity, naming the line’s quantity; goods sold in parts take one', async () => {
    const before = await firstRow<{ n: string }>(ctx, sql`select count(*)::text as n from client_orders`);
    for (const quantity of ['0.036', '1.5']) {
      const res = await call('POST', '/api/contract/orders', order(ids.phone, quantity, ids.seven));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([
        expect.stringMatching(/^items\.0\.quantity: Bu mahsulot donalab sotiladi/),
      ]);
    }
    expect(await firstRow(ctx, sql`select count(*)::text as n from client_orders`)).toEqual(before);
    const wire = await call('POST', '/api/contract/orders', order(ids.wire, '2.5', ids.seven));
    expect(wire.statusCode, wire.body).toBe(201);
    const whole = await call('POST', '/api/contract/orders', order(ids.phone, '2', ids.seven));
    expect(whole.statusCode, whole.body).toBe(201);
  });
});

describe('a rounding step that would leave the last instalments at zero', () => {
  it('is lowered for that contract, the step asked kept on its event', async () => {
    await setRounding(1000);
    // 100 000 soʻm financed over 24 months: at 1 000 soʻm 5 000 × 20 and four months of nothing
    const contract = await contractOf(order(ids.charger, '1', ids.long, '20000'));
    expect(contract.rounding).toBe('10000');
    expect(contract.data.rounding_asked).toBe('100000');
    expect(contract.monthly).toBe('420000');
    expect(contract.instalments).toHaveLength(24);
    expect(contract.instalments.every((a) => a > 0n)).toBe(true);
    expect(contract.instalments.at(-1)).toBe(340_000n);
    // the tag (no prepayment: 120 000 soʻm, 5 000 a month at 1 000) promises no less than this contract asks
    expect(monthlyOnTag(await printedTag(ids.charger), 24)).toBe(500_000n);
  });

  it('refuses the order when even no rounding leaves every month something to pay', async () => {
    // 0.20 soʻm over 24 months
    const res = await call('POST', '/api/contract/orders', order(ids.button, '1', ids.long, '0.10'));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(
      'Qarz 24 oyga juda kichik: oxirgi oylarga toʻlov qolmaydi. Qisqaroq muddatni tanlang',
    );
  });
});
