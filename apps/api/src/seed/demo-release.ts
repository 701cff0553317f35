import { fromMilli } from '@savdo/shared/quantity';
import { RULES } from '@savdo/shared/rules';
import { type HandoverStep, outputInvoiceSchema, type SaleKind } from '@savdo/shared/schemas/release';
import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { handoverStep } from '../areas/sales/release/handover.ts';
import { approveInvoice, createInvoice, type ReleaseActor } from '../areas/sales/release/invoices.ts';
import { NEGATIVE_STOCK } from '../areas/stock/warehouse/documents.ts';
import type { Db } from '../platform/db/client.ts';
import { AppError } from '../platform/http/errors.ts';
import { parse } from '../platform/http/validate.ts';

/**
 * Demo release of sold goods: the ACTIVE contracts and PAID cash trades the
 * demo sales steps made are released from their branch's warehouses through
 * the output invoice service (stock leaves at FIFO cost, serials go OUT),
 * some taken away and some delivered, with deliveries left in each step
 * (being collected, on the road, delivered) and pickups waiting or handed
 * over. Every seventh sale is left unreleased for the uncompleted list.
 * Nothing goes below zero: a line takes only what its warehouse holds.
 * Safe to run when there are no sales (it does nothing).
 */

/** At most this many sales are released (newest first), so the step stays quick on a large demo. */
const MAX_SALES = 400;

interface OpenSale {
  kind: SaleKind;
  id: number;
  branch_id: number;
  date: string;
}

interface OpenItem {
  id: number;
  product_id: number;
  is_serial: boolean;
  left: bigint;
}

async function openSales(db: Db): Promise<OpenSale[]> {
  const rows = await db.execute<{ kind: SaleKind; id: string; branch_id: number; date: string }>(sql`
    select * from (
      (select 'CONTRACT' as kind, c.id, c.branch_id, c.contract_date::text as date from contracts c
       where c.status = 'ACTIVE' and exists (select 1 from contract_items i where i.contract_id = c.id
         and i.released < i.quantity) order by c.id desc limit ${MAX_SALES})
      union all
      (select 'CASH_TRADE', t.id, t.branch_id, t.trade_date::text from cash_trades t
       where t.status = 'PAID' and exists (select 1 from cash_trade_items i where i.trade_id = t.id
         and i.released < i.quantity) order by t.id desc limit ${MAX_SALES})
    ) s order by date, kind, id`);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

async function openItems(db: Db, sale: OpenSale): Promise<OpenItem[]> {
  const items = sale.kind === 'CONTRACT' ? sql`contract_items` : sql`cash_trade_items`;
  const owner = sale.kind === 'CONTRACT' ? sql`contract_id` : sql`trade_id`;
  const rows = await db.execute<{
    id: string;
    product_id: number;
    is_serial: boolean;
    left: string;
  }>(sql`select
      i.id, i.product_id, coalesce(p.is_serial, false) as is_serial, i.quantity - i.released as left
    from ${items} i join products p on p.id = i.product_id
    where i.${owner} = ${sale.id} and i.released < i.quantity order by i.id`);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id), left: BigInt(r.left) }));
}

/** The warehouse of the sale's branch holding most of its goods (any warehouse when the branch has none). */
async function warehouseFor(db: Db, sale: OpenSale, items: OpenItem[]): Promise<number | null> {
  const products = sql.join(
    items.map((i) => sql`${i.product_id}`),
    sql`, `,
  );
  const rows = await db.execute<{ id: number }>(sql`select w.id from warehouses w
    left join stock_balances b on b.warehouse_id = w.id and b.item_kind = 'product' and b.product_id in (${products})
      and b.quantity > 0
    group by w.id, w.branch_id
    order by (w.branch_id = ${sale.branch_id}) desc, count(b.product_id) desc, w.id limit 1`);
  return rows.rows[0]?.id ?? null;
}

