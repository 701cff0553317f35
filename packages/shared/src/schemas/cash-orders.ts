import { z } from 'zod';
import type { Currency } from '../money/index.ts';
import { isMoney } from '../validation/predicates.ts';
import { optional, v } from '../validation/schemas.ts';

/**
 * Cash orders (issue 9): money asked to move from one cashbox to another,
 * and the desk's two reports (residues at a date, turnover for a period).
 */

export const CASH_ORDER_STATUSES = ['CREATED', 'SENT', 'APPROVED', 'REJECTED', 'CANCELED'] as const;
export type CashOrderStatus = (typeof CASH_ORDER_STATUSES)[number];

export type CashOrderStep = 'send' | 'cancel' | 'approve' | 'reject';

/**
 * A step of an order: the status it leaves and the one it reaches, whose
 * cashier takes it (the source's or the target's; `cashbox.all` stands in
 * for either), the rule it needs, and what it posts to the journal:
 * `out` the source's cash into `in_transit` (MOVE_OUTPUT), `in` from
 * `in_transit` into the target (MOVE_INPUT), `back` from `in_transit` into
 * the source (MOVE_INPUT), `none` nothing.
 */
export interface CashOrderStepSpec {
  from: CashOrderStatus;
  to: CashOrderStatus;
  side: 'source' | 'target';
  rule: string;
  posts: 'out' | 'in' | 'back' | 'none';
}

/** The state machine of a cash order, one row a step. */
export const CASH_ORDER_STEPS = {
  send: { from: 'CREATED', to: 'SENT', side: 'source', rule: 'cashbox_order.approve', posts: 'out' },
  cancel: { from: 'CREATED', to: 'CANCELED', side: 'source', rule: 'cashbox_order.cancel', posts: 'none' },
  approve: {
    from: 'SENT',
    to: 'APPROVED',
    side: 'target',
    rule: 'cashbox_order_for_me.approve',
    posts: 'in',
  },
  reject: {
    from: 'SENT',
    to: 'REJECTED',
    side: 'target',
    rule: 'cashbox_order_for_me.cancel',
    posts: 'back',
  },
} as const satisfies Record<CashOrderStep, CashOrderStepSpec>;
export const CASH_ORDER_STEP_NAMES = Object.keys(CASH_ORDER_STEPS) as CashOrderStep[];

/** The steps an order in `status` allows (before rules and responsibility are checked). */
export const stepsFrom = (status: CashOrderStatus): CashOrderStep[] =>
  CASH_ORDER_STEP_NAMES.filter((step) => CASH_ORDER_STEPS[step].from === status);

/** Where a step leads from `status`, or null when the table has no such step (409). */
export function nextStatus(status: CashOrderStatus, step: CashOrderStep): CashOrderStatus | null {
  const spec: CashOrderStepSpec = CASH_ORDER_STEPS[step];
  return spec.from === status ? spec.to : null;
}

const id = v.id();
const queryId = v.idParam();
const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };

/** A new cash order: from a cashbox of mine to another, an amount in UZS or USD. */
export const cashOrderSchema = z
  .object({
    source_cashbox_id: id,
    target_cashbox_id: id,
    amount: z
      .string({ error: 'validation.required' })
      .trim()
      .refine(isMoney, { error: 'validation.money' })
      .refine((s) => !isMoney(s) || /[1-9]/.test(s), { error: 'validation.notNol' }),
    currency: z.enum(['UZS', 'USD'], { error: 'validation.required' }),
    comment: optional(z.string().trim().max(1000, { error: 'validation.max' })),
  })
  .superRefine((order, ctx) => {
    if (order.source_cashbox_id === order.target_cashbox_id) {
      ctx.addIssue({
        code: 'custom',
        message: 'cashOrders.errors.sameCashbox',
        path: ['target_cashbox_id'],
        input: order.target_cashbox_id,
      });
    }
  });
export type CashOrderInput = z.infer<typeof cashOrderSchema>;

/** The orders: server-paged, newest first, by status, branch, cashbox (either side) and date. */
export const cashOrderQuerySchema = z.object({
  ...page,
  status: optional(z.enum(CASH_ORDER_STATUSES)),
  branch_id: optional(queryId),
  cashbox_id: optional(queryId),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});
export type CashOrderQuery = z.infer<typeof cashOrderQuerySchema>;

/**
 * The printed halves of an order: `send` is the expense order (chiqim) of
 * the sending cashbox, `receive` the receipt order (kirim) of the cashbox
 * the money landed in (the target, or the source when rejected).
 */
export const CASH_ORDER_PRINT_SIDES = ['send', 'receive'] as const;
export type CashOrderPrintSide = (typeof CASH_ORDER_PRINT_SIDES)[number];
export const cashOrderPrintQuerySchema = z.object({ side: z.enum(CASH_ORDER_PRINT_SIDES) });
export const CASH_ORDER_PRINT_RULE = 'cashbox_order.print|cashbox_order_for_me.print';

/** The halves an order can print: those whose journal operation exists. */
export const printSidesOf = (
  row: Pick<CashOrderRow, 'send_operation_id' | 'receive_operation_id'>,
): CashOrderPrintSide[] => CASH_ORDER_PRINT_SIDES.filter((side) => row[`${side}_operation_id`] !== null);

/** An order as the screens read it. */
export interface CashOrderRow {
  id: number;
  status: CashOrderStatus;
  order_date: string;
  source_cashbox_id: number;
  source_cashbox_name: string;
  source_branch_name: string | null;
  target_cashbox_id: number;
  target_cashbox_name: string;
  target_branch_name: string | null;
  amount: string;
  currency: Currency;
  comment: string | null;
  created_by: number;
  created_by_name: string | null;
  sent_by_name: string | null;
  received_by_name: string | null;
  send_operation_id: number | null;
  receive_operation_id: number | null;
}

/** Every cashbox's cash at a date (today when left out), server-paged, by branch. */
export const cashResidueQuerySchema = z.object({
  ...page,
  date: optional(v.date()),
  branch_id: optional(queryId),
});
export type CashResidueQuery = z.infer<typeof cashResidueQuerySchema>;

export interface CashResidueRow {
  cashbox_id: number;
  cashbox_name: string;
  branch_name: string | null;
  uzs: string;
  usd: string;
}

/** A period (both ends required, the end not before the start) and an optional branch and cashbox. */
export const cashTurnoverQuerySchema = z
  .object({
    date_from: v.date(),
    date_to: v.date(),
    branch_id: optional(queryId),
    cashbox_id: optional(queryId),
  })
  .superRefine((q, ctx) => {
    if (q.date_to < q.date_from) {
      ctx.addIssue({ code: 'custom', message: 'validation.period', path: ['date_to'], input: q.date_to });
    }
  });
export type CashTurnoverQuery = z.infer<typeof cashTurnoverQuerySchema>;

/** One operation type's share of a cashbox's turnover in one currency. */
export interface CashTurnoverPart {
  type: string;
  income: string;
  expense: string;
}

export interface CashTurnoverRow {
  cashbox_id: number;
  cashbox_name: string;
  branch_name: string | null;
  currency: Currency;
  opening: string;
  income: string;
  expense: string;
  closing: string;
  by_type: CashTurnoverPart[];
}
