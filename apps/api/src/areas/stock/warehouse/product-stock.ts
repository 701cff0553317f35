import { fromMilli } from '@savdo/shared/quantity';
import type { WarehouseStock } from '@savdo/shared/schemas';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';

/** A warehouse's stock of one product as the query answers it (quantity in thousandths). */
type Row = WarehouseStock & { product_id: number } & Record<string, unknown>;

/**
 * Where products are: each product's goods stock in every warehouse that
 * holds some (or is below zero), the warehouses of `branchId` first, then the
 * largest stock. One probe of the balances' primary key (item kind, product)
 * per product, whatever the number of warehouses.
 */
export async function productStock(
  tx: DbOrTx,
  productIds: readonly number[],
  branchId: number | null | undefined,
): Promise<Map<number, WarehouseStock[]>> {
  const out = new Map<number, WarehouseStock[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return out;
  const ids = sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await tx.execute<Row>(sql`select b.product_id, b.warehouse_id, w.name as warehouse_name,
      w.branch_id, br.name as branch_name, coalesce(w.branch_id = ${branchId ?? null}, false) as own,
      b.quantity::text as quantity
    from stock_balances b
    join warehouses w on w.id = b.warehouse_id
    left join branches br on br.id = w.branch_id
    where b.item_kind = 'product' and b.product_id in (${ids}) and b.quantity <> 0
    order by b.product_id, own desc, b.quantity desc, w.name, w.id`);
  for (const r of rows.rows) {
    out.get(Number(r.product_id))?.push({
      warehouse_id: Number(r.warehouse_id),
      warehouse_name: r.warehouse_name,
      branch_id: r.branch_id === null ? null : Number(r.branch_id),
      branch_name: r.branch_name,
      own: r.own,
      quantity: fromMilli(BigInt(r.quantity)),
    });
  }
  return out;
}
