import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeContract, fixtureClient, goodsIn } from './fixtures/sales.ts';
import { firstRow, rowId, warehouse } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * A printed document is known by its name and number (issue 22 item 10):
 * the PDF's Title metadata (what the viewer shows instead of the blob's
 * UUID) and its file name are "Shartnoma TSH-12", in the reader's language.
 */
let ctx: TestContext;
let token: string;
let contract: { id: number; number: number; items: number[] };
let store: number;

/**
 * The Title of a PDF's Info dictionary, decoded: pdfkit writes it as an
 * object of its own (`/Title 14 0 R`), a literal string, UTF-16BE when not ASCII.
 */
function pdfTitle(pdf: Buffer): string | null {
  const text = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(text)?.[1];
  const start = ref === undefined ? -1 : text.indexOf(`\n${ref} 0 obj\n(`);
  if (start < 0) return null;
  let raw = '';
  for (let i = start + `\n${ref} 0 obj\n(`.length; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') {
      const next = text[++i] ?? '';
      raw += ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[next] ?? next;
    } else if (c === ')') break;
    else raw += c;
  }
  const bytes = Buffer.from(raw, 'latin1');
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return raw;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const user = await createUser(ctx, {
    username: 'chop',
    password: 'Chop#1234',
    rules: [
      'contract.show',
      'contract.print',
      'invoice_output.show',
      'invoice_output.add',
      'invoice_output.print',
    ],
  });
  token = await signIn(ctx, 'chop', 'Chop#1234');
  const branch = (
    await firstRow<{ branch_id: number }>(ctx, sql`select branch_id from users where id = ${user.id}`)
  ).branch_id;
  await ctx.db.execute(sql`update branches set prefix = 'TSH' where id = ${branch}`);
  const unit = await rowId(
    ctx,
    sql`insert into units (name, short_name) values ('dona', 'dona') returning id`,
  );
  const category = await rowId(
    ctx,
    sql`insert into product_categories (name) values ('Televizorlar') returning id`,
  );
  const tv = await rowId(
    ctx,
    sql`insert into products (name, product_category_id, unit_id) values ('Artel TV', ${category}, ${unit})
      returning id`,
  );
  store = await warehouse(ctx, 'Asosiy ombor', branch);
  await goodsIn(ctx.db, {
    productId: tv,
    warehouseId: store,
    quantity: 2,
    unitCost: 200_000_000n,
    userId: user.id,
  });
  const client = await fixtureClient(ctx.db, branch);
  contract = await activeContract(ctx.db, {
    branchId: branch,
    clientId: client,
    items: [{ productId: tv, quantity: 1, price: 400_000_000n }],
  });
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, lang: 'uz' | 'ru' = 'uz') =>
  ctx.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });

describe('a printed PDF', () => {
  it('is titled with the contract’s name and number, in either language, never a UUID', async () => {
    const uz = await get(`/api/contract/contracts/${contract.id}/print`);
    expect(uz.statusCode, uz.body).toBe(200);
    expect(pdfTitle(uz.rawPayload)).toBe(`Shartnoma TSH-${contract.number}`);
    expect(uz.headers['content-disposition']).toBe(
      `inline; filename="Shartnoma TSH-${contract.number}.pdf"; filename*=UTF-8''Shartnoma%20TSH-${contract.number}.pdf`,
    );
    const ru = await get(`/api/contract/contracts/${contract.id}/print`, 'ru');
    expect(pdfTitle(ru.rawPayload)).toBe(`Договор TSH-${contract.number}`);
    expect(ru.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Договор TSH-${contract.number}.pdf`)}`,
    );
  });

  it('is titled with the output invoice’s name and number', async () => {
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/output-product/invoices',
      headers: { ...bearer(token), ...freshKey() },
      payload: {
        sale_kind: 'CONTRACT',
        sale_id: contract.id,
        warehouse_id: store,
        handover: 'TAKE_AWAY',
        lines: [{ item_id: contract.items[0], quantity: '1' }],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const invoice = made.json().data as { id: number; number: number };
    const pdf = await get(`/api/output-product/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfTitle(pdf.rawPayload)).toBe(`Chiqim yuk xati TSH-${invoice.number}`);
    expect(pdfTitle(pdf.rawPayload)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });
});
