import { z } from 'zod';
import type { Currency } from '../money/index.ts';
import { isQuantity } from '../quantity/index.ts';
import { isMoney } from '../validation/predicates.ts';
import { optional, v } from '../validation/schemas.ts';
import type { CashOperationStatus } from './money.ts';

/**
 * Cash sales (issue 10 item 5): a sale of goods at today's retail price,
 * paid at once or in parts by payment types, or paid later by a fund; its
 * discounts, returns, fiscal receipts, and the fund debts. Payloads of
 * `/api/cash-tradings/*` and the two cashbox payment screens.
 */

/** CREATED → PAID (→ RETURNED when every item came back) or CANCELED. */
export const CASH_TRADE_STATUSES = ['CREATED', 'PAID', 'RETURNED', 'CANCELED'] as const;
export type CashTradeStatus = (typeof CASH_TRADE_STATUSES)[number];

/** How a part was paid: the payment type's group, or the fund's part of a fund sale. */
export const CASH_TRADE_METHODS = ['CASH', 'CARD', 'TRANSFER', 'FOND'] as const;
export type CashTradeMethod = (typeof CASH_TRADE_METHODS)[number];

/** Payment-type groups a sale may be paid by (OTHER, e.g. bonus accounts, is not money in). */
export const SALE_PAYMENT_GROUPS = ['CASH', 'CARD', 'TRANSFER'] as const;
export type SalePaymentGroup = (typeof SALE_PAYMENT_GROUPS)[number];

/** Where a return's money goes: back out of a cashbox, or onto the client's account. */
export const REFUND_TARGETS = ['CASHBOX', 'CLIENT'] as const;
export type RefundTarget = (typeof REFUND_TARGETS)[number];

/** A fiscal receipt's state: waiting (or being sent), registered, or refused (retried). */
export const FISCAL_STATUSES = ['PENDING', 'SENDING', 'REGISTERED', 'FAILED'] as const;
export type FiscalStatus = (typeof FISCAL_STATUSES)[number];

/** Which list of trades: ordinary sales or fund sales. */
export const TRADE_KINDS = ['cash', 'fond'] as const;
export type TradeKind = (typeof TRADE_KINDS)[number];

const currency = z.enum(['UZS', 'USD'], { error: 'validation.required' });

/** A positive amount as a decimal string with at most two fraction digits. */
const positiveAmount = z
  .string({ error: 'validation.required' })
  .trim()
  .refine(isMoney, { error: 'validation.money' })
  .refine((s) => !isMoney(s) || /[1-9]/.test(s), { error: 'validation.notNol' });

/** A sum filter: a decimal string (0 allowed). */
const moneyParam = z.string().trim().refine(isMoney, { error: 'validation.money' });

/** A positive quantity with up to three fraction digits. */
const quantity = z
  .string({ error: 'validation.required' })
  .trim()
  .refine(isQuantity, { error: 'validation.quantity' })
  .refine((s) => !isQuantity(s) || Number(s) > 0, { error: 'validation.notNol' })
  .refine((s) => !isQuantity(s) || Number(s) <= 1_000_000, { error: 'validation.max' });

const comment = optional(z.string().trim().max(1000, { error: 'validation.max' }));
const reason = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(500, { error: 'validation.max' });

/** One part of a payment: a payment type, an amount, its currency (USD only for cash). */
export const tradePaymentPartSchema = z.object({
  payment_type_id: v.id(),
  amount: positiveAmount,
  currency: optional(currency),
});
export type TradePaymentPart = z.infer<typeof tradePaymentPartSchema>;

