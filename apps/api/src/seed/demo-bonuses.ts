import { fromMinor } from '@savdo/shared/money';
import { RULES } from '@savdo/shared/rules';
import { sql } from 'drizzle-orm';
import { takeBonusProduct } from '../areas/sales/bonuses/orders.ts';
import { addBonusProduct } from '../areas/sales/bonuses/products.ts';
import { returnBonusProduct } from '../areas/sales/bonuses/returns.ts';
import type { Actor } from '../platform/actor/actor.ts';
import type { Db } from '../platform/db/client.ts';

/**
 * Demo client bonuses (issue 12 item 2), after the contract payments (which
 * earned points for what was paid on time): three products in stock offered
 * for points, the client with the most points takes one with points alone,
 * another pays the shortfall in cash, and one bonus product comes back.
 * Through the services. Answers a summary.
 */
export async function seedDemoBonuses(db: Db): Promise<string> {
  const admin = await db.execute<{ id: number }>(
    sql`select id from users order by (username = 'admin') desc, id limit 1`,
  );
  const actor: Actor = { userId: Number(admin.rows[0]?.id), rules: new Set<string>(RULES) };
  // the cheapest goods with at least 3 in one warehouse, a unit's points its cost rounded up to 1 000 soʻm
  const goods = await db.execute<{ product_id: number; warehouse_id: number; unit: string }>(sql`
    select distinct on (b.product_id) b.product_id, b.warehouse_id,
      (ceil(b.cost_uzs::numeric / (b.quantity / 1000) / 100000) * 100000)::bigint::text as unit
    from stock_balances b join products p on p.id = b.product_id
    where b.item_kind = 'product' and b.quantity >= 3000 and b.cost_uzs > 0 and not coalesce(p.is_serial, false)
    order by b.product_id, b.quantity desc`);
  const offers = goods.rows
    .map((g) => ({ ...g, unit: BigInt(g.unit) }))
    .sort((a, b) => (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : 0))
    .slice(0, 3);
  const offered: { id: number; warehouse: number; unit: bigint }[] = [];
  for (const g of offers) {
    const id = await addBonusProduct(
      db,
      { product_id: g.product_id, points: fromMinor(g.unit) },
      actor.userId,
    );
    offered.push({ id, warehouse: g.warehouse_id, unit: g.unit });
  }
  const [first] = offered;
  if (!first) return `${offered.length} bonus products`;
  const cashbox = await db.execute<{ id: number }>(
    sql`select id from cashboxes where active order by id limit 1`,
  );
  const cashboxId = cashbox.rows[0] ? Number(cashbox.rows[0].id) : undefined;
  const rich = await db.execute<{ client_id: string; balance: string }>(sql`select client_id, balance::text
    from bonus_balances where balance > 0 order by balance desc, client_id limit 3`);
  let orders = 0;
  const made: number[] = [];
  for (const [i, c] of rich.rows.entries()) {
    const balance = BigInt(c.balance);
    // the first takes what their points pay for alone when they can; the others pay the rest in cash
    const offer = (i === 0 ? offered.find((o) => o.unit <= balance) : undefined) ?? first;
    if (offer.unit > balance && cashboxId === undefined) continue;
    const id = await takeBonusProduct(
      db,
      {
        client_id: Number(c.client_id),
        bonus_product_id: offer.id,
        warehouse_id: offer.warehouse,
        quantity: 1,
        ...(offer.unit > balance && cashboxId !== undefined ? { cashbox_id: cashboxId } : {}),
      },
      actor,
      `demo-bonus-${i}`,
    );
    made.push(id);
    orders += 1;
  }
  const back = made.at(-1);
  if (back !== undefined && made.length > 1) {
    await returnBonusProduct(db, { order_id: back, reason: 'Mijoz fikridan qaytdi' }, actor);
  }
  return `${offered.length} bonus products, ${orders} orders, ${made.length > 1 ? 1 : 0} returned`;
}
