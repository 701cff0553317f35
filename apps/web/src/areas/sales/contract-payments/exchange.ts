/**
 * What the server counts a sum taken in the other currency as (the API's
 * `exchangeAmount`): UZS → USD divides by the rate, USD → UZS multiplies,
 * half up to the minor unit, in integers (no float touches the amount).
 */

const MONEY = /^(\d+)(?:\.(\d{1,2}))?$/;
const RATE = /^(\d{1,12})(?:\.(\d{1,4}))?$/;

const minorOf = (amount: string): bigint | null => {
  const m = MONEY.exec(amount.trim());
  return m ? BigInt(m[1] ?? '0') * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : null;
};

const scaledRate = (rate: string): bigint | null => {
  const m = RATE.exec(rate.trim());
  return m ? BigInt(m[1] ?? '0') * 10_000n + BigInt((m[2] ?? '').padEnd(4, '0')) : null;
};

const divRound = (a: bigint, b: bigint): bigint => (2n * a + b) / (2n * b);

/** `amount` taken in `from` at `rate` (UZS per USD) as decimal text of the other currency; null when unreadable. */
export function converted(amount: string | undefined, from: 'UZS' | 'USD', rate: string): string | null {
  const minor = amount ? minorOf(amount) : null;
  const scaled = scaledRate(rate);
  if (minor === null || scaled === null || scaled === 0n) return null;
  const out = from === 'USD' ? divRound(minor * scaled, 10_000n) : divRound(minor * 10_000n, scaled);
  return `${out / 100n}.${(out % 100n).toString().padStart(2, '0')}`;
}
