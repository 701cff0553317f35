/** A share has at most four fraction digits: it is kept in ten-thousandths. */
const SHARE_SCALE = 10_000n;
const SHARE = /^(\d{1,6})(?:\.(\d{1,4}))?$/;

/** True for a share as typed: a positive decimal with at most six whole and four fraction digits. */
export const isShare = (s: string): boolean => SHARE.test(s.trim()) && /[1-9]/.test(s);

/** "12.5" → 125000n (ten-thousandths); RangeError on anything `isShare` refuses. */
export function parseShare(s: string): bigint {
  const match = SHARE.exec(s.trim());
  if (!match || !isShare(s)) throw new RangeError(`Not a share: ${s}`);
  return BigInt(match[1] ?? '0') * SHARE_SCALE + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/**
 * Splits `total` minor units in proportion to `shares` (largest remainder):
 * each gets the floor of its exact part, then the tiyins left over go one
 * each to the largest remainders (the earlier line on a tie), so the parts
 * sum to `total` exactly and none is more than one tiyin from its exact part.
 */
export function distributeByShares(total: bigint, shares: readonly bigint[]): bigint[] {
  if (total < 0n) throw new RangeError('Only a non-negative sum is distributed');
  const whole = shares.reduce((a, b) => a + b, 0n);
  if (shares.length === 0 || whole <= 0n || shares.some((s) => s < 0n)) {
    throw new RangeError('Shares must be non-negative and not all zero');
  }
  const parts = shares.map((s) => (total * s) / whole);
  const left = total - parts.reduce((a, b) => a + b, 0n);
  const order = shares
    .map((s, i) => ({ i, rest: (total * s) % whole }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (let k = 0n; k < left; k++) {
    const at = order[Number(k)]?.i ?? 0;
    parts[at] = (parts[at] ?? 0n) + 1n;
  }
  return parts;
}

/** A share's percent of the whole, to two decimals (half up), as text: 1 of 3 → "33.33". */
export function sharePercent(share: bigint, whole: bigint): string {
  if (whole <= 0n) return '0.00';
  const hundredths = (share * 20_000n + whole) / (2n * whole);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}
