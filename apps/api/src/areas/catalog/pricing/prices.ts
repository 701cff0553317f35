import { toMinor } from '@savdo/shared/money';
import { mulDivRound } from '@savdo/shared/quantity';

/**
 * Selling prices from an input cost, exact to the tiyin: a percent is held as
 * basis points (12.50 % = 1250), a price is cost × (1 + percent), rounded to
 * the configured step (none, 100 or 1 000 soʻm) and converted to dollars at
 * the rate. Pure, so it is tested without a database.
 */
export interface Markup {
  retailPercent: string;
  wholesalePercent: string;
  additionalPercent: string;
}

export interface SellingPrices {
  retail_uzs: bigint;
  retail_usd: bigint;
  wholesale_uzs: bigint;
  wholesale_usd: bigint;
}

/** "12.5" → 1250 basis points. */
export const basisPoints = (percent: string): bigint => toMinor(percent || '0');

/** Rounds minor units to a step of whole soʻm (0 or 1: none), half up. */
export function roundTo(minor: bigint, stepSom: number): bigint {
  if (stepSom <= 1) return minor;
  const step = BigInt(stepSom) * 100n;
  return mulDivRound(minor, 1n, step) * step;
}

export function sellingPrices(costUzs: bigint, markup: Markup, rate: string, stepSom: number): SellingPrices {
  const retailBp = basisPoints(markup.retailPercent) + basisPoints(markup.additionalPercent);
  const wholesaleBp = basisPoints(markup.wholesalePercent);
  const retail = roundTo(mulDivRound(costUzs, 10_000n + retailBp, 10_000n), stepSom);
  const wholesale = roundTo(mulDivRound(costUzs, 10_000n + wholesaleBp, 10_000n), stepSom);
  const rateCents = toMinor(rate);
  const usd = (uzs: bigint) => (rateCents > 0n ? mulDivRound(uzs, 100n, rateCents) : 0n);
  return {
    retail_uzs: retail,
    retail_usd: usd(retail),
    wholesale_uzs: wholesale,
    wholesale_usd: usd(wholesale),
  };
}
