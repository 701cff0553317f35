/**
 * Bench: the stock engine on years of movements, on the embedded PostgreSQL.
 *
 * Generates a retailer of BRANCHES branches (one warehouse each), PRODUCTS
 * products and MOVEMENTS ledger rows over five years (with their FIFO layers,
 * balances and supplier ledger), then times through the full request path:
 * posting one supplier invoice of 50 lines, reading one residue, the residue
 * report of one branch, the all-practices list at page 1 and page 10 000,
 * and a supplier's reconciliation act for a year — each as a ratio to a bare
 * Fastify route timed in the same run.
 *
 *   npm run bench -- stock        (MOVEMENTS=10000000 PRODUCTS=100000 BRANCHES=200 SAMPLES=50)
 */
import { sql } from 'drizzle-orm';
import { plugHooks } from '../apps/api/src/wiring/hooks.ts';
import { withBench } from './harness.ts';
import { recordSql } from './sql-record.ts';
import { type Case, percentile, printCases, timeCase } from './timing.ts';

plugHooks();

const MOVEMENTS = Number(process.env.MOVEMENTS ?? 10_000_000);
const PRODUCTS = Number(process.env.PRODUCTS ?? 100_000);
const BRANCHES = Number(process.env.BRANCHES ?? 200);
const SAMPLES = Number(process.env.SAMPLES ?? 50);
const CHUNK = 1_000_000;

