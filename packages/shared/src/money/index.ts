/**
 * Money is exact end to end (DECISIONS.md "Data"): integer minor units
 * (tiyin, cents) as bigint in code and database, decimal strings with two
 * digits on the wire. No binary floating point touches an amount.
 */
export type Currency = 'UZS' | 'USD';
export const CURRENCIES: readonly Currency[] = ['UZS', 'USD'];

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** "1250000.5" → 125000050n. Throws on anything that is not a decimal with at most 2 fraction digits. */
export function toMinor(amount: string): bigint {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`Not a money amount: ${amount}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/** 125000050n → "1250000.50". */
export function fromMinor(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/**
 * A decimal string as printed for people: "-36107000.50" → "-36 107 000,50"
 * (no-break spaces between thousands, a decimal comma as in Uzbek and
 * Russian). Anything that is not a plain decimal is returned as it is.
 */
export function formatDecimalText(value: string): string {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return value;
  const [, sign = '', whole = '', fraction] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${sign}${grouped}${fraction === undefined ? '' : `,${fraction}`}`;
}

/** 123456700n → "1 234 567 soʻm" (whole soʻm, no-break spaces), for print where Intl may lack Uzbek data. */
export function formatUzs(minor: bigint): string {
  const som = (minor < 0n ? -minor : minor) / 100n + ((minor < 0n ? -minor : minor) % 100n >= 50n ? 1n : 0n);
  const grouped = som.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${minor < 0n ? '-' : ''}${grouped}\u00a0soʻm`;
}
export { distributeByShares, isShare, parseShare, sharePercent } from './shares.ts';
