import { z } from 'zod';
import type { ContractStatus } from '../contracts/kinds.ts';
import type { Currency } from '../money/index.ts';
import { optional, v } from '../validation/schemas.ts';
import { positiveMoney, reasonText } from './contract-payments.ts';
import { quantitySchema, serialSchema } from './stock.ts';

/**
 * Requests that change a contract's debt with approval (issue 10 item 3):
 * a discount (`/contract/discounts-given`), closing with a cost
 * (`/contract/closing-with-cost`) and goods coming back
 * (`/contract/return-products`). Each is CREATED → APPROVED (posted through
 * the settlement engine then) or REJECTED.
 */

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };

export const REQUEST_STATUSES = ['CREATED', 'APPROVED', 'REJECTED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The two debt adjustments and the screen (rule object) of each. */
export const ADJUSTMENT_KINDS = {
  DISCOUNT: { rule: 'contract_discount', path: 'discounts-given' },
  WRITE_OFF: { rule: 'close_with_expense', path: 'closing-with-cost' },
} as const;
export type AdjustmentKind = keyof typeof ADJUSTMENT_KINDS;

/** A discount on a contract's debt: how much and why. */
export const discountSchema = z.object({
  contract_id: v.id(),
  amount: positiveMoney,
  reason: reasonText,
});
export type DiscountInput = z.infer<typeof discountSchema>;

/** Closing a contract with a cost: its whole rest written off to a cost item, and why. */
export const writeOffSchema = z.object({
  contract_id: v.id(),
  cost_item_id: v.id(),
  reason: reasonText,
});
export type WriteOffInput = z.infer<typeof writeOffSchema>;

/** Approving (nothing to add) or rejecting (why) a request. */
export const rejectSchema = z.object({ reason: reasonText });
export type RejectInput = z.infer<typeof rejectSchema>;

/** The request lists: server-paged, newest first, by status, branch, contract and period. */
export const requestQuerySchema = z.object({
  ...page,
  status: optional(z.enum(REQUEST_STATUSES)),
  branch_id: optional(v.idParam()),
  contract_id: optional(v.idParam()),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});
export type RequestQuery = z.infer<typeof requestQuerySchema>;

export interface AdjustmentRow {
  id: number;
  kind: AdjustmentKind;
  status: RequestStatus;
  business_date: string;
  contract_id: number;
  contract_number: number;
  contract_status: ContractStatus;
  branch_prefix: string | null;
  client_name: string;
  currency: Currency;
  /** The discount asked; a write-off: the rest when asked (what approval writes off is the rest then). */
  amount: string;
  /** The contract's rest now. */
  rest: string;
  cost_item_id: number | null;
  cost_item_name: string | null;
  reason: string;
  settlement_id: number | null;
  decided_by_name: string | null;
  decided_at: string | null;
  decision_reason: string | null;
  created_by_name: string | null;
}

/** Where a return's refund goes: out of a cashbox, or onto the client's account. */
export const REFUND_TARGETS = ['CASHBOX', 'ACCOUNT'] as const;
export type RefundTarget = (typeof REFUND_TARGETS)[number];

/** A goods line coming back: which contract line, how many, and the serials (IMEIs) of tracked goods. */
export const returnItemSchema = z.object({
  contract_item_id: v.id(),
  quantity: quantitySchema,
  serials: optional(
    z.array(serialSchema, { error: 'validation.invalid' }).max(1000, { error: 'validation.max' }),
  ),
});

/** Goods of a contract coming back into a warehouse, with the reason and where the refund goes. */
export const contractReturnSchema = z
  .object({
    contract_id: v.id(),
    warehouse_id: v.id(),
    reason_id: v.id(),
    comment: optional(z.string().trim().max(1000, { error: 'validation.max' })),
    refund_to: z.enum(REFUND_TARGETS, { error: 'validation.required' }),
    cashbox_id: optional(v.id()),
    items: z
      .array(returnItemSchema, { error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(100),
  })
  .superRefine((value, ctx) => {
    if (value.refund_to === 'CASHBOX' && value.cashbox_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['cashbox_id'], message: 'validation.required' });
    }
    const seen = new Set<number>();
    value.items.forEach((item, i) => {
      if (seen.has(item.contract_item_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'contract_item_id'],
          message: 'validation.unique',
        });
      }
      seen.add(item.contract_item_id);
    });
  });
export type ContractReturnInput = z.infer<typeof contractReturnSchema>;

export interface ContractReturnRow {
  id: number;
  status: RequestStatus;
  business_date: string;
  contract_id: number;
  contract_number: number;
  contract_status: ContractStatus;
  branch_prefix: string | null;
  client_name: string;
  currency: Currency;
  warehouse_id: number;
  warehouse_name: string | null;
  reason_id: number;
  reason_name: string | null;
  comment: string | null;
  refund_to: RefundTarget;
  cashbox_id: number | null;
  cashbox_name: string | null;
  /** The returned goods' net price, their share of the schedule the debt falls by, what is paid back. */
  value: string;
  debt_reduction: string;
  refund: string;
  items: {
    contract_item_id: number;
    product_id: number;
    product_name: string | null;
    quantity: string;
    cost_uzs: string;
    serials: string[];
  }[];
  decided_by_name: string | null;
  decided_at: string | null;
  decision_reason: string | null;
  created_by_name: string | null;
}

/** A contract's goods lines with what may still come back (released − returned). */
export interface ReturnableItem {
  contract_item_id: number;
  product_id: number;
  product_name: string | null;
  is_serial: boolean;
  quantity: string;
  released: string;
  returned: string;
  returnable: string;
}
