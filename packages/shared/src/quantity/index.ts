/**
 * Stock quantities are exact: integer thousandths (milli-units: grams of a
 * kilogram, millimetres of a metre, 1000 per piece) as bigint in code and
 * database, decimal strings with up to three digits on the wire ("12.5").
 */
const DECIMAL = /^(-)?(\d{1,15})(?:\.(\d{1,3}))?$/;

/** "12.5" → 12500n. Throws on anything that is not a decimal with at most 3 fraction digits. */
export function toMilli(quantity: string): bigint {
  const match = DECIMAL.exec(quantity.trim());
  if (!match) throw new RangeError(`Not a quantity: ${quantity}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const milli = BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
  return sign ? -milli : milli;
}

/** 12500n → "12.5"; 3000n → "3". */
export function fromMilli(milli: bigint): string {
  const negative = milli < 0n;
  const abs = negative ? -milli : milli;
  const fraction = (abs % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  const text = fraction ? `${abs / 1000n}.${fraction}` : `${abs / 1000n}`;
  return negative ? `-${text}` : text;
}

export const isQuantity = (value: string): boolean =>
  DECIMAL.test(value.trim()) && !value.trim().startsWith('-');

/** a × b ÷ c rounded half away from zero, exactly (for shares of a cost). */
export function mulDivRound(a: bigint, b: bigint, c: bigint): bigint {
  if (c === 0n) throw new RangeError('division by zero');
  const product = a * b;
  const negative = product < 0n !== c < 0n;
  const p = product < 0n ? -product : product;
  const d = c < 0n ? -c : c;
  const q = (p * 2n + d) / (2n * d);
  return negative ? -q : q;
}