/** A payment of a trade in one or more parts; a cash part needs the cashbox it goes into. */
export const tradePaymentSchema = z.object({
  cashbox_id: optional(v.id()),
  parts: z
    .array(tradePaymentPartSchema, { error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(6, { error: 'validation.max' }),
});
export type TradePaymentInput = z.infer<typeof tradePaymentSchema>;

/** One line of a sale: a product and its quantity (the price is today's retail price). */
export const tradeItemSchema = z.object({ product_id: v.id(), quantity });

/**
 * A new sale: branch, optional client, goods, and optionally its payment at
 * once. A fund sale names the fund and the fund's part (the whole sum when
 * left out); the client pays the rest.
 */
export const cashTradeSchema = z.object({
  branch_id: v.id(),
  client_id: optional(v.id()),
  fond_id: optional(v.id()),
  fond_amount: optional(positiveAmount),
  items: z
    .array(tradeItemSchema, { error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.max' }),
  comment,
  payment: optional(tradePaymentSchema),
});
export type CashTradeInput = z.infer<typeof cashTradeSchema>;

/** A discount on an unpaid trade: an amount or a percent of what is left to pay, with its reason. */
export const tradeDiscountSchema = z
  .object({
    amount: optional(positiveAmount),
    percent: optional(
      z
        .string({ error: 'validation.required' })
        .trim()
        .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: 'validation.invalid' })
        .refine((s) => Number(s) > 0 && Number(s) <= 100, { error: 'validation.invalid' }),
    ),
    reason,
  })
  .superRefine((value, ctx) => {
    if ((value.amount === undefined) === (value.percent === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.required' });
    }
  });
export type TradeDiscountInput = z.infer<typeof tradeDiscountSchema>;

/** Cancelling an unpaid trade. */
export const tradeCancelSchema = z.object({ reason: optional(reason) });

/** Goods of a paid trade coming back: which lines and how many, where to, and where the money goes. */
export const tradeReturnSchema = z
  .object({
    warehouse_id: v.id(),
    refund_to: z.enum(REFUND_TARGETS, { error: 'validation.required' }),
    cashbox_id: optional(v.id()),
    reason,
    items: z
      .array(
        z.object({
          item_id: v.id(),
          quantity,
          serials: optional(
            z
              .array(
                z
                  .string()
                  .trim()
                  .min(1, { error: 'validation.required' })
                  .max(64, { error: 'validation.max' }),
              )
              .max(1000, { error: 'validation.max' }),
          ),
        }),
        { error: 'validation.required' },
      )
      .min(1, { error: 'validation.required' })
      .max(100, { error: 'validation.max' }),
  })
  .superRefine((value, ctx) => {
    if (value.refund_to === 'CASHBOX' && value.cashbox_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['cashbox_id'], message: 'validation.required' });
    }
  });
export type TradeReturnInput = z.infer<typeof tradeReturnSchema>;

/** Cash a fund brings to a cashbox, settling its trades oldest first. */
export const fondPaymentSchema = z.object({
  fond_id: v.id(),
  cashbox_id: v.id(),
  amount: positiveAmount,
  comment,
});
export type FondPaymentInput = z.infer<typeof fondPaymentSchema>;

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };

/** The trade lists: server-paged, newest first, by date, branch, client, status, payment type and sum. */
export const tradeQuerySchema = z.object({
  ...page,
  kind: optional(z.enum(TRADE_KINDS)),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
  branch_id: optional(v.idParam()),
  client_id: optional(v.idParam()),
  fond_id: optional(v.idParam()),
  status: optional(z.enum(CASH_TRADE_STATUSES)),
  payment_type_id: optional(v.idParam()),
  sum_from: optional(moneyParam),
  sum_to: optional(moneyParam),
  number: optional(v.idParam()),
});
export type TradeQuery = z.infer<typeof tradeQuerySchema>;

/** Discounts and returns: server-paged, newest first, by date and branch. */
export const tradeEventQuerySchema = z.object({
  ...page,
  date_from: optional(v.date()),
  date_to: optional(v.date()),
  branch_id: optional(v.idParam()),
});
export type TradeEventQuery = z.infer<typeof tradeEventQuerySchema>;

/** Fund payments at the cashbox: server-paged, newest first, by fund. */
export const fondPaymentQuerySchema = z.object({ ...page, fond_id: optional(v.idParam()) });

/** A picker's search text. */
export const pickerQuerySchema = z.object({
  search: optional(z.string().trim().max(100, { error: 'validation.max' })),
});

