import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { freePort, type ServerProcess, startServer } from './fixtures/server-process.ts';
import { dollarRate, firstBranch, products, supplier, warehouse } from './fixtures/stock.ts';
import { createTestContext, createUser, type TestContext } from './helpers.ts';

/**
 * Crash safety: the real server in a child process takes concurrent supplier
 * invoices (create → send → approve) from a user who holds only the stock
 * rules, is killed with SIGKILL in the middle, and started again. Everything
 * it answered 200 to must be there, and every balance must equal its ledger.
 */
let ctx: TestContext;
let env: Record<string, string>;
let port: number;
const ids = { tv: 0, fridge: 0, warehouse: 0, supplier: 0 };
const running: ServerProcess[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, {
    username: 'keeper',
    password: 'Keeper#123',
    rules: [
      'supplier_invoice_input.show',
      'supplier_invoice_input.add',
      'supplier_invoice_input.edit',
      'supplier_invoice_input.approve',
    ],
  });
  Object.assign(ids, await products(ctx, { tv: 'Samsung UE43', fridge: 'Artel HD 455' }));
  ids.warehouse = await warehouse(ctx, 'Asosiy ombor', await firstBranch(ctx));
  ids.supplier = await supplier(ctx, 'Artel Electronics MChJ');
  await dollarRate(ctx, '2026-01-01');
  port = await freePort();
  env = { DATABASE_URL: ctx.url, DEMO: '0', ADMIN_PASSWORD: 'Admin#Crash1', JOBS: '0' };
});
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await ctx?.close();
});

async function boot(): Promise<ServerProcess> {
  const server = await startServer(env, port);
  running.push(server);
  return server;
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/user/sign-in-web`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'keeper', password: 'Keeper#123', app: 'WEB', device_id: 'crash-test' }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/** What the server acknowledged: documents created, and documents approved (answered 200). */
interface Acknowledged {
  created: number[];
  approved: number[];
}

/** One client posting invoices one after another until the server stops answering. */
async function postInvoices(base: string, token: string, n: number, ack: Acknowledged): Promise<void> {
  const post = async (path: string, body: object = {}) => {
    const res = await fetch(`${base}/api/warehouse/input-product-invoices${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { id: number } }).data;
  };
  for (let i = 0; i < 200; i++) {
    try {
      const doc = await post('', {
        warehouse_id: ids.warehouse,
        supplier_id: ids.supplier,
        currency: 'UZS',
        doc_date: '2026-11-20',
        lines: [
          { product_id: ids.tv, quantity: String(1 + ((n + i) % 3)), price: '4200000.00' },
          { product_id: ids.fridge, quantity: '2', price: '3100000.50' },
        ],
      });
      ack.created.push(doc.id);
      await post(`/${doc.id}/send`);
      await post(`/${doc.id}/approve`);
      ack.approved.push(doc.id);
    } catch (error) {
      // A refused step is a failure of the test; a dropped connection is the crash.
      if (error instanceof Error && /^\/|^:/.test(error.message)) throw error;
      return;
    }
  }
}

describe('a server killed in the middle of stock postings', () => {
  it('keeps every acknowledged posting and every balance equal to its ledger after a restart', async () => {
    const first = await boot();
    const token = await signIn(first.base);
    const ack: Acknowledged = { created: [], approved: [] };
    const clients = Array.from({ length: 6 }, (_, n) => postInvoices(first.base, token, n, ack));
    // Kill it once it has acknowledged a good number of approvals, mid-flight for the others.
    const deadline = Date.now() + 30_000;
    while (ack.approved.length < 24 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    await Promise.all(clients);
    expect(ack.approved.length).toBeGreaterThanOrEqual(24);

    const second = await boot();
    const documents = await ctx.db.execute<{ id: string; status: string; movements: number }>(sql`
      select d.id, d.status, (select count(*)::int from stock_movements m where m.document_id = d.id) as movements
      from stock_documents d`);
    // bigint ids come from the driver as strings; the API answers them as numbers.
    const byId = new Map(documents.rows.map((d) => [Number(d.id), d]));
    for (const id of ack.created) expect(byId.has(id), `created document ${id}`).toBe(true);
    for (const id of ack.approved)
      expect(byId.get(id), `approved document ${id}`).toMatchObject({ status: 'APPROVED', movements: 2 });
    // Nothing half-done: a document has all its movements or none.
    for (const d of documents.rows)
      expect(d.movements === 0 || d.movements === 2, `document ${d.id}`).toBe(true);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    const supplierDebt = await ctx.db.execute<{ debt: string }>(
      sql`select debt::text from supplier_balances where supplier_id = ${ids.supplier}`,
    );
    expect(supplierDebt.rows).toHaveLength(1);

    // The restarted server works, and stops cleanly on SIGTERM.
    const after: Acknowledged = { created: [], approved: [] };
    const clientAfter = postInvoices(second.base, await signIn(second.base), 0, after);
    while (after.approved.length < 2) await new Promise((r) => setTimeout(r, 20));
    const stopping = Date.now();
    second.child.kill('SIGTERM');
    await clientAfter;
    expect(await second.exited).toBe(0);
    // Requests in flight finish, then keep-alive connections close: no wait for their timeout.
    expect(Date.now() - stopping).toBeLessThan(10_000);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  }, 120_000);
});
