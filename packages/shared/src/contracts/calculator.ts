import { type Currency, toMinor } from '../money/index.ts';
import { mulDivRound } from '../quantity/index.ts';

/**
 * The instalment calculator (DECISIONS.md "Instalment contracts"): one pure
 * function for the order form, the contract, the calculator dialog and the
 * price tags. Money is minor units (bigint) of the contract's currency.
 *
 * - price = Σ unit price × quantity (thousandths), each line rounded half up;
 *   discount = Σ line discounts; the prepayment is at least the tariff's
 *   percent of price − discount (`minimumPrepayment`).
 * - R = price − discount − prepayment; M = R × (markup + additional) %,
 *   half up; D = R + M.
 * - m = D / n rounded UP to the rounding step (a one-month term: D itself);
 *   instalments 1 … n−1 are m and the last is D − m(n−1). When the step is so coarse for a small debt that
 *   the last instalment would be 0 or below (m(n−1) ≥ D), the step is
 *   lowered to the coarsest finer one that keeps it above 0 (1 000 → 100 soʻm
 *   → none) and the answer says so (`note: 'roundingLowered'`). When even no
 *   rounding leaves an instalment at 0 (a debt of a few tiyin a month), the
 *   instalments are m until D is covered and the later ones 0, and the answer
 *   says the debt is too small for the term (`note: 'debtTooSmall'`): no
 *   contract is made of it.
 * - Row 0 is the prepayment, due on the contract date; row k is due k months
 *   later on the payment day (default the contract's day of month, at most 28).
 * - Each row's markup share is M pro rata to the cumulative amounts (rounded
 *   half up on the running total), so the shares sum to M, the last absorbing
 *   the rounding, and no share exceeds its row.
 * - `byProduct` (setting `calculator_by_product`): each goods line is
 *   calculated and rounded on its own (the prepayment spread over the lines
 *   pro rata to their net price) and the schedules are summed row by row; off,
 *   one calculation on the whole basket. A price tag is one unit of one
 *   product with no prepayment, so with `byProduct` a basket's monthly
 *   payment is the sum of its lines' monthly payments.
 */

export interface CalculatorItem {
  /** Unit price, minor units. */
  unitPrice: bigint;
  /** Thousandths (1000 = one piece). */
  quantity: bigint;
  /** Discount on the whole line, minor units. */
  discount: bigint;
}

export interface CalculatorTariff {
  months: number;
  /** Decimal strings with at most two fraction digits, e.g. "38" or "1.5". */
  markupPercent: string;
  additionalMarkupPercent: string;
}

export interface CalculatorInput extends CalculatorTariff {
  items: readonly CalculatorItem[];
  prepayment: bigint;
  /** Rounding step of the monthly payment, minor units (0 or 1: none). */
  rounding: bigint;
  currency: Currency;
  /** YYYY-MM-DD. */
  contractDate: string;
  /** 1 … 28; default the contract date's day of month, at most 28. */
  paymentDay?: number | null | undefined;
  byProduct?: boolean | undefined;
}

export interface ScheduleRow {
  /** 0 = the prepayment, 1 … n the instalments. */
  n: number;
  dueDate: string;
  amount: bigint;
  /** The markup share of `amount` (the rest is principal). */
  markup: bigint;
}

/**
 * Why the figures differ from a plain calculation: the step was lowered so the
 * last instalment stays above 0, or the debt is too small for the term even
 * without rounding (a contract is refused).
 */
export type CalculationNote = 'roundingLowered' | 'debtTooSmall';

export interface Calculation {
  currency: Currency;
  months: number;
  paymentDay: number;
  /** The rounding step used, minor units (per product: the finest a line used). */
  rounding: bigint;
  /** The rounding step asked (the setting's). */
  roundingAsked: bigint;
  /** Null when the step asked was used and every instalment is above 0. */
  note: CalculationNote | null;
  price: bigint;
  discount: bigint;
  prepayment: bigint;
  /** R = price − discount − prepayment. */
  financed: bigint;
  /** M = R × (markup + additional) %. */
  markup: bigint;
  /** D = R + M. */
  debt: bigint;
  /** m: instalments 1 … n−1. */
  monthly: bigint;
  /** The last instalment (row n). */
  last: bigint;
  schedule: ScheduleRow[];
}

