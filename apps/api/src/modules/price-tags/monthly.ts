import { mulDivRound } from '@savdo/shared/quantity';
import { basisPoints } from '../pricing/prices.ts';

/**
 * The monthly payment of an instalment contract on a retail price: the price
 * with the tariff's markup and additional markup, spread over the term,
 * rounded up to a whole 1 000 soʻm (a customer never pays short).
 */
export function monthlyPayment(
  retailUzs: bigint,
  months: number,
  markup: string,
  additional: string,
): bigint {
  const total = mulDivRound(retailUzs, 10_000n + basisPoints(markup) + basisPoints(additional), 10_000n);
  const step = 1000n * 100n;
  const perMonth = (total + BigInt(months) - 1n) / BigInt(months);
  return ((perMonth + step - 1n) / step) * step;
}
