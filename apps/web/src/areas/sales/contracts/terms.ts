import {
  type CalculationNote,
  type CalculatorItem,
  calculateContract,
  linePrice,
  minimumPrepayment,
  percentOf,
  roundingStep,
} from '@savdo/shared/contracts';
import { type Currency, fromMinor, toMinor } from '@savdo/shared/money';
import { isQuantity, toMilli } from '@savdo/shared/quantity';
import type { CalculatorData, CalculatorTariffRow } from '@savdo/shared/schemas/contracts';

/**
 * The calculator on the screen: the same shared function the server prices
 * contracts with (`@savdo/shared/contracts`), on the goods' prices and the
 * tariffs the server answered.
 */

export interface GoodsLine {
  product_id?: number;
  quantity?: string;
}

/** The basket as calculator items; null while a line is incomplete, a product has no price or piece goods a fraction. */
export function basketItems(data: CalculatorData, lines: readonly GoodsLine[], currency: Currency) {
  const items: CalculatorItem[] = [];
  for (const line of lines) {
    const product = data.products.find((p) => p.id === line.product_id);
    const price = currency === 'UZS' ? product?.price_uzs : product?.price_usd;
    if (!product || !price || !line.quantity || !isQuantity(line.quantity) || toMilli(line.quantity) <= 0n)
      return null;
    const unitPrice = toMinor(price);
    const quantity = toMilli(line.quantity);
    // piece goods take whole quantities only (the server refuses the rest)
    if (product.whole && quantity % 1000n !== 0n) return null;
    items.push({
      unitPrice,
      quantity,
      discount: percentOf(linePrice({ unitPrice, quantity, discount: 0n }), product.discount_percent),
    });
  }
  return items.length > 0 ? items : null;
}

export interface TariffTerms {
  tariff: CalculatorTariffRow;
  /** Decimal strings of the wire. */
  price: string;
  minimum: string;
  prepayment: string;
  financed: string;
  markup: string;
  debt: string;
  monthly: string;
  last: string;
  /** The prepayment asked is below the minimum or not below the price. */
  invalid: boolean;
  /** The step the monthly payment was rounded to (lowered when the setting's would zero the last instalments). */
  rounding: string;
  /** Why the figures are not the plain ones: a lowered step, or a debt too small for the term (refused). */
  note: CalculationNote | null;
}

/** A tariff's terms for the basket, with `prepayment` (default: the tariff's minimum). */
export function tariffTerms(
  data: CalculatorData,
  items: readonly CalculatorItem[],
  currency: Currency,
  tariff: CalculatorTariffRow,
  prepayment?: bigint,
  paymentDay?: number,
): TariffTerms {
  const net = items.reduce((s, i) => s + linePrice(i) - i.discount, 0n);
  const minimum = minimumPrepayment(net, tariff.prepayment_percent);
  const asked = prepayment ?? minimum;
  const invalid = asked < minimum || asked >= net;
  const c = calculateContract({
    items,
    prepayment: invalid ? minimum : asked,
    months: tariff.months,
    markupPercent: tariff.markup,
    additionalMarkupPercent: tariff.additional_markup,
    rounding: currency === 'UZS' ? toMinor(data.rounding) : roundingStep(currency, 0),
    currency,
    contractDate: data.today,
    paymentDay: paymentDay ?? (data.default_payment_day || undefined),
    byProduct: data.by_product,
  });
  return {
    tariff,
    price: fromMinor(net),
    minimum: fromMinor(minimum),
    prepayment: fromMinor(c.prepayment),
    financed: fromMinor(c.financed),
    markup: fromMinor(c.markup),
    debt: fromMinor(c.debt),
    monthly: fromMinor(c.monthly),
    last: fromMinor(c.last),
    invalid,
    rounding: fromMinor(c.rounding > 1n ? c.rounding : 1n),
    note: c.note,
  };
}
