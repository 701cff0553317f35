import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activate, newClient, newContract } from './fixtures/contracts.ts';
import { cashbox, products, rowId } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

/**
 * Contract numbers count per branch, so three branches each have a contract
 * 41: a search by the prefixed number (`TSH-41`, any case, the prefix typed
 * in Cyrillic too) finds exactly that branch's one, in the contracts list
 * and at the cash desk; a bare 41 finds all three, each shown with its
 * prefix; the view, the payments list and its export carry the prefix.
 */
let ctx: TestContext;
let token: string;
const ids = { tsh: 0, sam: 0, nam: 0, box: 0 };
const contractOf: Record<string, number> = {};

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const user = await createUser(ctx, {
    username: 'numbers',
    password: 'Secret#123',
    rules: [
      'contract.show',
      'contract_payment.show',
      'contract_pre_payment.show',
      'contract_pre_payment.add',
    ],
  });
  token = await signIn(ctx, 'numbers', 'Secret#123');
  const branch = (name: string, prefix: string) =>
    rowId(ctx, sql`insert into branches (name, prefix) values (${name}, ${prefix}) returning id`);
  ids.tsh = await branch('Toshkent', 'TSH');
  ids.sam = await branch('Samarqand', 'SAM');
  ids.nam = await branch('Namangan', 'NAM');
  ids.box = await cashbox(ctx, 'Kassa TSH', ids.tsh, user.id);
  const { phone } = await products(ctx, { phone: 'Telefon' });
  for (const [prefix, branchId] of [
    ['TSH', ids.tsh],
    ['SAM', ids.sam],
    ['NAM', ids.nam],
  ] as const) {
    const client = await newClient(
      ctx,
      branchId,
      `Mijoz ${prefix}`,
      `1234567890${branchId}`.slice(0, 14),
      '998901234567',
    );
    const id = await newContract(ctx, {
      branch: branchId,
      client,
      userId: user.id,
      items: [{ product: phone, price: 150_000_000n }],
    });
    await ctx.db.execute(sql`update contracts set number = 41 where id = ${id}`);
    contractOf[prefix] = id;
  }
  const down = await ctx.app.inject({
    method: 'POST',
    url: '/api/cashbox/pre-payment',
    headers: { ...bearer(token), 'idempotency-key': 'numbers-down-1' },
    payload: {
      contract_id: contractOf.TSH,
      amount: '300000',
      currency: 'UZS',
      method: 'CASH',
      cashbox_id: ids.box,
      payment_date: '2024-01-10',
    },
  });
  expect(down.statusCode, down.body).toBe(201);
  for (const id of Object.values(contractOf)) await activate(ctx, id);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

type Found = { id: number; number: number; branch_prefix: string | null };
const listed = async (url: string): Promise<Found[]> => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Found[] }>().data;
};
const shown = (rows: Found[]) => rows.map((r) => `${r.branch_prefix}-${r.number}`).sort();

describe('the contracts list searched by number', () => {
  it('finds exactly the branch’s contract by a prefixed number, in any case or typed in Cyrillic', async () => {
    for (const typed of ['TSH-41', 'tsh-41', 'tsh41', 'ТШ-41']) {
      const rows = await listed(`/api/contract/contracts?number=${encodeURIComponent(typed)}`);
      expect(
        rows.map((r) => r.id),
        typed,
      ).toEqual([contractOf.TSH]);
      expect(shown(rows)).toEqual(['TSH-41']);
    }
  });

  it('finds every branch’s 41 by the bare number, each with its prefix', async () => {
    expect(shown(await listed('/api/contract/contracts?number=41'))).toEqual(['NAM-41', 'SAM-41', 'TSH-41']);
  });

  it('finds nothing for a prefix no branch has, and refuses text that is no number', async () => {
    expect(await listed('/api/contract/contracts?number=XYZ-41')).toEqual([]);
    expect((await get('/api/contract/contracts?number=Karimov')).statusCode).toBe(400);
  });

  it('gives the contract view its prefix', async () => {
    const res = await get(`/api/contract/contracts/${contractOf.SAM}`);
    expect(res.json<{ data: Found }>().data).toMatchObject({ number: 41, branch_prefix: 'SAM' });
  });
});

describe('the cash desk contract search', () => {
  it('finds exactly one contract by a prefixed number and all three by the bare one', async () => {
    for (const typed of ['SAM-41', 'sam 41', 'САМ-41']) {
      const rows = await listed(
        `/api/cashbox/contract-payments/contracts?search=${encodeURIComponent(typed)}`,
      );
      expect(
        rows.map((r) => r.id),
        typed,
      ).toEqual([contractOf.SAM]);
    }
    const all = await listed('/api/cashbox/contract-payments/contracts?search=41');
    expect(shown(all)).toEqual(['NAM-41', 'SAM-41', 'TSH-41']);
  });
});

describe('the payments list and its export', () => {
  it('names the contract with its prefix', async () => {
    const xlsx = await get('/api/cashbox/pre-payment/export?date_from=2024-01-01');
    expect(xlsx.statusCode).toBe(200);
    const cells = (await sheetRows(xlsx.rawPayload)).flat();
    expect(cells).toContain('TSH-41');
    expect(cells).not.toContain('-41');
  });
});
