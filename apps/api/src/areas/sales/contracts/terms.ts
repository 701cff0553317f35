import { type CalculatorItem, linePrice, percentOf, roundingStep } from '@savdo/shared/contracts';
import { type Currency, fromMinor } from '@savdo/shared/money';
import type { CalculatorData, CalculatorTariffRow } from '@savdo/shared/schemas/contracts';
import { sql } from 'drizzle-orm';
import { WHOLE_ONLY } from '../../../ledgers/stock/whole-quantities.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors } from '../../../platform/http/errors.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import { discountPercentOn } from '../../catalog/pricing/discounts.ts';
import { productStock } from '../../stock/warehouse/product-stock.ts';

/**
 * What a contract is priced with: the goods' retail prices today (the
 * product's `retail_price_uzs` / `retail_price_usd`, less today's product
 * discount), the tariffs, and the calculator's settings.
 */

type PricedProduct = {
  id: number;
  name: string;
  price_uzs: string | null;
  price_usd: string | null;
  discount_percent: string;
  /** Counted in pieces (its unit is not sold in parts, or it is serial-tracked): whole quantities only. */
  whole: boolean;
};

async function productsPriced(tx: DbOrTx, ids: readonly number[], date: string): Promise<PricedProduct[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await tx.execute<PricedProduct>(sql`select p.id, p.name, p.retail_price_uzs as price_uzs,
      p.retail_price_usd as price_usd, ${discountPercentOn(date)}::text as discount_percent,
      ${WHOLE_ONLY} as whole
    from products p left join units u on u.id = p.unit_id
    where p.id in (${list}) and p.active order by p.name, p.id`);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Every active tariff with its term's months. */
export async function activeTariffs(tx: DbOrTx): Promise<CalculatorTariffRow[]> {
  const rows = await tx.execute<
    CalculatorTariffRow & Record<string, unknown>
  >(sql`select t.id, t.name, t.name_ru, ct.months, t.markup::text as markup,
      coalesce(t.additional_markup, 0)::text as additional_markup,
      coalesce(t.prepayment_percent, 0)::text as prepayment_percent
    from contract_tariffs t join contract_terms ct on ct.id = t.contract_term_id
    where t.active and ct.active order by ct.months, t.name, t.id`);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id), months: Number(r.months) }));
}

/** The rounding step of a currency (minor units) from the setting `contract_rounding`. */
export async function contractRounding(tx: DbOrTx, currency: Currency): Promise<bigint> {
  return roundingStep(currency, await settingValue<number>(tx, 'contract_rounding'));
}

/** The payment day a new contract gets when none is asked: the setting `default_payment_day`, 0 = the contract's day. */
export async function defaultPaymentDay(tx: DbOrTx): Promise<number | null> {
  const day = await settingValue<number>(tx, 'default_payment_day');
  return Number.isInteger(day) && day >= 1 && day <= 28 ? day : null;
}

/**
 * The calculator dialog's and the order's data: the chosen goods' prices and
 * their stock per warehouse (`branchId`'s first), the tariffs and the settings.
 */
export async function calculatorData(
  tx: DbOrTx,
  productIds: readonly number[],
  branchId?: number | null,
): Promise<CalculatorData> {
  const today = await businessToday(tx);
  const [products, stock, tariffs, rounding, byProduct, day] = await Promise.all([
    productsPriced(tx, productIds, today),
    productStock(tx, productIds, branchId),
    activeTariffs(tx),
    settingValue<number>(tx, 'contract_rounding'),
    settingValue<boolean>(tx, 'calculator_by_product'),
    settingValue<number>(tx, 'default_payment_day'),
  ]);
  const money = (v: string | null) => (v === null ? null : fromMinor(BigInt(v)));
  return {
    products: products.map((p) => ({
      ...p,
      price_uzs: money(p.price_uzs),
      price_usd: money(p.price_usd),
      stock: stock.get(p.id) ?? [],
    })),
    tariffs,
    // decimal soʻm like every sum and step on the wire, as the contract view's `rounding`
    rounding: fromMinor(roundingStep('UZS', rounding)),
    by_product: byProduct,
    default_payment_day: day,
    today,
  };
}

/** One tariff (active), or 400 naming the field. */
export async function tariffOf(tx: DbOrTx, tariffId: number): Promise<CalculatorTariffRow> {
  const found = (await activeTariffs(tx)).find((t) => t.id === tariffId);
  if (!found) throw new FieldErrors([{ field: 'tariff_id', key: 'validation.refMissing' }]);
  return found;
}

/**
 * The goods priced in a currency on a date: each line's unit price and the
 * line's discount (today's product discount, half up). 400 for a product
 * that is unknown or inactive or a fractional quantity of piece goods (naming
 * the line's quantity), 409 for one without a price in the currency.
 */
export async function priceLines(
  tx: DbOrTx,
  lines: readonly { product_id: number; quantity: bigint }[],
  currency: Currency,
  date: string,
): Promise<(CalculatorItem & { productId: number })[]> {
  const products = new Map(
    (
      await productsPriced(
        tx,
        lines.map((l) => l.product_id),
        date,
      )
    ).map((p) => [p.id, p]),
  );
  return lines.map((line, i) => {
    const p = products.get(line.product_id);
    if (!p) throw new FieldErrors([{ field: `items.${i}.product_id`, key: 'validation.refMissing' }]);
    if (p.whole && line.quantity % 1000n !== 0n)
      throw new FieldErrors([{ field: `items.${i}.quantity`, key: 'validation.wholeQuantity' }]);
    const price = currency === 'UZS' ? p.price_uzs : p.price_usd;
    if (price === null || BigInt(price) <= 0n)
      throw conflict('contracts.errors.noPrice', { product: p.name });
    const unitPrice = BigInt(price);
    const discount = percentOf(
      linePrice({ unitPrice, quantity: line.quantity, discount: 0n }),
      p.discount_percent,
    );
    return { productId: p.id, unitPrice, quantity: line.quantity, discount };
  });
}
