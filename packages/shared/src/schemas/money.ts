import { z } from 'zod';
import type { Currency } from '../money/index.ts';
import { isMoney } from '../validation/predicates.ts';
import { optional, v } from '../validation/schemas.ts';
import { CASHLESS_OPERATION_TYPES } from './cashless.ts';

/**
 * The money journal (issue 9): operation types of product.md's list, the
 * accounts postings go to, and the payloads of the cash desk's endpoints.
 */

/** product.md "Cash operation types", one name per direction. */
export const CASH_OPERATION_TYPES = [
  'BANK_INPUT',
  'BANK_OUTPUT',
  'CASHBOX_INPUT',
  'CASHBOX_OUTPUT',
  'SUPPLIER_INPUT',
  'SUPPLIER_OUTPUT',
  'CURRENCY_EXCHANGE',
  'BONUS_DIFFERENCE',
  'EXPENSE_INPUT',
  'EXPENSE_OUTPUT',
  'PRE_PAYMENT',
  'CASH_TRADING_INPUT',
  'CONTRACT_PAYMENT',
  'CONTRACT_WRITE_OFF',
  'CLIENT_OUTPUT',
  /** Money a client leaves on their account at the cashbox (a deposit). */
  'CLIENT_INPUT',
  /** What a contract return pays back to the client (cash, or to their account). */
  'CONTRACT_REFUND',
  'RETURNED_CASH_TRADING_PRODUCT',
  'INVESTOR_INPUT',
  'INVESTOR_OUTPUT',
  'SUPPLIER_BONUS_INPUT',
  'BONUS_PAY',
  'FOND_PAYMENT',
  'MASTER_OUTPUT',
  'SALARY_PAYMENT',
  /** A payroll statement's accrual for one employee, posted when the statement is approved (docs/DECISIONS.md "Payroll (issue 13, item 3)"). */
  'SALARY_ACCRUAL',
  'MOVE_INPUT',
  'MOVE_OUTPUT',
  'STAFF_INPUT',
  'STAFF_OUTPUT',
  'BONUS_PRODUCT_INPUT',
  'PRODUCT_RETURN',
  'PRODUCT_INPUT',
  'MATERIAL_INPUT',
  'MATERIAL_RETURN',
  'MATERIAL_MOVE_INPUT',
  'MATERIAL_MOVE_OUTPUT',
  'RENDERED_SERVICE_CALCULATED',
  'RENDERED_SERVICE_INPUT',
  'RENDERED_SERVICE_OUTPUT',
  ...CASHLESS_OPERATION_TYPES,
] as const;
export type CashOperationType = (typeof CASH_OPERATION_TYPES)[number];

export const CASH_OPERATION_STATUSES = ['CREATED', 'APPROVED', 'CANCELED'] as const;
export type CashOperationStatus = (typeof CASH_OPERATION_STATUSES)[number];

/** What a posting goes to; an account is (kind, ref id, currency). */
export const MONEY_ACCOUNT_KINDS = [
  'cashbox',
  'bank_account',
  'supplier',
  'employee',
  'investor',
  'expense_item',
  'income_type',
  'in_transit',
  'exchange',
  'client',
  /** Company-wide (ref 0) per currency: credited with what settles contracts' schedules (payments, write-offs). */
  'contract',
  'bank_transit',
  'suspense',
  /** Cash sales' revenue, company-wide (ref 0) per currency: credited by their payments, debited by refunds. */
  'cash_trade',
  /** What a fund owes for the sales it pays for (ref: the fund). */
  'fond',
  /** Money taken by a card terminal or by transfer, on its way to the bank (ref: the payment type). */
  'payment_transit',
  /** What the company owes an installation master (ref: the master): debited by what is paid (MASTER_OUTPUT). */
  'master',
  /** Salary expense, company-wide (ref 0): debited with gross pay and the employer's social tax by approved statements. */
  'salary',
  /** Payroll taxes owed to the state, company-wide (ref 0): credited with income tax withheld and social tax. */
  'salary_tax',
  /** The bonus programme's expense, company-wide (ref 0): debited with the points bonus orders spend (BONUS_PAY), credited with those their returns give back (BONUS_PRODUCT_INPUT). */
  'bonus_expense',
] as const;
export type MoneyAccountKind = (typeof MONEY_ACCOUNT_KINDS)[number];

