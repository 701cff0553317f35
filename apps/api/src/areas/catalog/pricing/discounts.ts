import { type SQL, sql } from 'drizzle-orm';

/**
 * A product's discount percent on a date (0 without one), as a column of a
 * query over `products p`: the newest active discount whose period holds the
 * date. The price tags and the order's terms read it alike.
 */
export const discountPercentOn = (
  date: string,
): SQL => sql`coalesce((select d.percent from product_discounts d
    where d.product_id = p.id and d.active and d.date_from <= ${date} and d.date_to >= ${date}
    order by d.id desc limit 1), 0)`;
