import { z } from 'zod';
import { isMoney } from '../validation/predicates.ts';
import { optional, v } from '../validation/schemas.ts';
import { SUPPLIER_BONUS_STATUSES, type SupplierBonusStatus } from './stock-constants.ts';

/** Supplier settlements (routes.md 2.7): limits, bonuses and the branch reconciliation act. */

const page = {
  page: v.pageParam(1, 1_000_000),
  per_page: v.pageParam(20, 100),
};
const id = v.idParam();
const currency = z.enum(['UZS', 'USD'], { error: 'validation.required' });

/** A non-negative amount as a decimal string ("0" means no limit). */
const amount = z
  .string({ error: 'validation.required' })
  .trim()
  .refine(isMoney, { error: 'validation.money' });

/** The list of suppliers with their debt limits: searched by name, paged. */
export const supplierLimitQuerySchema = z.object({
  ...page,
  search: optional(z.string().trim().max(200)),
});
export type SupplierLimitQuery = z.infer<typeof supplierLimitQuerySchema>;

/** A supplier's debt limits in soʻm and in dollars (0: no limit). */
export const supplierLimitSchema = z.object({
  limit_uzs: amount,
  limit_usd: amount,
});
export type SupplierLimitInput = z.infer<typeof supplierLimitSchema>;

/** A bonus a supplier grants: it reduces what the company owes in its currency once approved. */
export const supplierBonusSchema = z.object({
  supplier_id: id,
  currency: currency.default('UZS'),
  amount: amount.refine((s) => Number(s) > 0, { error: 'validation.notNol' }),
  bonus_date: v.date(),
  note: optional(z.string().trim().max(1000, { error: 'validation.max' })),
});
export type SupplierBonusInput = z.infer<typeof supplierBonusSchema>;

export const supplierBonusQuerySchema = z.object({
  ...page,
  supplier_id: optional(id),
  status: optional(z.enum(SUPPLIER_BONUS_STATUSES)),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});
export type SupplierBonusQuery = z.infer<typeof supplierBonusQuerySchema>;

/** Settlements between branches over a period: one branch against another, or against all others. */
export const branchActQuerySchema = z
  .object({
    branch_id: id,
    other_branch_id: optional(id),
    date_from: v.date(),
    date_to: v.date(),
  })
  .refine((q) => q.date_from <= q.date_to, { error: 'validation.afterDate', path: ['date_to'] })
  .refine((q) => q.other_branch_id !== q.branch_id, {
    error: 'validation.invalid',
    path: ['other_branch_id'],
  });
export type BranchActQuery = z.infer<typeof branchActQuerySchema>;

/** One line of a reconciliation act: what happened, and the balance after it. */
export interface ActEntry {
  date: string;
  /** A document kind (SUPPLIER_INPUT, MOVE, ...) or a ledger kind (BONUS, BONUS_REVERSAL). */
  kind: string;
  number: string | null;
  /** A move's state: WAY (in transit), APPROVED (received), REJECTED (returned). */
  status?: string | null;
  /** The other side of a branch act's move. */
  from_branch?: string | null;
  to_branch?: string | null;
  /** A master's act: where an installation job's earning came from (PRODUCT, CATEGORY or MASTER rate). */
  earning_source?: string | null;
  debit: string;
  credit: string;
  balance: string;
}

/** A reconciliation act as the server answers it: the balance at the start of a period, its entries, and the balance at its end. */
export interface Act<Currency extends string = string> {
  currency: Currency;
  date_from: string;
  date_to: string;
  opening: string;
  debit: string;
  credit: string;
  closing: string;
  entries: ActEntry[];
}

/** A supplier's debt limits beside its debt and the room left (null: no limit), per currency. */
export interface SupplierLimitRow {
  id: number;
  name: string;
  limit_uzs: string;
  limit_usd: string;
  debt_uzs: string;
  debt_usd: string;
  room_uzs: string | null;
  room_usd: string | null;
}

/** A bonus from a supplier, as its list and its steps answer it. */
export interface SupplierBonus {
  id: number;
  supplier_id: number;
  supplier_name: string | null;
  currency: 'UZS' | 'USD';
  amount: string;
  bonus_date: string;
  note: string | null;
  status: SupplierBonusStatus;
  version: number;
  created_by_name: string | null;
}

/** The steps of a supplier bonus (`POST …/:id/<step>`). */
export type SupplierBonusStep = 'approve' | 'cancel' | 'cancel-approved';