export async function run(): Promise<void> {
  await withBench('stock', async ({ db, start }) => {
    const t0 = Date.now();
    await db.execute(
      sql`insert into branches (name) select 'Filial ' || g from generate_series(1, ${BRANCHES}::int) g`,
    );
    await db.execute(sql`insert into warehouses (name, branch_id) select 'Ombor ' || id, id from branches`);
    await db.execute(sql`insert into units (name, short_name) values ('dona', 'dona')`);
    await db.execute(sql`insert into product_categories (name) values ('Umumiy')`);
    await db.execute(sql`insert into products (name, product_category_id, unit_id)
      select 'Tovar ' || g, 1, 1 from generate_series(1, ${PRODUCTS}::int) g`);
    await db.execute(
      sql`insert into suppliers (name) select 'Taʼminotchi ' || g from generate_series(1, 50) g`,
    );
    await db.execute(sql`insert into exchange_rates (date, rate) values ('2020-01-01', '12750.00')`);

    // Five years of movements: each (product, warehouse) pair takes inputs, then outputs of half of them.
    for (let start = 1; start <= MOVEMENTS; start += CHUNK) {
      const end = Math.min(MOVEMENTS, start + CHUNK - 1);
      await db.execute(sql`insert into stock_movements
          (product_id, warehouse_id, type, quantity, cost_uzs, cost_usd, business_date, created_by)
        select 1 + (g % ${PRODUCTS}), 1 + ((g / ${PRODUCTS}) % ${BRANCHES}),
          case when g % 2 = 0 then 'INPUT' else 'OUTPUT' end,
          case when g % 2 = 0 then 2000 else -1000 end,
          case when g % 2 = 0 then 200000 else -100000 end,
          case when g % 2 = 0 then 16 else -8 end,
          date '2021-11-22' + ((g::bigint * 1826) / ${MOVEMENTS})::int, 1
        from generate_series(${start}::bigint, ${end}::bigint) g`);
      console.log(`  movements ${end.toLocaleString('en')} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    }
    await db.execute(sql`insert into stock_layers (product_id, warehouse_id, movement_id, business_date, quantity_in,
        quantity_left, cost_left_uzs, cost_left_usd)
      select product_id, warehouse_id, id, business_date, quantity, quantity / 2, cost_uzs / 2, cost_usd / 2
      from stock_movements where quantity > 0`);
    await db.execute(sql`insert into stock_balances (product_id, warehouse_id, quantity, cost_uzs, cost_usd)
      select product_id, warehouse_id, sum(quantity), sum(cost_uzs), sum(cost_usd)
      from stock_movements group by product_id, warehouse_id`);
    await db.execute(sql`insert into supplier_ledger (supplier_id, currency, amount, business_date)
      select 1 + g % 50, 'UZS', case when g % 5 = 0 then -500000 else 2500000 end,
        date '2021-11-22' + (g % 1826)
      from generate_series(1, 500000) g`);
    await db.execute(sql`vacuum analyze`);
    console.log(
      `generated ${MOVEMENTS.toLocaleString('en')} movements in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );

    const { app, get, headers } = await start();
    let invoiceNo = 0;
    const steps: Record<'create' | 'send' | 'approve', number[]> = { create: [], send: [], approve: [] };
    // Statements sent to PostgreSQL by each step of one posting: a figure the machine's load does not change.
    const trips: Partial<Record<keyof typeof steps, number>> = {};
    let counting = false;
    const timed = async <T>(step: keyof typeof steps, work: () => Promise<T>): Promise<T> => {
      if (counting) {
        const box: { result?: T } = {};
        trips[step] = (
          await recordSql(async () => {
            box.result = await work();
          })
        ).length;
        return box.result as T;
      }
      const t0 = process.hrtime.bigint();
      const result = await work();
      steps[step].push(Number(process.hrtime.bigint() - t0) / 1e6);
      return result;
    };
    const postInvoice = async () => {
      invoiceNo++;
      const lines = Array.from({ length: 50 }, (_, i) => ({
        product_id: 1 + ((invoiceNo * 50 + i) % PRODUCTS),
        quantity: '3',
        price: '125000.00',
      }));
      const base = '/api/warehouse/input-product-invoices';
      const created = await timed('create', () =>
        app.inject({
          method: 'POST',
          url: base,
          headers,
          payload: { warehouse_id: 7, supplier_id: 3, doc_date: '2026-11-20', lines },
        }),
      );
      const id = created.json().data.id as number;
      await timed('send', () => app.inject({ method: 'POST', url: `${base}/${id}/send`, headers }));
      const approved = await timed('approve', () =>
        app.inject({ method: 'POST', url: `${base}/${id}/approve`, headers }),
      );
      if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
    };

    counting = true;
    await postInvoice();
    counting = false;

    const cases: Case[] = [];
    cases.push(await timeCase('bare route (baseline)', get('/bench/bare'), SAMPLES));
    cases.push(await timeCase('post invoice, 50 lines (3 calls)', postInvoice, Math.min(SAMPLES, 30)));
    for (const [step, times] of Object.entries(steps)) {
      const sorted = times.slice(Math.min(20, times.length / 2)).sort((a, b) => a - b); // after the warm-up
      cases.push({ name: `  of which ${step}`, p50: percentile(sorted, 50), p99: percentile(sorted, 99) });
    }
    cases.push(
      await timeCase('one residue', get('/api/warehouse/residues?warehouse_id=7&product_id=4242'), SAMPLES),
    );
    cases.push(
      await timeCase(
        'residue report, one branch',
        get('/api/warehouse/residues?by=branch&branch_id=7'),
        SAMPLES,
      ),
    );
    cases.push(await timeCase('all practices, page 1', get('/api/warehouse/practices'), SAMPLES));
    cases.push(
      await timeCase('all practices, page 10 000', get('/api/warehouse/practices?page=10000'), SAMPLES),
    );
    cases.push(
      await timeCase(
        'reconciliation act, a year',
        get(
          '/api/supplier-calculations/reconciliation-act?supplier_id=3&date_from=2025-01-01&date_to=2025-12-31',
        ),
        SAMPLES,
      ),
    );
    console.log(
      `\nStatements sent to PostgreSQL by one 50-line invoice: create ${trips.create}, send ${trips.send}, approve ${trips.approve} (each with the access check's session query, BEGIN and COMMIT)`,
    );
    printCases(
      `Stock at ${MOVEMENTS.toLocaleString('en')} movements, ${PRODUCTS.toLocaleString('en')} products, ${BRANCHES} branches`,
      cases,
    );
  });
}