/** One trade as the lists read it. */
export interface CashTradeRow {
  id: number;
  number: number;
  branch_id: number;
  branch_name: string | null;
  branch_prefix: string | null;
  client_id: number | null;
  client_name: string | null;
  fond_id: number | null;
  fond_name: string | null;
  status: CashTradeStatus;
  currency: Currency;
  trade_date: string;
  price: string;
  discount: string;
  total: string;
  paid: string;
  /** What is left to pay: total − paid. */
  rest: string;
  fond_amount: string;
  /** The fund's part settled by its proceeds (oldest trades first). */
  fond_settled: string;
  refunded: string;
  fiscal_status: FiscalStatus | null;
  fiscal_sign: string | null;
  fiscal_receipt_id: string | null;
  created_by_name: string | null;
}

export interface CashTradeItemRow {
  id: number;
  product_id: number;
  product_name: string;
  is_serial: boolean;
  quantity: string;
  price: string;
  discount: string;
  sum: string;
  released: string;
  returned: string;
}

export interface CashTradePaymentRow {
  id: number;
  method: CashTradeMethod;
  payment_type_id: number | null;
  payment_type_name: string | null;
  cashbox_name: string | null;
  amount: string;
  currency: Currency;
  rate: string | null;
  amount_uzs: string;
  business_date: string;
  operation_id: number;
}

export interface FiscalReceiptRow {
  id: number;
  kind: 'SALE' | 'REFUND';
  status: FiscalStatus;
  receipt_id: string | null;
  fiscal_sign: string | null;
  qr_url: string | null;
  terminal_id: string | null;
  /** The register's time of the receipt. */
  fiscal_at: string | null;
  attempts: number;
  message: string | null;
}

/** A trade with its lines, payments, discounts, returns and receipts. */
export interface CashTradeDetail extends CashTradeRow {
  comment: string | null;
  items: CashTradeItemRow[];
  payments: CashTradePaymentRow[];
  discounts: TradeDiscountRow[];
  returns: TradeReturnRow[];
  receipts: FiscalReceiptRow[];
}

export interface TradeDiscountRow {
  id: number;
  trade_id: number;
  trade_number: number;
  branch_name: string | null;
  branch_prefix: string | null;
  client_name: string | null;
  business_date: string;
  amount: string;
  percent: string | null;
  reason: string;
  created_by_name: string | null;
}

export interface TradeReturnRow {
  id: number;
  number: number;
  trade_id: number;
  trade_number: number;
  branch_name: string | null;
  branch_prefix: string | null;
  client_name: string | null;
  warehouse_name: string | null;
  business_date: string;
  amount: string;
  cost: string;
  refund_to: RefundTarget;
  cashbox_name: string | null;
  reason: string;
  created_by_name: string | null;
}

/** A fund's debt: the fund parts of its sales, what its proceeds paid, and the rest. */
export interface FondDebtRow {
  fond_id: number;
  fond_name: string;
  stir: string | null;
  trades: number;
  sold: string;
  proceeds: string;
  debt: string;
}

/** A fund's payment at a cashbox (`GET /cash-tradings/fond-payments`); `reversal_of` is the bigint id as text. */
export interface FondPaymentRow {
  id: number;
  business_date: string;
  amount: string;
  currency: Currency;
  status: CashOperationStatus;
  fond_id: number;
  fond_name: string | null;
  cashbox_name: string | null;
  comment: string | null;
  reversal_of: string | null;
  created_by_name: string | null;
}

/** A product the sale form offers, at today's retail price (`GET /cash-tradings/pickers/products`). */
export interface TradeProductOption {
  id: number;
  name: string;
  barcode: string | null;
  is_serial: boolean;
  price: string;
}

/** A client the sale form finds (`GET /cash-tradings/pickers/clients`). */
export interface TradeClientOption {
  id: number;
  full_name: string;
  phone: string | null;
}

/** A payment type a sale takes (`GET /cash-tradings/pickers/payment-types`). */
export interface TradePaymentTypeOption {
  id: number;
  name: string;
  group: SalePaymentGroup;
}

/** A cashbox of the actor's (`GET /cash-tradings/pickers/cashboxes`). */
export interface TradeCashboxOption {
  id: number;
  name: string;
  branch_id: number;
}

/** A warehouse goods may come back into (`GET /cash-tradings/pickers/warehouses`). */
export interface TradeWarehouseOption {
  id: number;
  name: string;
  branch_id: number | null;
}
