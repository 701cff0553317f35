import { fromMinor, toMinor } from '@savdo/shared/money';
import { isQuantity, mulDivRound, toMilli } from '@savdo/shared/quantity';
import { isMoney } from '@savdo/shared/validation';

/** A line of the sale form: the product at today's price and the quantity typed. */
export interface LineValues {
  product_id: number;
  name: string;
  price: string;
  quantity?: string;
}

/** A line's sum (price × quantity, exact), or null while the quantity is not a number yet. */
export function lineTotal(line: Partial<Pick<LineValues, 'price' | 'quantity'>>): bigint | null {
  if (!line.quantity || !isQuantity(line.quantity) || !line.price || !isMoney(line.price)) return null;
  return mulDivRound(toMinor(line.price), toMilli(line.quantity), 1000n);
}

/** The sale's sum as the server will count it (the wire string), lines not yet valid left out. */
export function saleTotal(lines: readonly Partial<Pick<LineValues, 'price' | 'quantity'>>[]): string {
  return fromMinor(lines.reduce((sum, l) => sum + (lineTotal(l) ?? 0n), 0n));
}

/** The sum of the payment parts typed in soʻm (dollar parts are priced by the server at the day's rate). */
export function partsTotal(parts: readonly { amount?: string; currency?: string }[]): string {
  return fromMinor(
    parts.reduce(
      (sum, p) => sum + (p?.currency !== 'USD' && p?.amount && isMoney(p.amount) ? toMinor(p.amount) : 0n),
      0n,
    ),
  );
}
