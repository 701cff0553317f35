import type { Currency } from '@savdo/shared/money';
import { mulDivRound } from '@savdo/shared/quantity';
import type { CashTradeMethod } from '@savdo/shared/schemas/cash-trading';
import type { Line } from '../../../ledgers/money/lines.ts';

/**
 * The arithmetic of cash sales, pure (tested without a database): line
 * sums, a discount spread over the lines, the shares a return takes, and the
 * journal lines of payments, refunds and fund payments. Money is minor
 * units, quantities thousandths.
 */

/** A line's sum: unit price × quantity (thousandths), rounded half up to the tiyin. */
export const lineSum = (price: bigint, quantity: bigint): bigint => mulDivRound(price, quantity, 1000n);

/** A line as the discount spreading sees it: its sum and the discount it already has. */
export interface DiscountableLine {
  sum: bigint;
  discount: bigint;
}

/**
 * Spreads a discount over lines in proportion to what each still costs
 * (sum − discount), each share rounded; what the rounding left over goes to
 * the last lines with room (a small last line may not hold it all), so the
 * shares add up to the discount exactly and no line goes below zero.
 * Answers each line's new discount.
 */
export function spreadDiscount(lines: readonly DiscountableLine[], discount: bigint): bigint[] {
  const left = lines.map((l) => l.sum - l.discount);
  const whole = left.reduce((a, b) => a + b, 0n);
  if (discount < 0n || discount > whole) throw new RangeError('discount beyond what the lines cost');
  if (whole === 0n) return lines.map((l) => l.discount);
  const least = (a: bigint, b: bigint) => (a < b ? a : b);
  const shares = left.map((value) => least(mulDivRound(discount, value, whole), value));
  // What rounding left over (or took too much) goes to the last lines with room, never past a line's rest.
  let rest = discount - shares.reduce((a, b) => a + b, 0n);
  for (let i = shares.length - 1; i >= 0 && rest !== 0n; i--) {
    const share = shares[i] ?? 0n;
    const change = rest > 0n ? least(rest, (left[i] ?? 0n) - share) : -least(-rest, share);
    shares[i] = share + change;
    rest -= change;
  }
  return lines.map((line, i) => line.discount + (shares[i] ?? 0n));
}

/** `part` of `whole` of an amount: exactly all of it when it is the whole rest. */
export const shareOf = (amount: bigint, part: bigint, whole: bigint): bigint =>
  part === whole ? amount : mulDivRound(amount, part, whole);

/** What a trade line has returned so far and what it carries. */
export interface ReturnableLine {
  quantity: bigint;
  sum: bigint;
  discount: bigint;
  released: bigint;
  returned: bigint;
  costUzs: bigint;
  returnedCostUzs: bigint;
  refunded: bigint;
}

/**
 * What `quantity` more of a line coming back is worth: the refund (its share
 * of the line's sum less discount; the last units the rest) and the cost it
 * goes back into stock at (cost × quantity / released; the last released
 * units the rest). Throws when more would come back than was released.
 */
export function returnShare(line: ReturnableLine, quantity: bigint): { refund: bigint; cost: bigint } {
  if (quantity <= 0n || line.returned + quantity > line.released)
    throw new RangeError('beyond what was released');
  const net = line.sum - line.discount;
  const refundLeft = net - line.refunded;
  const costLeft = line.costUzs - line.returnedCostUzs;
  const refund =
    line.returned + quantity === line.quantity ? refundLeft : mulDivRound(net, quantity, line.quantity);
  const cost =
    line.returned + quantity === line.released
      ? costLeft
      : mulDivRound(line.costUzs, quantity, line.released);
  return { refund: atMost(refund, refundLeft), cost: atMost(cost, costLeft) };
}

/** The smaller of two amounts (bigint has no Math.min). */
export const atMost = (value: bigint, limit: bigint): bigint => (value < limit ? value : limit);

/** Where a payment part's money lands: a cashbox, a payment type's transit account, or the fund's account. */
export interface PartTarget {
  method: CashTradeMethod;
  cashboxId: number | null;
  paymentTypeId: number | null;
  fondId: number | null;
}

/**
 * The postings of one payment part: the money's account is debited (the
 * cashbox in the part's currency, the card or transfer transit account of
 * its payment type, or the fund that owes it) and cash-sale revenue
 * (`cash_trade`, ref 0, in the same currency) credited.
 */
export function paymentLines(target: PartTarget, currency: Currency, amount: bigint): Line[] {
  const debit: Line =
    target.method === 'CASH'
      ? { kind: 'cashbox', ref: target.cashboxId ?? 0, currency, amount }
      : target.method === 'FOND'
        ? { kind: 'fond', ref: target.fondId ?? 0, currency, amount }
        : { kind: 'payment_transit', ref: target.paymentTypeId ?? 0, currency, amount };
  return [debit, { kind: 'cash_trade', ref: 0, currency, amount: -amount }];
}

/** A refund: revenue debited back, the cash leaving a cashbox (or credited to the client's account), in UZS. */
export function refundLines(to: { cashboxId: number } | { clientId: number }, amount: bigint): Line[] {
  const credit: Line =
    'cashboxId' in to
      ? { kind: 'cashbox', ref: to.cashboxId, currency: 'UZS', amount: -amount }
      : { kind: 'client', ref: to.clientId, currency: 'UZS', amount: -amount };
  return [{ kind: 'cash_trade', ref: 0, currency: 'UZS', amount }, credit];
}

/** Cash a fund brings to a cashbox: the cashbox debited, the fund's debt credited. */
export const fondPaymentLines = (cashboxId: number, fondId: number, amount: bigint): Line[] => [
  { kind: 'cashbox', ref: cashboxId, currency: 'UZS', amount },
  { kind: 'fond', ref: fondId, currency: 'UZS', amount: -amount },
];
