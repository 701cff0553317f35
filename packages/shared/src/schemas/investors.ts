import { z } from 'zod';
import { isShare } from '../money/index.ts';
import { type DistributionState, PROFIT_BASES, type ProfitBasis } from '../reports/filters.ts';
import { isMoney } from '../validation/predicates.ts';
import { optional, v } from '../validation/schemas.ts';

/**
 * Investors' profit distribution (/investors/distribution-of-profits): the
 * profit of a period (R0073's net profit on a basis, over chosen branches
 * or the company) split among investors by the shares entered on its
 * lines, approved, then paid out of a cashbox as "investor out" operations.
 */

const basis = z.enum(PROFIT_BASES, { error: 'validation.required' });

/** The branches whose profit is split; none: the company's (every branch and the bank). */
const branchIds = z.array(v.id(), { error: 'validation.invalid' }).max(200, { error: 'validation.invalid' });

/** The profit of a period, asked before a distribution is entered: `branch_ids` as `1,2,3` (none: the company). */
export const profitQuerySchema = z
  .object({
    date_from: v.date(),
    date_to: v.date(),
    basis,
    branch_ids: optional(
      z
        .string()
        .regex(/^\d{1,9}(,\d{1,9}){0,199}$/, { error: 'validation.invalid' })
        .transform((s) => s.split(',').map(Number)),
    ),
  })
  .refine((q) => q.date_from <= q.date_to, { path: ['date_to'], error: 'validation.invalid' });
export type ProfitQuery = z.infer<typeof profitQuerySchema>;

/** An investor's line: their share (a positive weight, e.g. a percent; four decimals at most). */
const lineSchema = z.object({
  investor_id: v.id(),
  share: z.string({ error: 'validation.required' }).trim().refine(isShare, { error: 'validation.invalid' }),
});

/** A draft distribution as entered or edited. */
export const distributionSchema = z
  .object({
    date_from: v.date(),
    date_to: v.date(),
    basis,
    branch_ids: branchIds.default([]),
    comment: optional(z.string().trim().max(1000, { error: 'validation.max' })),
    lines: z
      .array(lineSchema, { error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(200),
  })
  .superRefine((d, ctx) => {
    if (d.date_from > d.date_to)
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'validation.invalid' });
    const seen = new Set<number>();
    d.lines.forEach((l, i) => {
      if (seen.has(l.investor_id)) {
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'investor_id'], message: 'validation.unique' });
      }
      seen.add(l.investor_id);
    });
  });
export type DistributionInput = z.infer<typeof distributionSchema>;

/** Paying one investor's line (or part of it) out of a cashbox, in UZS. */
export const distributionPaymentSchema = z.object({
  line_id: v.id(),
  cashbox_id: v.id(),
  amount: z
    .string({ error: 'validation.required' })
    .trim()
    .refine(isMoney, { error: 'validation.money' })
    .refine((s) => !isMoney(s) || /[1-9]/.test(s), { error: 'validation.notNol' }),
  comment: optional(z.string().trim().max(1000, { error: 'validation.max' })),
});
export type DistributionPaymentInput = z.infer<typeof distributionPaymentSchema>;

export const distributionListQuerySchema = z.object({
  page: v.pageParam(1, 1_000_000),
  per_page: v.pageParam(20, 100),
  status: optional(z.enum(['DRAFT', 'APPROVED', 'PAID'], { error: 'validation.invalid' })),
});
export type DistributionListQuery = z.infer<typeof distributionListQuerySchema>;

/** The profit of a period on a basis (UZS, a decimal string; may be negative: a loss is not distributed). */
export interface PeriodProfit {
  date_from: string;
  date_to: string;
  basis: ProfitBasis;
  branch_ids: number[];
  profit: string;
}

/** An investor's line of a distribution: share, its percent of the shares, the amount, what was paid. */
export interface DistributionLine {
  id: number;
  investor_id: number;
  investor_name: string;
  share: string;
  percent: string;
  amount: string;
  paid: string;
  owed: string;
}

/** A distribution as listed. */
export interface DistributionRow {
  id: number;
  date_from: string;
  date_to: string;
  basis: ProfitBasis;
  branch_ids: number[];
  branch_names: string[];
  status: DistributionState;
  profit: string;
  paid: string;
  comment: string | null;
  created_by_name: string | null;
  approved_by_name: string | null;
  approved_at: string | null;
}

/** A distribution with its lines and the journal operations that paid them. */
export interface DistributionDetail extends DistributionRow {
  lines: DistributionLine[];
  payments: DistributionPayment[];
}

/** An "investor out" operation that paid a line (its journal operation; cancelled ones count no more). */
export interface DistributionPayment {
  operation_id: number;
  line_id: number;
  investor_name: string;
  business_date: string;
  cashbox_name: string | null;
  amount: string;
  status: string;
  counted: boolean;
}

export interface DistributionPage {
  data: DistributionRow[];
  meta: { page: number; per_page: number; total: number };
}

/** What the distribution screen picks from: the investors, the branches, the actor's cashboxes (UZS balance). */
export interface DistributionOptions {
  investors: { id: number; name: string }[];
  branches: { id: number; name: string }[];
  cashboxes: { id: number; name: string; balance_uzs: string }[];
}