/** The rounding step in minor units for a currency: the setting (0, 100 or 1 000 soʻm) for UZS, a cent for USD. */
export function roundingStep(currency: Currency, settingSom: number): bigint {
  if (currency === 'USD') return 1n;
  return settingSom > 1 ? BigInt(Math.trunc(settingSom)) * 100n : 1n;
}

/** A percent string → basis points ("1.5" → 150n). */
export const basisPoints = (percent: string): bigint => toMinor(percent.trim() || '0');

/** `percent` of an amount, half up (a product discount on a line). */
export const percentOf = (amount: bigint, percent: string): bigint =>
  mulDivRound(amount, basisPoints(percent), 10_000n);

/** The line's price: unit price × quantity (thousandths), half up. */
export const linePrice = (item: CalculatorItem): bigint => mulDivRound(item.unitPrice, item.quantity, 1000n);

/** The smallest prepayment: the tariff's percent of the price less discount, rounded up to the minor unit. */
export function minimumPrepayment(price: bigint, prepaymentPercent: string): bigint {
  const bp = basisPoints(prepaymentPercent);
  if (price <= 0n || bp <= 0n) return 0n;
  return (price * bp + 9_999n) / 10_000n;
}

const ceilDiv = (a: bigint, b: bigint): bigint => (a <= 0n ? 0n : (a + b - 1n) / b);

/** m = D / n rounded up to the step (no step below one minor unit). */
export function monthlyOf(debt: bigint, months: number, rounding: bigint): bigint {
  const step = rounding > 1n ? rounding : 1n;
  return ceilDiv(debt, BigInt(months) * step) * step;
}

/** The steps a contract may round to, coarsest first: the setting's 1 000 and 100 soʻm, then none. */
const STEPS: readonly bigint[] = [100_000n, 10_000n, 1n];

/** True when m over n months leaves the last instalment of D above 0: m(n−1) < D. */
export const lastAboveZero = (debt: bigint, months: number, monthly: bigint): boolean =>
  monthly * BigInt(months - 1) < debt;

/**
 * The step a debt is rounded to: the one asked, else the coarsest finer step
 * that keeps the last instalment above 0, else none (one minor unit). A debt
 * of 0 keeps the step asked (there is nothing to pay).
 */
export function stepFor(debt: bigint, months: number, asked: bigint): bigint {
  const first = asked > 1n ? asked : 1n;
  if (debt <= 0n) return first;
  for (const step of [first, ...STEPS.filter((s) => s < first)])
    if (lastAboveZero(debt, months, monthlyOf(debt, months, step))) return step;
  return 1n;
}

/** The markup of a financed remainder: R × (markup + additional) %, half up. */
export function markupOf(financed: bigint, tariff: CalculatorTariff): bigint {
  const bp = basisPoints(tariff.markupPercent) + basisPoints(tariff.additionalMarkupPercent);
  return mulDivRound(financed, bp, 10_000n);
}

/** The payment day a contract gets: the one asked for, else the contract's day of month, at most 28. */
export function paymentDayOf(contractDate: string, asked?: number | null): number {
  if (asked && asked >= 1 && asked <= 28) return asked;
  return Math.min(Number(contractDate.slice(8, 10)), 28);
}