/**
 * Operations between one cashbox and one counterpart: money comes in
 * (`in`: the cashbox is debited) or goes out, the counterpart is an account
 * of `kind` (the record `counterpart_id` names; "other" income and expense
 * may leave it out), and `rule` is the catalogue object of its screen.
 */
export const CASHBOX_OPERATIONS = {
  CASHBOX_INPUT: { direction: 'in', kind: 'income_type', optional: true, rule: 'other_cashbox_input' },
  CASHBOX_OUTPUT: { direction: 'out', kind: 'expense_item', optional: true, rule: 'other_cashbox_output' },
  EXPENSE_INPUT: { direction: 'in', kind: 'expense_item', optional: false, rule: 'expense_input' },
  EXPENSE_OUTPUT: { direction: 'out', kind: 'expense_item', optional: false, rule: 'expense_output' },
  SUPPLIER_INPUT: { direction: 'in', kind: 'supplier', optional: false, rule: 'supplier_input' },
  SUPPLIER_OUTPUT: { direction: 'out', kind: 'supplier', optional: false, rule: 'supplier_output' },
  BANK_INPUT: { direction: 'in', kind: 'bank_account', optional: false, rule: 'bank_input' },
  BANK_OUTPUT: { direction: 'out', kind: 'bank_account', optional: false, rule: 'bank_output' },
  STAFF_INPUT: { direction: 'in', kind: 'employee', optional: false, rule: 'income_from_staff' },
  STAFF_OUTPUT: { direction: 'out', kind: 'employee', optional: false, rule: 'output_to_staff' },
  INVESTOR_INPUT: { direction: 'in', kind: 'investor', optional: false, rule: 'investor_input' },
  INVESTOR_OUTPUT: { direction: 'out', kind: 'investor', optional: false, rule: 'investor_output' },
} as const satisfies Record<
  string,
  { direction: 'in' | 'out'; kind: MoneyAccountKind; optional: boolean; rule: string }
>;
export type CashboxOperationType = keyof typeof CASHBOX_OPERATIONS;
export const CASHBOX_OPERATION_TYPES = Object.keys(CASHBOX_OPERATIONS) as [
  CashboxOperationType,
  ...CashboxOperationType[],
];

/** The rule object of an operation type's screen (its `.show`, `.add`, `.approve`, `.cancel`, `.print`). */
export function cashOperationRule(type: CashOperationType): string | undefined {
  if (type === 'CURRENCY_EXCHANGE') return 'currency_exchange';
  return (CASHBOX_OPERATIONS as Record<string, { rule: string } | undefined>)[type]?.rule;
}

/**
 * Types a cash screen lists beside its own, read only (they are entered and
 * cancelled elsewhere): the rendered-service payments on the supplier
 * payment screens, read under their own screen rule.
 */
export const LISTED_TYPE_RULES: Partial<Record<CashOperationType, string>> = {
  RENDERED_SERVICE_OUTPUT: 'rendered_service_supplier_output',
  RENDERED_SERVICE_INPUT: 'rendered_service_supplier_input',
};

/** The rule object whose `.show` reads a type's operations: its own, or the listed types' above. */
export const cashOperationReadRule = (type: CashOperationType): string | undefined =>
  cashOperationRule(type) ?? LISTED_TYPE_RULES[type];

