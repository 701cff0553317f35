import { z } from 'zod';
import { CONTRACT_STATUSES, type ContractStatus, type SettlementKind } from '../contracts/kinds.ts';
import type { Currency } from '../money/index.ts';
import { isQuantity, toMilli } from '../quantity/index.ts';
import { isMoney } from '../validation/predicates.ts';
import { optional, v } from '../validation/schemas.ts';
import type { DisciplineFigures } from './client-ratings-constants.ts';
import { contractNumberSearch } from './contract-number-search.ts';
import type { PaymentSource } from './contract-payments.ts';
import type { WarehouseStock } from './stock.ts';

export { contractNumberSearch };

/**
 * Client orders and instalment contracts (issue 10 items 2 and 3): the
 * payloads of `/api/contract/*`, shared by the forms and the handlers.
 */

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
const id = v.id();
const queryId = v.idParam();
const currency = z.enum(['UZS', 'USD'], { error: 'validation.required' });
const reason = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(1000, { error: 'validation.max' });
const comment = optional(z.string().trim().max(1000, { error: 'validation.max' }));

/** A money amount ≥ 0 as a decimal string (at most two fraction digits). */
const amount = z
  .string({ error: 'validation.required' })
  .trim()
  .refine(isMoney, { error: 'validation.money' });

/** A positive quantity with at most three fraction digits (thousandths), at most 100 000. */
const quantity = z
  .string({ error: 'validation.required' })
  .trim()
  .refine(isQuantity, { error: 'validation.quantity' })
  .refine((s) => !isQuantity(s) || (toMilli(s) > 0n && toMilli(s) <= 100_000_000n), {
    error: 'validation.invalid',
  });