/** YYYY-MM-DD `k` months after `date`'s month, on `day` (1 … 28: every month has it). */
export function dueDateOf(date: string, k: number, day: number): string {
  const months = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + k;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Instalment amounts 1 … n: m while D lasts, the last (or the covering one) takes the rest. */
function instalments(debt: bigint, months: number, monthly: bigint): bigint[] {
  const rows: bigint[] = [];
  let left = debt;
  for (let k = 1; k <= months; k++) {
    const amount = k === months ? left : monthly < left ? monthly : left;
    rows.push(amount);
    left -= amount;
  }
  return rows;
}

/** Markup shares pro rata to the cumulative amounts: they sum to M and none exceeds its row (M ≤ D). */
function markupShares(amounts: readonly bigint[], markup: bigint, debt: bigint): bigint[] {
  let cumulative = 0n;
  let before = 0n;
  return amounts.map((amount) => {
    cumulative += amount;
    const upTo = debt === 0n ? 0n : mulDivRound(markup, cumulative, debt);
    const share = upTo - before;
    before = upTo;
    return share;
  });
}

/** One calculation on a basket (no splitting by product). */
function calculateBasket(input: CalculatorInput, items: readonly CalculatorItem[], prepayment: bigint) {
  const price = items.reduce((s, i) => s + linePrice(i), 0n);
  const discount = items.reduce((s, i) => s + i.discount, 0n);
  const financed = price - discount - prepayment;
  if (input.months < 1 || financed < 0n) throw new RangeError('prepayment beyond the price, or no months');
  const markup = markupOf(financed, input);
  const debt = financed + markup;
  const step = stepFor(debt, input.months, input.rounding);
  // a one-month term asks the debt itself, never the debt rounded up
  const monthly = input.months === 1 ? debt : monthlyOf(debt, input.months, step);
  const amounts = instalments(debt, input.months, monthly);
  return { price, discount, prepayment, financed, markup, debt, step, monthly, amounts };
}

/** Shares of `total` pro rata to `weights` (running total, half up): they sum to `total`. */
export function proRata(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((s, w) => s + w, 0n);
  let cumulative = 0n;
  let before = 0n;
  return weights.map((w, i) => {
    cumulative += w;
    const upTo = i === weights.length - 1 ? total : sum === 0n ? 0n : mulDivRound(total, cumulative, sum);
    const share = upTo - before;
    before = upTo;
    return share;
  });
}

type Part = ReturnType<typeof calculateBasket>;

/** The parts of a calculation: one for the basket, or one per goods line (prepayment pro rata). */
function partsOf(input: CalculatorInput): Part[] {
  if (!input.byProduct || input.items.length <= 1)
    return [calculateBasket(input, input.items, input.prepayment)];
  const nets = input.items.map((i) => linePrice(i) - i.discount);
  const prepayments = proRata(input.prepayment, nets);
  return input.items.map((item, k) => calculateBasket(input, [item], prepayments[k] ?? 0n));
}

/** The note of a calculation: a row at 0 (debt too small), else a lowered step, else none. */
function noteOf(rows: readonly ScheduleRow[], used: bigint, asked: bigint): CalculationNote | null {
  if (rows.some((r) => r.n > 0 && r.amount <= 0n)) return 'debtTooSmall';
  return used < asked ? 'roundingLowered' : null;
}

/** The contract's figures and schedule (see the file's comment). */
export function calculateContract(input: CalculatorInput): Calculation {
  const parts = partsOf(input);
  const sum = (f: (p: Part) => bigint) => parts.reduce((s, p) => s + f(p), 0n);
  const asked = input.rounding > 1n ? input.rounding : 1n;
  let used = asked;
  for (const p of parts) if (p.step < used) used = p.step;
  const paymentDay = paymentDayOf(input.contractDate, input.paymentDay);
  const rows: ScheduleRow[] = [
    { n: 0, dueDate: input.contractDate, amount: sum((p) => p.prepayment), markup: 0n },
  ];
  const shares = parts.map((p) => markupShares(p.amounts, p.markup, p.debt));
  for (let k = 1; k <= input.months; k++) {
    rows.push({
      n: k,
      dueDate: dueDateOf(input.contractDate, k, paymentDay),
      amount: sum((p) => p.amounts[k - 1] ?? 0n),
      markup: shares.reduce((s, sh) => s + (sh[k - 1] ?? 0n), 0n),
    });
  }
  return {
    currency: input.currency,
    months: input.months,
    paymentDay,
    rounding: used < asked ? used : input.rounding,
    roundingAsked: input.rounding,
    note: noteOf(rows, used, asked),
    price: sum((p) => p.price),
    discount: sum((p) => p.discount),
    prepayment: sum((p) => p.prepayment),
    financed: sum((p) => p.financed),
    markup: sum((p) => p.markup),
    debt: sum((p) => p.debt),
    monthly: sum((p) => p.monthly),
    last: rows[input.months]?.amount ?? 0n,
    schedule: rows,
  };
}

/**
 * The "per month" of a price tag: one unit at `unitPrice` less `discount`
 * (today's product discount on it, as an order's line gets it) over the
 * tariff's term with no prepayment, exactly the calculator's monthly payment.
 */
export function priceTagMonthly(
  unitPrice: bigint,
  tariff: CalculatorTariff,
  rounding: bigint,
  currency: Currency = 'UZS',
  discount = 0n,
): bigint {
  return calculateContract({
    months: tariff.months,
    markupPercent: tariff.markupPercent,
    additionalMarkupPercent: tariff.additionalMarkupPercent,
    items: [{ unitPrice, quantity: 1000n, discount }],
    prepayment: 0n,
    rounding,
    currency,
    contractDate: '2000-01-01',
  }).monthly;
}
