import { sql } from 'drizzle-orm';
import {
  addProduct,
  approvePromotion,
  collectTickets,
  createPromotion,
  drawPromotion,
  givePrize,
} from '../areas/sales/promotions/service.ts';
import type { Db } from '../platform/db/client.ts';

/**
 * Demo promotions (issue 12 item 3), through the services: a finished
 * promotion over the 90 days before yesterday on the three products sold most
 * then (all branches), its preview tickets deleted by the approval, tickets
 * collected, drawn with its recorded seed and the first prize given; and a
 * running draft over the coming month limited to the first branch.
 */
export async function seedDemoPromotions(db: Db): Promise<{ tickets: number; winners: number }> {
  const user = (await db.execute<{ id: string }>(sql`select min(id) as id from users where active`)).rows[0];
  const branch = (await db.execute<{ id: string }>(sql`select min(id) as id from branches where active`))
    .rows[0];
  if (!user?.id || !branch?.id) return { tickets: 0, winners: 0 };
  const userId = Number(user.id);
  const days = await db.execute<{
    date_from: string;
    date_to: string;
    next_to: string;
    today: string;
  }>(sql`select
      (d - 91)::text as date_from, (d - 1)::text as date_to, (d + 30)::text as next_to, d::text as today
    from (select (now() at time zone 'Asia/Tashkent')::date as d) x`);
  const period = days.rows[0];
  if (!period) return { tickets: 0, winners: 0 };
  const top = await db.execute<{ product_id: string }>(sql`select product_id from (
      select i.product_id from contracts c join contract_items i on i.contract_id = c.id
        where c.contract_date between ${period.date_from} and ${period.date_to} and c.status in ('ACTIVE', 'FREEZE', 'CLOSED')
      union all
      select i.product_id from cash_trades t join cash_trade_items i on i.trade_id = t.id
        where t.trade_date between ${period.date_from} and ${period.date_to} and t.status = 'PAID') s
    group by product_id order by count(*) desc, product_id limit 3`);
  const finished = await createPromotion(
    db,
    {
      name: 'Kuzgi omad aksiyasi',
      date_from: period.date_from,
      date_to: period.date_to,
      relevance: 'ALL',
      branch_ids: [],
      prizes: ['Chevrolet Cobalt avtomobili', 'Artel televizori', 'Samsung telefoni', 'Tefal choynagi'],
    },
    userId,
  );
  for (const row of top.rows)
    await addProduct(db, { promotion_id: finished, product_id: Number(row.product_id) }, userId);
  if (top.rows.length === 0) return { tickets: 0, winners: 0 };
  await collectTickets(db, finished); // a preview while it is a draft: the approval deletes these
  await approvePromotion(db, finished, userId);
  const { issued } = await collectTickets(db, finished);
  await drawPromotion(db, finished, userId);
  const winners = await db.execute<{ id: string }>(
    sql`select w.id from promotion_winners w join promotion_prizes z on z.id = w.prize_id
      where w.promotion_id = ${finished} order by z.place`,
  );
  const first = winners.rows[0];
  if (first) await givePrize(db, Number(first.id), { given_date: period.today }, userId);
  const running = await createPromotion(
    db,
    {
      name: 'Yangi yil sovgʻalari',
      date_from: period.today,
      date_to: period.next_to,
      relevance: 'NOT_ALL',
      branch_ids: [Number(branch.id)],
      prizes: ['Konditsioner', 'Kir yuvish mashinasi'],
    },
    userId,
  );
  const firstProduct = top.rows[0];
  if (firstProduct)
    await addProduct(db, { promotion_id: running, product_id: Number(firstProduct.product_id) }, userId);
  return { tickets: issued, winners: winners.rows.length };
}
