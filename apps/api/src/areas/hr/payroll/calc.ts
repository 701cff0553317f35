/**
 * The arithmetic of a statement row (docs/DECISIONS.md "Payroll (issue 13, item 3)"), pure and
 * exact in integer tiyin:
 * - accrued = Σ salaryₛ × workedₛ / norm over the salaries in effect in the
 *   month (a salary changed mid-month prorates by the days worked under
 *   each), summed before one division, rounded half up;
 * - gross = accrued + additions − deductions;
 * - income tax and social tax = gross × rate, rounded half up (0 when gross
 *   is not positive); net = gross − income tax; to pay = net − advances.
 */

/** A salary in effect from `from` (YYYY-MM-DD) in tiyin a month. */
export interface SalaryPart {
  from: string;
  amount: bigint;
}

export interface RowInput {
  /** Salaries in effect in the month, oldest first; the first may start before the month. */
  salaries: readonly SalaryPart[];
  /** The month's working days (its norm), in date order. */
  normDates: readonly string[];
  /** The dates worked (PRESENT after corrections). */
  workedDates: readonly string[];
  /** HR's correction of the month's worked days, when there is one: the first n working days count. */
  workedOverride?: number | undefined;
  additions: bigint;
  deductions: bigint;
  advances: bigint;
  /** Rates in thousandths of a percent (12% = 12000). */
  incomeTaxMilli: bigint;
  socialTaxMilli: bigint;
}

export interface RowResult {
  salary: bigint;
  parts: { from: string; amount: string; worked_days: number }[];
  norm_days: number;
  worked_days: number;
  accrued: bigint;
  additions: bigint;
  deductions: bigint;
  gross: bigint;
  income_tax: bigint;
  social_tax: bigint;
  net: bigint;
  advances: bigint;
  to_pay: bigint;
}

/** a / b rounded half up, b > 0 (a may be negative: rounds half away from zero). */
export function divRound(a: bigint, b: bigint): bigint {
  if (a < 0n) return -divRound(-a, b);
  return (2n * a + b) / (2n * b);
}

/** A percent of an amount at a rate in thousandths of a percent; 0 for a non-positive base. */
export function percentOf(base: bigint, milli: bigint): bigint {
  if (base <= 0n) return 0n;
  return divRound(base * milli, 100_000n);
}

/** 12 / 12.5 → 12000 / 12500 (thousandths of a percent, rounded). */
export function rateMilli(rate: number | string): bigint {
  const value = Number(rate);
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`not a rate: ${rate}`);
  return BigInt(Math.round(value * 1000));
}

/** The salary in effect on `date`: the latest part starting on or before it (0 before the first). */
function salaryOn(salaries: readonly SalaryPart[], date: string): number {
  let index = -1;
  for (let i = 0; i < salaries.length; i++) if ((salaries[i] as SalaryPart).from <= date) index = i;
  return index;
}

/** Computes one employee's row. */
export function computeRow(input: RowInput): RowResult {
  const norm = input.normDates.length;
  let worked: readonly string[] = input.workedDates;
  if (input.workedOverride !== undefined) {
    const extra = Math.max(0, input.workedOverride - input.normDates.length);
    worked = input.normDates.slice(0, input.workedOverride);
    // more days than the norm (worked a day off): counted at the last salary
    const last = input.normDates[input.normDates.length - 1] ?? '';
    worked = [...worked, ...Array.from({ length: extra }, () => last)];
  }
  const counts = new Map<number, number>();
  for (const date of worked) {
    const i = salaryOn(input.salaries, date);
    if (i >= 0) counts.set(i, (counts.get(i) ?? 0) + 1);
  }
  let numerator = 0n;
  const parts: RowResult['parts'] = [];
  input.salaries.forEach((part, i) => {
    const days = counts.get(i) ?? 0;
    numerator += part.amount * BigInt(days);
    parts.push({ from: part.from, amount: part.amount.toString(), worked_days: days });
  });
  const accrued = norm === 0 ? 0n : divRound(numerator, BigInt(norm));
  const gross = accrued + input.additions - input.deductions;
  const incomeTax = percentOf(gross, input.incomeTaxMilli);
  const socialTax = percentOf(gross, input.socialTaxMilli);
  const net = gross - incomeTax;
  const current = input.salaries[input.salaries.length - 1]?.amount ?? 0n;
  return {
    salary: current,
    parts,
    norm_days: norm,
    worked_days: worked.length,
    accrued,
    additions: input.additions,
    deductions: input.deductions,
    gross,
    income_tax: incomeTax,
    social_tax: socialTax,
    net,
    advances: input.advances,
    to_pay: net - input.advances,
  };
}

/** The totals of rows: each amount summed. */
export const TOTAL_FIELDS = [
  'accrued',
  'additions',
  'deductions',
  'gross',
  'income_tax',
  'social_tax',
  'net',
  'advances',
  'to_pay',
] as const;
export type TotalField = (typeof TOTAL_FIELDS)[number];

export function totalsOf(rows: readonly Pick<RowResult, TotalField>[]): Record<TotalField, bigint> {
  const totals = Object.fromEntries(TOTAL_FIELDS.map((f) => [f, 0n])) as Record<TotalField, bigint>;
  for (const row of rows) for (const f of TOTAL_FIELDS) totals[f] += row[f];
  return totals;
}

/**
 * The journal lines of a row's accrual (company-wide `salary` expense and
 * `salary_tax` payable, the employee's account keyed by the user): expense
 * debited with gross + social tax, the employee credited with net, taxes
 * payable credited with both taxes. Zero lines are left out.
 */
export function accrualLines(
  userId: number,
  row: Pick<RowResult, 'gross' | 'net' | 'income_tax' | 'social_tax'>,
) {
  const lines = [
    { kind: 'salary' as const, ref: 0, currency: 'UZS' as const, amount: row.gross + row.social_tax },
    { kind: 'employee' as const, ref: userId, currency: 'UZS' as const, amount: -row.net },
    {
      kind: 'salary_tax' as const,
      ref: 0,
      currency: 'UZS' as const,
      amount: -(row.income_tax + row.social_tax),
    },
  ];
  return lines.filter((l) => l.amount !== 0n);
}
