import { roundingStep } from '@savdo/shared/contracts';
import { tagFigures } from '@savdo/shared/price-tags';
import { sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db } from '../../../platform/db/client.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import { discountPercentOn } from '../pricing/discounts.ts';
import type { TagData } from './print.ts';

/**
 * The tags of the chosen products, by name: each promises what a contract
 * for one unit made today asks (`tagFigures`): today's retail price less
 * today's product discount (the old price kept to strike through), and the
 * monthly payment of every active tariff with the contract rounding.
 */
export async function tagData(db: Db, productIds: readonly number[], footer: string): Promise<TagData[]> {
  const today = await businessToday(db);
  const products = await db.execute<{
    id: number;
    name: string;
    barcode: string | null;
    retail_price_uzs: string | null;
    discount_percent: string;
  }>(sql`select p.id, p.name, p.barcode, p.retail_price_uzs, ${discountPercentOn(today)}::text as discount_percent
    from products p where p.id in (${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )}) order by p.name`);
  const tariffs = await db.execute<{
    months: number;
    markup: string;
    additional_markup: string | null;
  }>(sql`select
      ct.months, t.markup, t.additional_markup
    from contract_tariffs t join contract_terms ct on ct.id = t.contract_term_id
    where t.active and ct.active order by ct.months, t.id`);
  const terms = tariffs.rows.map((t) => ({
    months: Number(t.months),
    markupPercent: String(t.markup),
    additionalMarkupPercent: String(t.additional_markup ?? '0'),
  }));
  const rounding = roundingStep('UZS', await settingValue<number>(db, 'contract_rounding'));
  return products.rows.map((p) => ({
    name: p.name,
    barcode: p.barcode,
    productId: Number(p.id),
    footer,
    ...tagFigures(BigInt(p.retail_price_uzs ?? 0), p.discount_percent, terms, rounding),
  }));
}
