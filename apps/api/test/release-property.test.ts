import { fromMilli } from '@savdo/shared/quantity';
import { type OutputInvoiceInput, outputInvoiceSchema } from '@savdo/shared/schemas/release';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveInvoice, cancelInvoice, createInvoice } from '../src/areas/sales/release/invoices.ts';
import { AppError } from '../src/platform/http/errors.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { activeContract, type FixtureSale, fixtureClient, goodsIn, paidCashTrade } from './fixtures/sales.ts';
import { firstBranch, rowId, warehouse } from './fixtures/stock.ts';
import { createTestContext, createUser, type TestContext } from './helpers.ts';

/**
 * Property: random releases (some of two invoices for one sale at once)
 * and cancellations keep the stock equal to its ledger (balances, layers,
 * units), never release more of an item than was sold, and keep each
 * item's and each sale's `released` and `cost_uzs` equal to the sums of its
 * approved invoice lines.
 */
let ctx: TestContext;
const actor = { userId: 0, rules: new Set<string>() };
const WAREHOUSES: number[] = [];
const PRODUCTS: { id: number; serial: boolean }[] = [];
let serialNo = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  actor.userId = (await createUser(ctx, { username: 'prop', password: 'Prop#1234' })).id;
  const branch = await firstBranch(ctx);
  WAREHOUSES.push(await warehouse(ctx, 'A', branch), await warehouse(ctx, 'B', branch));
  const unit = await rowId(
    ctx,
    sql`insert into units (name, short_name) values ('dona', 'dona') returning id`,
  );
  const category = await rowId(
    ctx,
    sql`insert into product_categories (name) values ('Aralash') returning id`,
  );
  for (const [name, serial] of [
    ['Telefon', true],
    ['Planshet', true],
    ['Kabel', false],
    ['Choynak', false],
  ] as const) {
    const id = await rowId(
      ctx,
      sql`insert into products (name, product_category_id, unit_id, is_serial)
        values (${name}, ${category}, ${unit}, ${serial}) returning id`,
    );
    PRODUCTS.push({ id, serial });
  }
});
afterAll(async () => {
  await ctx?.close();
});

/** Goods come in at random costs into both warehouses (serial-tracked ones with fresh serials). */
async function restock(costs: bigint[]): Promise<void> {
  for (const [i, product] of PRODUCTS.entries()) {
    for (const [j, wh] of WAREHOUSES.entries()) {
      const quantity = 2 + ((i + j) % 3);
      const serials = product.serial
        ? Array.from({ length: quantity }, () => `SN${String(++serialNo).padStart(8, '0')}`)
        : undefined;
      await goodsIn(ctx.db, {
        productId: product.id,
        warehouseId: wh,
        quantity,
        unitCost: costs[(i + j) % costs.length] ?? 100_000n,
        userId: actor.userId,
        ...(serials ? { serials } : {}),
      });
    }
  }
}

type Op =
  | { kind: 'release'; sale: number; wh: number; shares: number[]; approve: boolean; twice: boolean }
  | { kind: 'cancel'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('release' as const),
      sale: fc.nat(),
      wh: fc.nat(),
      shares: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 3, maxLength: 3 }),
      approve: fc.boolean(),
      twice: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);

interface SaleRef extends FixtureSale {
  kind: 'CONTRACT' | 'CASH_TRADE';
}

/** Lines of a random release: a share of what is left of each item, serial-tracked ones by their units at the warehouse. */
async function releaseInput(sale: SaleRef, wh: number, shares: number[]): Promise<OutputInvoiceInput | null> {
  const table = sale.kind === 'CONTRACT' ? sql`contract_items` : sql`cash_trade_items`;
  const items = await ctx.db.execute<{ id: string; product_id: number; is_serial: boolean; left: string }>(
    sql`select i.id, i.product_id, p.is_serial, i.quantity - i.released as left from ${table} i
      join products p on p.id = i.product_id where i.id in (${sql.join(
        sale.items.map((id) => sql`${id}`),
        sql`, `,
      )}) order by i.id`,
  );
  const lines: OutputInvoiceInput['lines'] = [];
  for (const [n, item] of items.rows.entries()) {
    let units = Math.min(Number(BigInt(item.left) / 1000n), shares[n] ?? 0);
    if (units === 0) continue;
    if (item.is_serial) {
      const serials = await ctx.db.execute<{ serial: string }>(sql`select serial from stock_serials
        where product_id = ${item.product_id} and warehouse_id = ${wh} and status = 'IN_STOCK'
        order by serial limit ${units}`);
      units = serials.rows.length;
      if (units > 0) {
        lines.push({
          item_id: Number(item.id),
          quantity: String(units),
          serials: serials.rows.map((s) => s.serial),
        });
      }
    } else lines.push({ item_id: Number(item.id), quantity: fromMilli(BigInt(units) * 1000n) });
  }
  if (lines.length === 0) return null;
  return outputInvoiceSchema.parse({
    sale_kind: sale.kind,
    sale_id: sale.id,
    warehouse_id: wh,
    handover: 'TAKE_AWAY',
    lines,
  });
}

