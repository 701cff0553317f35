import { priceTagMonthly, roundingStep } from '@savdo/shared/contracts';
import { builtDefinition } from '@savdo/shared/reports';
import { sql } from 'drizzle-orm';
import { settingValue } from '../../../platform/settings/settings.ts';
import { momentInPeriod, type ServerReport, tashkentDay, when } from '../engine/define.ts';

/**
 * R0046 Selling price changes: every change of a product's selling prices
 * made in the period (the price history `selling_price_changes`, by the
 * Tashkent day it was applied), with the input cost it started from and the
 * previous change's, the prices before and after, the markup (its source and
 * percents) and the sale rate; one row per active tariff, whose monthly
 * payment is what a price tag shows for the new retail price (`decorate`,
 * the calculator's own `priceTagMonthly`, today's contract rounding, no
 * discount). Prices are the company's: the rows carry no branch.
 */
export const priceChanges: ServerReport = {
  definition: builtDefinition('R0046'),
  source: (ctx) => {
    const q = ctx.q;
    return sql`select c.id as change_id, ${tashkentDay(sql`c.created_at`)}::text as changed_on, c.created_at,
        c.product_id, p.name as product_name, pc.name as category_name,
        prev.cost_uzs as old_input_cost_uzs, c.cost_uzs as input_cost_uzs,
        c.old_retail_uzs, c.retail_uzs, c.retail_uzs - c.old_retail_uzs as retail_change_uzs,
        c.old_wholesale_uzs, c.wholesale_uzs, c.retail_usd,
        c.markup_source, c.retail_percent::text as retail_percent, c.wholesale_percent::text as wholesale_percent,
        c.rate::text as rate, u.full_name as changed_by_name,
        t.months, t.markup::text as tariff_markup, coalesce(t.additional_markup, 0)::text as tariff_additional,
        null::bigint as monthly
      from selling_price_changes c
      join products p on p.id = c.product_id
      left join product_categories pc on pc.id = p.product_category_id
      left join users u on u.id = c.changed_by
      left join lateral (select c2.cost_uzs from selling_price_changes c2
        where c2.product_id = c.product_id and c2.id < c.id order by c2.id desc limit 1) prev on true
      left join lateral (select ct.months, ct2.markup, ct2.additional_markup
        from contract_tariffs ct2 join contract_terms ct on ct.id = ct2.contract_term_id
        where ct2.active and ct.active) t on true
      where ${momentInPeriod(sql`c.created_at`, ctx)}
        and ${when(q.product_id, (v) => sql`c.product_id = ${v}`)}
        and ${when(q.category_id, (v) => sql`p.product_category_id = ${v}`)}
        and ${when(q.markup_source, (v) => sql`c.markup_source = ${v}`)}
        and ${when(q.months, (v) => sql`t.months = ${v}`)}`;
  },
  order: sql`created_at desc, change_id desc, months`,
  decorate: async (ctx, rows) => {
    const rounding = roundingStep('UZS', await settingValue<number>(ctx.db, 'contract_rounding'));
    for (const row of rows) {
      if (row.months === null || row.months === undefined) continue;
      row.monthly = priceTagMonthly(
        BigInt(String(row.retail_uzs)),
        {
          months: Number(row.months),
          markupPercent: String(row.tariff_markup),
          additionalMarkupPercent: String(row.tariff_additional),
        },
        rounding,
      ).toString();
    }
  },
};
