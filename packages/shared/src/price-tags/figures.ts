import { type CalculatorTariff, percentOf, priceTagMonthly } from '../contracts/calculator.ts';

/**
 * What a price tag promises: the price a client pays for one unit today and
 * the monthly payment of each term, never less than a contract would ask
 * (docs/DECISIONS.md "Pricing and price tags"). The figures come from the
 * contracts' calculator on the same line an order makes of one unit — the
 * retail price less today's product discount (half up), no prepayment, the
 * contract rounding — and are printed to the tiyin, never rounded down.
 */

export interface TagFigures {
  /** What the client pays for one unit today: the retail price less today's discount, minor units. */
  price: bigint;
  /** The retail price before the discount (struck through on the tag); null without a discount. */
  oldPrice: bigint | null;
  /** The monthly payment of each term: the calculator's for one unit, no prepayment. */
  monthly: { months: number; amount: bigint }[];
}

/** The tag of one product: its retail price, today's discount (percent), the tariffs and the contract rounding. */
export function tagFigures(
  retail: bigint,
  discountPercent: string,
  terms: readonly CalculatorTariff[],
  rounding: bigint,
): TagFigures {
  const discount = percentOf(retail, discountPercent);
  return {
    price: retail - discount,
    oldPrice: discount > 0n ? retail : null,
    monthly: terms.map((t) => ({
      months: t.months,
      amount: priceTagMonthly(retail, t, rounding, 'UZS', discount),
    })),
  };
}

const group = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/**
 * Soʻm as a tag prints them, exactly: whole soʻm when there are no tiyin
 * ("1 234 567 soʻm"), else with them ("1 234 567,89 soʻm"). Never rounded, so
 * a tag never shows less than the amount (the step "none" leaves tiyin).
 */
export function tagMoney(minor: bigint): string {
  const abs = minor < 0n ? -minor : minor;
  const tiyin = abs % 100n;
  const whole = group((abs / 100n).toString());
  const text = tiyin === 0n ? whole : `${whole},${tiyin.toString().padStart(2, '0')}`;
  return `${minor < 0n ? '-' : ''}${text}\u00a0soʻm`;
}

/** One piece of text of a tag's price box: struck through (the old price) or not, at a share of the box's font. */
export interface PriceRun {
  text: string;
  strike: boolean;
  bold: boolean;
  /** Of the box's font size. */
  scale: number;
}

/** The old price's font on one line with the new price, as a share of the box's font. */
export const OLD_PRICE_SCALE = 0.6;

/**
 * The price box's lines: the price alone, or with a discount the old price
 * struck through — on a line of its own above the price when the box holds
 * two lines, else before the price on its line in a smaller font.
 */
export function priceRuns(figures: Pick<TagFigures, 'price' | 'oldPrice'>, lines: number): PriceRun[][] {
  const price: PriceRun = { text: tagMoney(figures.price), strike: false, bold: true, scale: 1 };
  if (figures.oldPrice === null) return [[price]];
  const old = tagMoney(figures.oldPrice);
  if (lines >= 2) return [[{ text: old, strike: true, bold: false, scale: 1 }], [price]];
  return [[{ text: old, strike: true, bold: false, scale: OLD_PRICE_SCALE }, price]];
}