/** A payment day: 1 … 28 (every month has it). */
const paymentDay = z
  .number({ error: 'validation.number' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(28, { error: 'validation.invalid' });

export const ORDER_STATUSES = ['CREATED', 'APPROVED', 'REJECTED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A client's order: goods at today's retail price, a tariff, the prepayment offered, the payment day. */
export const clientOrderSchema = z.object({
  client_id: id,
  /** Default: the user's branch. */
  branch_id: optional(id),
  currency,
  tariff_id: id,
  prepayment: amount,
  payment_day: optional(paymentDay),
  items: z
    .array(z.object({ product_id: id, quantity }), { error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(50, { error: 'validation.max' })
    .refine((items) => new Set(items.map((i) => i.product_id)).size === items.length, {
      error: 'contracts.validation.duplicateProduct',
    }),
  comment,
});
export type ClientOrderInput = z.infer<typeof clientOrderSchema>;

/** Approving an order: who is responsible for the contract and whose requisites it prints. */
export const orderApproveSchema = z.object({
  responsible_id: optional(id),
  requisite_id: optional(id),
  comment,
});
export type OrderApproveInput = z.infer<typeof orderApproveSchema>;

/** Rejecting an order, or cancelling, freezing or unfreezing a contract: the reason is required. */
export const reasonSchema = z.object({ reason });
export type ReasonInput = z.infer<typeof reasonSchema>;

/** Signing a contract: where the down payment comes in, and in which currency the cashier took it. */
export const signSchema = z.object({
  cashbox_id: optional(id),
  method: optional(z.enum(['CASH', 'CARD', 'TRANSFER'], { error: 'validation.invalid' })),
  paid_currency: optional(currency),
});
export type SignInput = z.infer<typeof signSchema>;

export const responsibleSchema = z.object({ responsible_id: id });

export const orderQuerySchema = z.object({
  ...page,
  status: optional(z.enum(ORDER_STATUSES)),
  client_id: optional(queryId),
  branch_id: optional(queryId),
  number: optional(queryId),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});
export type OrderQuery = z.infer<typeof orderQuerySchema>;

const nonNegative = z.preprocess(
  (x) => (typeof x === 'string' && /^\d{1,5}$/.test(x.trim()) ? Number(x) : x),
  z.number({ error: 'validation.number' }).int({ error: 'validation.invalid' }).min(0).max(99_999),
);

/** The contracts lists: every filter is served by an index (apps/api/src/areas/sales/contracts/schema.ts). */
export const contractQuerySchema = z.object({
  ...page,
  number: optional(contractNumberSearch),
  client_id: optional(queryId),
  branch_id: optional(queryId),
  status: optional(z.enum(CONTRACT_STATUSES)),
  responsible_id: optional(queryId),
  currency: optional(currency),
  off_balance: optional(z.enum(['true', 'false'])),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
  debt_from: optional(amount),
  debt_to: optional(amount),
  days_late_from: optional(nonNegative),
  days_late_to: optional(nonNegative),
});
export type ContractQuery = z.infer<typeof contractQuerySchema>;

/** The contract view as of a date (default today). */
export const contractViewQuerySchema = z.object({ as_of: optional(v.date()) });

/** The calculator: the chosen goods' prices and every active tariff (the web calculates with the shared function). */
export const calculatorQuerySchema = z.object({
  product_ids: z
    .string({ error: 'validation.required' })
    .refine((s) => s.split(',').every((x) => /^[1-9][0-9]{0,9}$/.test(x) && Number(x) <= 2_147_483_647), {
      error: 'validation.invalid',
    })
    .transform((s) => [...new Set(s.split(',').map(Number))].slice(0, 50)),
});

/** No search: the latest cards. */
export const clientSearchSchema = z.object({
  search: optional(z.string().trim().max(100, { error: 'validation.max' })),
});

/** A tariff as the calculator shows it. */
export interface CalculatorTariffRow {
  id: number;
  name: string;
  /** The Russian name (null: none given; shared `localTitle`). */
  name_ru: string | null;
  months: number;
  markup: string;
  additional_markup: string;
  prepayment_percent: string;
}

export interface CalculatorProductRow {
  id: number;
  name: string;
  /** Unit retail prices today (decimal strings), null when the product has none. */
  price_uzs: string | null;
  price_usd: string | null;
  /** Today's product discount, percent. */
  discount_percent: string;
  /** Counted in pieces (its unit is not sold in parts, or serial-tracked): orders take whole quantities only. */
  whole: boolean;
  /** Its stock in each warehouse that holds any (the user's branch's first): where the goods are. */
  stock: WarehouseStock[];
}

export interface CalculatorData {
  products: CalculatorProductRow[];
  tariffs: CalculatorTariffRow[];
  /**
   * The rounding step of a soʻm contract (the setting `contract_rounding`) in
   * decimal soʻm, as every sum and step on the wire and as the contract
   * view's `rounding`: "1000.00", "100.00", or "0.01" for none. A dollar
   * contract rounds to a cent.
   */
  rounding: string;
  by_product: boolean;
  /** The setting `default_payment_day` (0: the contract's day of month). */
  default_payment_day: number;
  today: string;
}

export interface OrderRow {
  id: number;
  number: number;
  branch_id: number;
  branch_name: string | null;
  /** Shown before the number (shared `documentNumber`). */
  branch_prefix: string | null;
  client_id: number;
  client_name: string;
  currency: Currency;
  tariff_id: number;
  tariff_name: string | null;
  /** The tariff's Russian name (null: none given); a Russian screen shows it (shared `localTitle`). */
  tariff_name_ru: string | null;
  months: number;
  prepayment: string;
  price: string;
  status: OrderStatus;
  contract_id: number | null;
  decision_reason: string | null;
  created_at: string;
  created_by_name: string | null;
  decided_by_name: string | null;
}

export interface ContractRow {
  id: number;
  number: number;
  branch_id: number;
  branch_name: string | null;
  /** Shown before the number (shared `documentNumber`). */
  branch_prefix: string | null;
  client_id: number;
  client_name: string;
  status: (typeof CONTRACT_STATUSES)[number];
  off_balance: boolean;
  currency: Currency;
  months: number;
  contract_date: string;
  debt: string;
  prepayment: string;
  monthly: string;
  rest: string;
  next_due_date: string | null;
  days_late: number;
  responsible_id: number | null;
  responsible_name: string | null;
  closed_on: string | null;
}

/** A line of goods of an order (quantity in units, money as decimal strings). */
export interface OrderItemView {
  product_id: number;
  product_name: string | null;
  quantity: string;
  price: string;
  discount: string;
}

/** `GET /contract/orders/:id`: the order with its goods. */
export interface OrderView extends OrderRow {
  payment_day: number | null;
  comment: string | null;
  items: OrderItemView[];
}

/** One of the client's other contracts as the order's review shows it (as of today). */
export interface ReviewContract {
  id: number;
  number: number;
  branch_prefix: string | null;
  status: ContractStatus;
  currency: Currency;
  contract_date: string;
  debt: string;
  rest: string;
  overdue: string;
  late_months: number;
  days_late: number;
}

/** `GET /contract/orders/:id/review`: what a manager sees before approving an order. */
export interface ClientReview {
  /** The client's payment discipline computed now (client-ratings). */
  score: DisciplineFigures;
  duplicates: number;
  blacklisted: boolean;
  blacklist_reason: string | null;
  contracts: ReviewContract[];
}

/** The contract's own row with its people's names (money as decimal strings). */
export interface ContractHead {
  id: number;
  number: number;
  branch_id: number;
  branch_name: string | null;
  /** Shown before the number (shared `documentNumber`). */
  branch_prefix: string | null;
  client_id: number;
  client_name: string;
  client_pinfl: string | null;
  client_passport: string | null;
  client_phones: string[];
  order_id: number | null;
  order_number: number | null;
  status: ContractStatus;
  off_balance: boolean;
  currency: Currency;
  tariff_id: number;
  tariff_name: string | null;
  /** The tariff's Russian name (null: none given); a Russian screen shows it (shared `localTitle`). */
  tariff_name_ru: string | null;
  months: number;
  markup_percent: string;
  additional_markup_percent: string;
  contract_date: string;
  payment_day: number;
  price: string;
  discount: string;
  prepayment: string;
  financed: string;
  markup_amount: string;
  debt: string;
  monthly: string;
  rounding: string;
  rest: string;
  next_due_date: string | null;
  rate: string | null;
  responsible_id: number | null;
  responsible_name: string | null;
  requisite_id: number | null;
  comment: string | null;
  signed_at: string | null;
  signed_by_name: string | null;
  closed_on: string | null;
  created_at: string;
  created_by_name: string | null;
}

/** A line of the contract's goods with what was released and returned. */
export interface ContractItemView extends OrderItemView {
  released: string;
  returned: string;
}

/** A schedule row with what is left now and as of the view's date. */
export interface ScheduleRowView {
  n: number;
  due_date: string;
  amount: string;
  markup: string;
  paid: string;
  forgiven: string;
  left: string;
  left_as_of: string;
  overdue_as_of: boolean;
}

export interface SettlementView {
  id: number;
  kind: SettlementKind;
  status: 'APPROVED' | 'CANCELED';
  business_date: string;
  amount: string;
  overpaid: string;
  paid_amount: string | null;
  paid_currency: Currency | null;
  rate: string | null;
  method: string | null;
  cashbox_id: number | null;
  cashbox_name: string | null;
  operation_id: number | null;
  reversal_of: number | null;
  reason: string | null;
  created_by_name: string | null;
  created_at: string;
  /** Set when no person took it (auto-payment, online): shown instead of the name. */
  source: PaymentSource | null;
  allocations: { n: number; amount: string; markup: string; forgives: boolean }[];
}

export interface ContractEventView {
  id: number;
  event: string;
  from_status: ContractStatus | null;
  to_status: ContractStatus | null;
  business_date: string;
  reason: string | null;
  data: unknown;
  created_by_name: string | null;
  created_at: string;
}

/** `GET /contract/contracts/:id`: the contract explained as of `as_of` (apps/api …/contracts/view.ts). */
export interface ContractView extends ContractHead {
  as_of: string;
  overdue: string;
  late_months: number;
  days_late: number;
  oldest_due: string | null;
  items: ContractItemView[];
  schedule: ScheduleRowView[];
  settlements: SettlementView[];
  events: ContractEventView[];
}

/** `POST /contract/contracts/:id/sign`. */
export interface SignAnswer {
  id: number;
  settlement: { allocated: string; rest: string } | null;
}