/** `types`: a comma-separated list of operation types (a screen listing two kinds), each known, at most 4. */
const typeList = z
  .string()
  .trim()
  .transform((s, ctx) => {
    const parts = s.split(',').map((p) => p.trim());
    const known = new Set<string>(CASH_OPERATION_TYPES);
    if (parts.length > 4 || parts.some((p) => !known.has(p))) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
      return z.NEVER;
    }
    return [...new Set(parts)] as CashOperationType[];
  });

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
/** An id in a body (a number); `queryId` in a query string (canonical decimal text). */
const id = v.id();
const queryId = v.idParam();
const currency = z.enum(['UZS', 'USD'], { error: 'validation.required' });

/** A positive amount as a decimal string with at most two fraction digits. */
const positiveAmount = z
  .string({ error: 'validation.required' })
  .trim()
  .refine(isMoney, { error: 'validation.money' })
  .refine((s) => !isMoney(s) || /[1-9]/.test(s), { error: 'validation.notNol' });

const comment = optional(z.string().trim().max(1000, { error: 'validation.max' }));

/** One cash operation between a cashbox and its counterpart (income, expense, supplier, bank, staff). */
export const cashOperationSchema = z.object({
  type: z.enum(CASHBOX_OPERATION_TYPES, { error: 'validation.required' }),
  cashbox_id: id,
  amount: positiveAmount,
  currency,
  counterpart_id: optional(id),
  operation_date: optional(v.date()),
  comment,
});
export type CashOperationInput = z.infer<typeof cashOperationSchema>;

/** UZS per USD: a positive decimal with at most four fraction digits. */
const RATE = /^\d{1,12}(\.\d{1,4})?$/;
const rate = z
  .string({ error: 'validation.required' })
  .trim()
  .refine((s) => RATE.test(s), { error: 'validation.invalid' })
  .refine((s) => !RATE.test(s) || /[1-9]/.test(s), { error: 'validation.notNol' });

/** Exchanging one currency for the other inside a cashbox at an entered rate. */
export const currencyExchangeSchema = z.object({
  cashbox_id: id,
  from_currency: currency,
  amount: positiveAmount,
  rate,
  operation_date: optional(v.date()),
  comment,
});
export type CurrencyExchangeInput = z.infer<typeof currencyExchangeSchema>;

/** The counterpart kinds an operation screen picks from (a filter of the journal). */
const COUNTERPART_KINDS = [
  'income_type',
  'expense_item',
  'supplier',
  'bank_account',
  'employee',
  'investor',
] as const;

/**
 * The journal: server-paged, filtered by type, branch, cashbox, status,
 * date and counterpart (`counterpart_id` of the kind `counterpart_kind`, or
 * of the kind of `type` when that is a cashbox operation).
 */
export const cashOperationQuerySchema = z.object({
  ...page,
  type: optional(z.enum(CASH_OPERATION_TYPES)),
  types: optional(typeList),
  branch_id: optional(queryId),
  cashbox_id: optional(queryId),
  status: optional(z.enum(CASH_OPERATION_STATUSES)),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
  counterpart_kind: optional(z.enum(COUNTERPART_KINDS)),
  counterpart_id: optional(queryId),
});
export type CashOperationQuery = z.infer<typeof cashOperationQuerySchema>;

/** What the screens read of a journal row (`GET /cashbox/operations`); the server's answer satisfies it. */
export interface CashOperationRow {
  id: number;
  type: CashOperationType;
  status: CashOperationStatus;
  branch_name: string | null;
  cashbox_id: number | null;
  cashbox_name: string | null;
  business_date: string;
  amount: string;
  currency: Currency;
  counterpart_name: string | null;
  /** UZS per USD of an exchange. */
  rate: string | null;
  comment: string | null;
  reversal_of: number | null;
  reversed_by: number | null;
  created_by_name: string | null;
  approved_by_name: string | null;
}

/** A cashbox of the signed-in cashier (or every one with `cashbox.all`) with what it holds (`GET /cashbox/my-cash-registers`). */
export interface MyCashbox {
  id: number;
  name: string;
  branch_id: number;
  branch_name: string | null;
  responsible_id: number;
  balance_uzs: string;
  balance_usd: string;
}