/** What the warehouse can give of each item: whole units of serial-tracked goods with their serials. */
async function linesFor(db: Db, warehouseId: number, items: OpenItem[]) {
  const lines = [];
  for (const item of items) {
    const held = await db.execute<{ quantity: string }>(sql`select quantity from stock_balances
      where item_kind = 'product' and product_id = ${item.product_id} and warehouse_id = ${warehouseId}`);
    let quantity =
      item.left < BigInt(held.rows[0]?.quantity ?? 0) ? item.left : BigInt(held.rows[0]?.quantity ?? 0);
    if (item.is_serial) {
      const units = await db.execute<{ serial: string }>(sql`select serial from stock_serials
        where product_id = ${item.product_id} and warehouse_id = ${warehouseId} and status = 'IN_STOCK'
        order by id limit ${Number(quantity / 1000n)}`);
      quantity = BigInt(units.rows.length) * 1000n;
      if (quantity > 0n) {
        lines.push({
          item_id: item.id,
          quantity: fromMilli(quantity),
          serials: units.rows.map((u) => u.serial),
        });
      }
    } else if (quantity > 0n) lines.push({ item_id: item.id, quantity: fromMilli(quantity) });
  }
  return lines;
}

/** The date of the release: the sale's, or the first day the warehouse held goods, never after today. */
async function releaseDate(db: Db, sale: OpenSale, warehouseId: number, today: string): Promise<string> {
  const first = await db.execute<{ day: string | null }>(sql`select min(business_date)::text as day
    from stock_movements where warehouse_id = ${warehouseId} and quantity > 0`);
  const from = first.rows[0]?.day ?? sale.date;
  // ISO dates order as text: the later of the two, then the earlier of that and today.
  const [, later = sale.date] = [sale.date, from].sort();
  const [earlier = today] = [later, today].sort();
  return earlier;
}

/** The hand-over steps a demo invoice takes, by its place in the list: a mix of every state. */
function stepsFor(n: number): { handover: 'TAKE_AWAY' | 'DELIVERY'; steps: HandoverStep[] } {
  if (n % 3 !== 0) return { handover: 'TAKE_AWAY', steps: n % 5 === 1 ? [] : ['hand-over'] };
  const delivery: HandoverStep[][] = [['dispatch', 'deliver'], [], ['dispatch'], ['dispatch', 'deliver']];
  return { handover: 'DELIVERY', steps: delivery[(n / 3) % delivery.length] ?? [] };
}

/** Releases the demo sales (see the module comment); answers how many invoices it approved. */
export async function seedDemoRelease(db: Db): Promise<number> {
  const admin = await db.execute<{ id: number }>(sql`select id from users where username = 'admin'`);
  const userId = admin.rows[0]?.id;
  if (userId === undefined) return 0;
  // Every rule but going below zero: the demo takes only what is there.
  const actor: ReleaseActor = { userId, rules: new Set<string>(RULES.filter((r) => r !== NEGATIVE_STOCK)) };
  const drivers = (await db.execute<{ id: number }>(sql`select id from drivers where active order by id`))
    .rows;
  const today = tashkentToday();
  let approved = 0;
  for (const [n, sale] of (await openSales(db)).entries()) {
    if (n % 7 === 6) continue;
    const items = await openItems(db, sale);
    const warehouseId = items.length ? await warehouseFor(db, sale, items) : null;
    if (warehouseId === null) continue;
    const lines = await linesFor(db, warehouseId, items);
    if (lines.length === 0) continue;
    const { handover, steps } = stepsFor(approved);
    const driver = drivers.length ? drivers[approved % drivers.length]?.id : undefined;
    const date = await releaseDate(db, sale, warehouseId, today);
    const input = parse(outputInvoiceSchema, {
      sale_kind: sale.kind,
      sale_id: sale.id,
      warehouse_id: warehouseId,
      doc_date: date,
      handover,
      ...(handover === 'DELIVERY' ? { driver_id: driver, delivery_date: date } : {}),
      lines,
    });
    try {
      const invoice = await createInvoice(db, input, actor);
      await approveInvoice(db, invoice.id, undefined, actor);
      for (const step of steps) await handoverStep(db, invoice.id, step, undefined, actor);
      approved += 1;
    } catch (error) {
      // A refusal (a closed period, a sale changed meanwhile) skips the sale; anything else is a fault.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return approved;
}