/** Runs a step; a refusal (409) is part of the model and leaves nothing behind. */
async function tolerate<T>(step: () => Promise<T>): Promise<T | null> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return null;
    throw error;
  }
}

async function release(sale: SaleRef, op: Extract<Op, { kind: 'release' }>, invoices: number[]) {
  const input = await releaseInput(sale, WAREHOUSES[op.wh % WAREHOUSES.length] ?? 0, op.shares);
  if (!input) return;
  const made = await tolerate(() => createInvoice(ctx.db, input, actor));
  if (!made) return;
  invoices.push(made.id);
  if (op.approve) await tolerate(() => approveInvoice(ctx.db, made.id, undefined, actor));
}

/** The invariants of the release over the whole database: an empty list when they hold. */
async function releaseBreaks() {
  const rows = await ctx.db.execute(sql`
    with approved as (
      select i.sale_kind, l.item_id, sum(l.quantity) as q, sum(l.cost_uzs) as c
      from output_invoice_lines l join output_invoices i on i.id = l.invoice_id
      where i.status = 'APPROVED' group by 1, 2
    ),
    items as (
      select 'CONTRACT' as kind, id, contract_id as sale_id, quantity, released, cost_uzs from contract_items
      union all select 'CASH_TRADE', id, trade_id, quantity, released, cost_uzs from cash_trade_items
    )
    select 'item' as what, it.id from items it
      left join approved a on a.sale_kind = it.kind and a.item_id = it.id
    where it.released < 0 or it.released > it.quantity or it.released <> coalesce(a.q, 0)
      or it.cost_uzs <> coalesce(a.c, 0)
    union all
    select 'contract', c.id from contracts c
    where c.cost_uzs <> (select coalesce(sum(cost_uzs), 0) from contract_items where contract_id = c.id)
      or c.cost_uzs <> (select coalesce(sum(cost_uzs), 0) from output_invoices where contract_id = c.id
        and status = 'APPROVED')
    union all
    select 'trade', t.id from cash_trades t
    where t.cost_uzs <> (select coalesce(sum(cost_uzs), 0) from cash_trade_items where trade_id = t.id)
    union all
    select 'unit', s.serial_id from output_invoice_serials s join output_invoice_lines l on l.id = s.line_id
      join output_invoices i on i.id = l.invoice_id join stock_serials u on u.id = s.serial_id
    where i.status = 'APPROVED' and u.status <> 'OUT'
    union all
    select 'movement', l.id from output_invoice_lines l join output_invoices i on i.id = l.invoice_id
    where i.status = 'APPROVED' and not exists (select 1 from stock_movements m where m.id = l.movement_id
      and m.type = 'OUTPUT' and m.quantity = -l.quantity and m.cost_uzs = -l.cost_uzs
      and not exists (select 1 from stock_movements r where r.reverses_id = m.id))`);
  return rows.rows;
}

describe('release property', () => {
  it('random releases and cancellations keep stock equal to its ledger and released ≤ sold', async () => {
    const branch = await firstBranch(ctx);
    const clientId = await fixtureClient(ctx.db, branch);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.bigInt({ min: 1n, max: 90_000_000n }), { minLength: 1, maxLength: 4 }),
        fc.array(opArb, { minLength: 4, maxLength: 14 }),
        async (costs, ops) => {
          await restock(costs);
          const items = PRODUCTS.slice(0, 3).map((p, i) => ({
            productId: (PRODUCTS[(i + ops.length) % PRODUCTS.length] ?? p).id,
            quantity: 1 + ((i * 3 + ops.length) % 4),
            price: 150_000_000n,
          }));
          const sales: SaleRef[] = [
            { kind: 'CONTRACT', ...(await activeContract(ctx.db, { branchId: branch, clientId, items })) },
            { kind: 'CASH_TRADE', ...(await paidCashTrade(ctx.db, { branchId: branch, clientId, items })) },
          ];
          const invoices: number[] = [];
          for (const op of ops) {
            if (op.kind === 'cancel') {
              const id = invoices[op.pick % Math.max(invoices.length, 1)];
              if (id !== undefined) await tolerate(() => cancelInvoice(ctx.db, id, undefined, actor));
              continue;
            }
            const sale = sales[op.sale % sales.length] as SaleRef;
            // Two clerks releasing one sale at once: the sale's lock keeps released ≤ sold.
            if (op.twice) await Promise.all([release(sale, op, invoices), release(sale, op, invoices)]);
            else await release(sale, op, invoices);
          }
          expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
          expect(await releaseBreaks()).toEqual([]);
        },
      ),
      { numRuns: Number(process.env.RELEASE_RUNS ?? 25) },
    );
  }, 240_000);
});
