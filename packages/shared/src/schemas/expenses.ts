import { z } from 'zod';
import type { Currency } from '../money/index.ts';
import { isMoney } from '../validation/predicates.ts';
import { optional, v } from '../validation/schemas.ts';

/**
 * Expenses (issue 9 item 5): the expense journal read by cost item,
 * monthly estimates and their usage, and services suppliers rendered.
 */

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
const id = v.id();
const queryId = v.idParam();
const currency = z.enum(['UZS', 'USD'], { error: 'validation.required' });
const comment = optional(z.string().trim().max(1000, { error: 'validation.max' }));

/** A positive amount as a decimal string with at most two fraction digits. */
const positiveAmount = z
  .string({ error: 'validation.required' })
  .trim()
  .refine(isMoney, { error: 'validation.money' })
  .refine((s) => !isMoney(s) || /[1-9]/.test(s), { error: 'validation.notNol' });

/** A month as `YYYY-MM`. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const isMonth = (s: string): boolean => MONTH.test(s) && Number(s.slice(0, 4)) >= 2000;
const month = z
  .string({ error: 'validation.required' })
  .trim()
  .refine(isMonth, { error: 'validation.invalid' });

/** Where an expense was paid from: a cashbox, a bank account, or a service rendered (accrued to the supplier). */
export const EXPENSE_SOURCES = ['cash', 'bank', 'service'] as const;
export type ExpenseSource = (typeof EXPENSE_SOURCES)[number];

const statuses = ['CREATED', 'APPROVED', 'CANCELED'] as const;

/** The expenses screens: server-paged, by branch, cost item, source, status and period. */
export const expenseQuerySchema = z.object({
  ...page,
  branch_id: optional(queryId),
  cost_item_id: optional(queryId),
  source: optional(z.enum(EXPENSE_SOURCES)),
  status: optional(z.enum(statuses)),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});
export type ExpenseQuery = z.infer<typeof expenseQuerySchema>;

/** One expense of the list: the journal row and its amount signed for the cost item (+ spent, − returned). */
export interface ExpenseRow {
  id: number;
  type: string;
  status: (typeof statuses)[number];
  source: ExpenseSource;
  business_date: string;
  branch_name: string | null;
  cashbox_name: string | null;
  cost_item_id: number;
  cost_item_name: string | null;
  amount: string;
  /** + what was spent, − what came back or a reversal. */
  signed_amount: string;
  currency: Currency;
  comment: string | null;
  reversal_of: number | null;
  created_by_name: string | null;
  approved_by_name: string | null;
}

/** Totals of the filtered expenses that posted (net of refunds and reversals), per currency. */
export interface ExpenseTotals {
  UZS: string;
  USD: string;
}

/** An estimate: a monthly plan per branch, cost item and currency. */
export const estimateSchema = z.object({
  month,
  branch_id: id,
  cost_item_id: id,
  currency,
  amount: positiveAmount,
  comment,
});
export type EstimateInput = z.infer<typeof estimateSchema>;

export const ESTIMATE_STATUSES = ['CREATED', 'APPROVED'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

const monthFilters = {
  branch_id: optional(queryId),
  cost_item_id: optional(queryId),
  month_from: optional(month),
  month_to: optional(month),
};

export const estimateQuerySchema = z.object({
  ...page,
  ...monthFilters,
  status: optional(z.enum(ESTIMATE_STATUSES)),
});
export type EstimateQuery = z.infer<typeof estimateQuerySchema>;

export interface EstimateRow {
  id: number;
  /** `YYYY-MM`. */
  month: string;
  branch_id: number;
  branch_name: string | null;
  cost_item_id: number;
  cost_item_name: string | null;
  currency: Currency;
  amount: string;
  status: EstimateStatus;
  comment: string | null;
  created_by_name: string | null;
  approved_by_name: string | null;
}

/** Estimate usage: approved estimates with what was spent against them. */
export const usageQuerySchema = z.object({
  ...page,
  ...monthFilters,
  overspent: optional(z.enum(['true', 'false'])),
});
export type UsageQuery = z.infer<typeof usageQuerySchema>;

export interface UsageRow {
  id: number;
  month: string;
  branch_name: string | null;
  cost_item_name: string | null;
  currency: Currency;
  plan: string;
  fact: string;
  /** plan − fact (below zero when overspent). */
  rest: string;
  /** fact / plan × 100, one decimal. */
  percent: string;
}

/** A service a supplier rendered: entering it calculates what the company owes. */
export const providedServiceSchema = z.object({
  supplier_id: id,
  branch_id: id,
  cost_item_id: id,
  service_date: optional(v.date()),
  description: optional(z.string().trim().max(1000, { error: 'validation.max' })),
  amount: positiveAmount,
  currency,
});
export type ProvidedServiceInput = z.infer<typeof providedServiceSchema>;

export const PROVIDED_SERVICE_STATUSES = ['APPROVED', 'CANCELED'] as const;

export const providedServiceQuerySchema = z.object({
  ...page,
  supplier_id: optional(queryId),
  branch_id: optional(queryId),
  cost_item_id: optional(queryId),
  status: optional(z.enum(PROVIDED_SERVICE_STATUSES)),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});
export type ProvidedServiceQuery = z.infer<typeof providedServiceQuerySchema>;

export interface ProvidedServiceRow {
  id: number;
  service_date: string;
  supplier_id: number;
  supplier_name: string | null;
  branch_name: string | null;
  cost_item_name: string | null;
  description: string | null;
  currency: Currency;
  amount: string;
  /** What is owed (the calculation, net of its reversal). */
  owed: string;
  /** Paid from cash or bank, net of refunds and reversals. */
  paid: string;
  rest: string;
  status: (typeof PROVIDED_SERVICE_STATUSES)[number];
  created_by_name: string | null;
}

/** Paying a service (out: to the supplier) or taking a refund (in), from a cashbox or a bank account. */
export const servicePaymentSchema = z
  .object({
    direction: z.enum(['out', 'in'], { error: 'validation.required' }),
    source: z.enum(['cash', 'bank'], { error: 'validation.required' }),
    cashbox_id: optional(id),
    bank_account_id: optional(id),
    amount: positiveAmount,
    operation_date: optional(v.date()),
    comment,
  })
  .superRefine((p, ctx) => {
    if (p.source === 'cash' && p.cashbox_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['cashbox_id'], message: 'validation.required' });
    if (p.source === 'bank' && p.bank_account_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['bank_account_id'], message: 'validation.required' });
  });
export type ServicePaymentInput = z.infer<typeof servicePaymentSchema>;

/** A payment or refund of a service, as its row lists them. */
export interface ServicePaymentRow {
  id: number;
  type: string;
  status: string;
  business_date: string;
  amount: string;
  currency: Currency;
  cashbox_name: string | null;
  bank_account_name: string | null;
  reversal_of: number | null;
  created_by_name: string | null;
}
