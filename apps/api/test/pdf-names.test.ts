import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRow } from './fixtures/stock.ts';
import { bearer, createTestContext, signIn, type TestContext } from './helpers.ts';

/**
 * The rest of the printed papers are named as they are titled (issue 22 item 10): an HR order, a payroll
 * statement, a warning letter and a sheet of price tags download under their own name in the reader's
 * language, not "hr-order-12.pdf" or "price-tags.pdf". Read on the demo, which holds one of each.
 */
let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  admin = await signIn(ctx, 'admin', 'Admin@123');
}, 600_000);
afterAll(async () => {
  await ctx?.close();
});

/** The UTF-8 file name a download carries (RFC 6266 `filename*`). */
async function fileName(url: string, lang: 'uz' | 'ru'): Promise<string> {
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(admin), 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  const disposition = String(res.headers['content-disposition']);
  const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1];
  return decodeURIComponent(encoded ?? '');
}

describe('printed papers named by their titles', () => {
  it('an HR order by its kind and number', async () => {
    const order = await firstRow<{ id: number }>(
      ctx,
      sql`select id from employee_orders where kind = 'HIRE' order by id limit 1`,
    );
    expect(await fileName(`/api/salary/orders/${order.id}/pdf`, 'uz')).toBe(
      `Ishga qabul qilish toʻgʻrisidagi buyruq № ${order.id}.pdf`,
    );
    expect(await fileName(`/api/salary/orders/${order.id}/pdf`, 'ru')).toBe(
      `Приказ № ${order.id} Приём на работу.pdf`,
    );
  });

  it('a payroll statement by its month, as a PDF and as a workbook', async () => {
    const statement = await firstRow<{ id: number }>(
      ctx,
      sql`select id from payroll_statements order by id limit 1`,
    );
    const pdf = await fileName(`/api/salary/statements/${statement.id}/print/pdf`, 'uz');
    expect(pdf).toMatch(/^Ish haqi vedomosti .*\d{4}.*\.pdf$/);
    const xlsx = await fileName(`/api/salary/statements/${statement.id}/print/xlsx`, 'uz');
    expect(xlsx).toBe(pdf.replace(/\.pdf$/, '.xlsx'));
  });

  it('a warning letter by its number with the branch prefix', async () => {
    const letter = await firstRow<{ id: number; number: string; prefix: string | null }>(
      ctx,
      sql`select w.id, w.number::text as number, b.prefix
          from warning_letters w join branches b on b.id = w.branch_id
          order by w.id limit 1`,
    );
    const number = letter.prefix ? `${letter.prefix}-${letter.number}` : letter.number;
    expect(await fileName(`/api/collections/warning-letter/${letter.id}/print`, 'uz')).toBe(
      `Ogohlantirish xati ${number}.pdf`,
    );
    expect(await fileName(`/api/collections/warning-letter/${letter.id}/print`, 'ru')).toBe(
      `Предупредительное письмо ${number}.pdf`,
    );
  });

  it('a sheet of price tags as price tags', async () => {
    const product = await firstRow<{ id: number }>(ctx, sql`select id from products order by id limit 1`);
    expect(await fileName(`/api/price-tag/print?product_ids=${product.id}`, 'uz')).toBe(
      'Narx yorliqlari.pdf',
    );
    expect(await fileName(`/api/price-tag/print?product_ids=${product.id}`, 'ru')).toBe('Ценники.pdf');
  });
});
