import { z } from 'zod';
import { CONTRACT_STATUSES } from '../contracts/kinds.ts';
import { ONLINE_PROVIDERS } from '../schemas/auto-pay.ts';
import { BANK_TARGETS } from '../schemas/cashless.ts';
import { ORDER_STATUSES } from '../schemas/contracts.ts';
import { CALL_OUTCOMES, OFFER_STATUSES } from '../schemas/engagement.ts';
import { EXPENSE_SOURCES } from '../schemas/expenses.ts';
import { ABSENCE_REQUEST_STATUSES } from '../schemas/hr-constants.ts';
import { CASH_OPERATION_TYPES } from '../schemas/money.ts';
import { monthText, PAYROLL_ADDITION_KINDS } from '../schemas/payroll.ts';
import { MOVEMENT_TYPES } from '../schemas/stock-constants.ts';
import { optional, v } from '../validation/schemas.ts';

/** PAR's basis (REPORTS.md rule 7): the whole debt, or its principal (without the markup). */
export const PAR_BASES = ['whole', 'principal'] as const;
/** The days-late buckets' upper edges when none are given: 1–30, 31–60, 61–90, 91+. */
export const DEFAULT_BUCKET_EDGES: readonly number[] = [30, 60, 90];

/** A promise to pay's outcome (R0058). */
export const PROMISE_OUTCOMES = ['kept', 'partly', 'broken', 'pending'] as const;

/** How a contract was closed (R0062). */
export const CLOSURE_TYPES = ['on_schedule', 'early', 'returned', 'written_off'] as const;

/**
 * The profit and loss's basis (R0073): accrual counts a sale's profit when it is made;
 * cost recovery counts a contract's only as its collections pass its cost.
 */
export const PROFIT_BASES = ['accrual', 'cost_recovery'] as const;
export type ProfitBasis = (typeof PROFIT_BASES)[number];

/** A profit distribution's states (R0074, /investors/distribution-of-profits). */
export const DISTRIBUTION_STATES = ['DRAFT', 'APPROVED', 'PAID'] as const;
export type DistributionState = (typeof DISTRIBUTION_STATES)[number];

/** The periods of product.md, and a custom range. */
export const REPORT_PERIODS = ['day', 'week', 'month', 'previous_month', 'range'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/**
 * The filters a report may take (REPORTS.md "Conventions"): a period or an
 * "as of" date, the branch (every report), and the report's own. A
 * definition lists the ones its form shows and its query reads; the others
 * are accepted and ignored, so one schema serves every report's query,
 * export and form.
 */
export const REPORT_FILTERS = [
  'period',
  'as_of',
  'branch',
  'warehouse',
  'category',
  'product',
  'cashbox',
  'currency',
  'months',
  'responsible',
  'expense_item',
  'operation_type',
  'contract_status',
  'show_zero',
  'user',
  'flow_category',
  'account_kind',
  'bank_account',
  'sale_type',
  'consultant',
  'order_status',
  'client',
  'brand',
  'measure',
  'par_basis',
  'bucket_edges',
  'days',
  'auto_pay',
  'promise_outcome',
  'closure_type',
  'practice_type',
  'serial',
  'threshold',
  'serial_status',
  'supplier',
  'to_warehouse',
  'transfer_status',
  'act_status',
  'error_reason',
  'material_group',
  'expense_source',
  'hr_section',
  'position',
  'workplace',
  'employee',
  'min_minutes',
  'payment_channel',
  // the cashless group (R0075–R0083)
  'firm',
  'bank_target',
  'classification',
  'income_type',
  'counterparty',
  'purpose',
  'matched',
  'wrong_state',
  'provider',
  'debit_result',
  'error_code',
  'online_state',
  // the staff reports R0087, R0089, R0090, R0093
  'absence_reason',
  'request_status',
  'payroll_entry',
  'statement_month',
  'leave_reason',
  'room',
  'asset_group',
  'markup_source',
  // the trade group's after-sale reports (R0016–R0020) and the client accounts (R0032)
  'fond',
  'promotion',
  'master',
  'installation_status',
  'engagement_outcome',
  'balance_min',
  'balance_max',
  'profit_basis',
  'investor',
  'distribution_status',
] as const;

/** The entries of R0089: the additions' and deductions' kinds, advances (STAFF_OUTPUT) and salary changes. */
export const PAYROLL_ENTRY_KINDS = [...PAYROLL_ADDITION_KINDS, 'ADVANCE', 'SALARY_CHANGE'] as const;
export type PayrollEntryKind = (typeof PAYROLL_ENTRY_KINDS)[number];

/** How a sale was made: for cash (a cash trade) or on instalment (a contract). */
export const REPORT_SALE_TYPES = ['CASH', 'CREDIT'] as const;
export type ReportSaleType = (typeof REPORT_SALE_TYPES)[number];

/** What an ABC analysis ranks the products by. */
export const REPORT_MEASURES = ['revenue', 'profit', 'units'] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number];
export type ReportFilterKind = (typeof REPORT_FILTERS)[number];

const id = () => optional(v.idParam());
const flag = () =>
  optional(
    z.preprocess(
      (x) => (x === 'true' || x === true ? true : x === 'false' || x === false ? false : x),
      z.boolean(),
    ),
  );

/**
 * The flows of the cash-flow report (R0023): where money came from or went,
 * each a set of operation types (`areas/reports/cashbox/flows.ts`).
 */
export const CASH_FLOW_CATEGORIES = [
  'sales',
  'contracts',
  'clients',
  'suppliers',
  'expenses',
  'salaries',
  'investors',
  'transfers',
  'other',
] as const;
export type CashFlowCategory = (typeof CASH_FLOW_CATEGORIES)[number];

/** The channels a contract payment comes by (R0026). */
export const PAYMENT_CHANNELS = ['CASH', 'CARD', 'TRANSFER', 'AUTO_DEBIT', 'ONLINE'] as const;

/** How a bank statement row was booked (R0077): by the import's rules, by hand, or not yet. */
export const BANK_CLASSIFICATIONS = ['RULE', 'HAND', 'UNDIRECTED'] as const;
/** Where money received by mistake stands (R0081): held, returned, or held past the days allowed. */
export const WRONG_TRANSFER_STATES = ['HELD', 'RETURNED', 'OVERDUE'] as const;
/** A payment day's card debit of an instalment (R0082): paid in full, in part, failed, skipped, still open. */
export const DEBIT_RESULTS = ['FULL', 'PART', 'FAILED', 'SKIPPED', 'PENDING'] as const;
/** An online payment's state (R0083): Payme's 1 created, 2 performed, -1 cancelled, -2 cancelled after perform. */
export const ONLINE_PAYMENT_STATES = ['1', '2', '-1', '-2'] as const;

/** The kinds of account money is kept on: cash in a cashbox, or a bank account. */
export const MONEY_PLACES = ['cashbox', 'bank_account'] as const;
/** A serial-tracked unit's state in the serials report (R0041). */
export const SERIAL_STATES = ['IN_STOCK', 'IN_TRANSIT', 'SOLD', 'RETURNED', 'WRITTEN_OFF'] as const;

/** A transfer document's states (R0044). */
export const TRANSFER_STATES = ['CREATED', 'WAY', 'APPROVED', 'REJECTED', 'CANCELED'] as const;

/** Where a selling price's markup came from (R0046): the product's own, its category's, or the general one. */
export const MARKUP_SOURCES = ['product', 'category', 'general'] as const;

/** A counting act's states (R0045). */
export const COUNTING_ACT_STATES = ['IN_PROGRESS', 'RECOUNT', 'FINISHED'] as const;

/** An installation job's states as its record keeps them (R0019; the waiting lines are not jobs yet). */
export const INSTALLATION_JOB_STATES = ['ASSIGNED', 'EXAMINE', 'INSTALLED', 'REFUSED'] as const;

/** What came of an offer or a call (R0020): the offers' states and the calls' outcomes. */
export const ENGAGEMENT_OUTCOMES = [...OFFER_STATUSES, ...CALL_OUTCOMES] as const;

/** A whole number in a range, given as text in the address. */
const count = (min: number, max: number) =>
  z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(min, { error: 'validation.invalid' })
    .max(max, { error: 'validation.invalid' });

/** Every report's query: paging, the period or date, and the filters (REPORT_FILTERS). */
export const reportQuerySchema = z
  .object({
    page: v.pageParam(1, 1_000_000),
    per_page: v.pageParam(50, 500),
    period: z.enum(REPORT_PERIODS, { error: 'validation.invalid' }).default('month'),
    date_from: optional(v.date()),
    date_to: optional(v.date()),
    as_of: optional(v.date()),
    branch_id: id(),
    warehouse_id: id(),
    category_id: id(),
    product_id: id(),
    cashbox_id: id(),
    currency: optional(z.enum(['UZS', 'USD'], { error: 'validation.invalid' })),
    months: id(),
    responsible_id: id(),
    expense_item_id: id(),
    operation_type: optional(z.enum(CASH_OPERATION_TYPES, { error: 'validation.invalid' })),
    contract_status: optional(z.enum(CONTRACT_STATUSES, { error: 'validation.invalid' })),
    show_zero: flag(),
    /** A user: the cashier, approver or canceller, as the report says. */
    user_id: id(),
    flow_category: optional(z.enum(CASH_FLOW_CATEGORIES, { error: 'validation.invalid' })),
    account_kind: optional(z.enum(MONEY_PLACES, { error: 'validation.invalid' })),
    bank_account_id: id(),
    sale_type: optional(z.enum(REPORT_SALE_TYPES, { error: 'validation.invalid' })),
    consultant_id: id(),
    order_status: optional(z.enum(ORDER_STATUSES, { error: 'validation.invalid' })),
    client: optional(z.string().trim().min(1).max(100)),
    brand_id: id(),
    measure: optional(z.enum(REPORT_MEASURES, { error: 'validation.invalid' })),
    par_basis: optional(z.enum(PAR_BASES, { error: 'validation.invalid' })),
    bucket_edges: optional(
      z
        .string()
        .regex(/^\d{1,4}(,\d{1,4}){0,7}$/, { error: 'validation.invalid' })
        .transform((s) => s.split(',').map(Number))
        .refine((edges) => edges.every((e, i) => e > 0 && (i === 0 || e > (edges[i - 1] ?? 0))), {
          error: 'validation.invalid',
        }),
    ),
    days: optional(z.coerce.number({ error: 'validation.invalid' }).int().min(0).max(3650)),
    auto_pay: flag(),
    promise_outcome: optional(z.enum(PROMISE_OUTCOMES, { error: 'validation.invalid' })),
    closure_type: optional(z.enum(CLOSURE_TYPES, { error: 'validation.invalid' })),
    practice_type: optional(z.enum(MOVEMENT_TYPES, { error: 'validation.invalid' })),
    serial: optional(z.string().trim().min(1).max(100)),
    threshold: optional(count(0, 1_000_000)),
    serial_status: optional(z.enum(SERIAL_STATES, { error: 'validation.invalid' })),
    supplier_id: id(),
    to_warehouse_id: id(),
    transfer_status: optional(z.enum(TRANSFER_STATES, { error: 'validation.invalid' })),
    act_status: optional(z.enum(COUNTING_ACT_STATES, { error: 'validation.invalid' })),
    error_reason_id: id(),
    material_group_id: id(),
    expense_source: optional(z.enum(EXPENSE_SOURCES, { error: 'validation.invalid' })),
    hr_section_id: id(),
    position_id: id(),
    workplace_id: id(),
    employee_id: id(),
    min_minutes: optional(z.coerce.number({ error: 'validation.invalid' }).int().min(0).max(1440)),
    payment_channel: optional(z.enum(PAYMENT_CHANNELS, { error: 'validation.invalid' })),
    firm_id: id(),
    bank_target: optional(z.enum(BANK_TARGETS, { error: 'validation.invalid' })),
    classification: optional(z.enum(BANK_CLASSIFICATIONS, { error: 'validation.invalid' })),
    income_type_id: id(),
    /** A statement row's counterparty: part of its name, or its STIR. */
    counterparty: optional(z.string().trim().min(1).max(100)),
    /** Part of a statement row's payment purpose. */
    purpose: optional(z.string().trim().min(1).max(100)),
    matched: flag(),
    wrong_state: optional(z.enum(WRONG_TRANSFER_STATES, { error: 'validation.invalid' })),
    provider: optional(z.enum(ONLINE_PROVIDERS, { error: 'validation.invalid' })),
    debit_result: optional(z.enum(DEBIT_RESULTS, { error: 'validation.invalid' })),
    error_code: optional(
      z.coerce
        .number({ error: 'validation.invalid' })
        .int({ error: 'validation.invalid' })
        .min(-99_999)
        .max(99_999),
    ),
    online_state: optional(z.enum(ONLINE_PAYMENT_STATES, { error: 'validation.invalid' })),
    absence_reason_id: id(),
    request_status: optional(z.enum(ABSENCE_REQUEST_STATUSES, { error: 'validation.invalid' })),
    payroll_entry: optional(z.enum(PAYROLL_ENTRY_KINDS, { error: 'validation.invalid' })),
    /** A payroll statement's month, `YYYY-MM`. */
    statement_month: optional(monthText),
    leave_reason_id: id(),
    room_id: id(),
    asset_group_id: id(),
    markup_source: optional(z.enum(MARKUP_SOURCES, { error: 'validation.invalid' })),
    fond_id: id(),
    promotion_id: id(),
    master_id: id(),
    installation_status: optional(z.enum(INSTALLATION_JOB_STATES, { error: 'validation.invalid' })),
    engagement_outcome: optional(z.enum(ENGAGEMENT_OUTCOMES, { error: 'validation.invalid' })),
    /** A client account's held balance at the period's end, from and to (R0032). */
    balance_min: optional(v.money()),
    balance_max: optional(v.money()),
    profit_basis: optional(z.enum(PROFIT_BASES, { error: 'validation.invalid' })),
    investor_id: id(),
    distribution_status: optional(z.enum(DISTRIBUTION_STATES, { error: 'validation.invalid' })),
  })
  .superRefine((q, ctx) => {
    if (q.period !== 'range') return;
    if (!q.date_from) ctx.addIssue({ code: 'custom', path: ['date_from'], message: 'validation.required' });
    if (!q.date_to) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'validation.required' });
    if (q.date_from && q.date_to && q.date_from > q.date_to)
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'validation.invalid' });
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** The formats a report exports to. */
export const REPORT_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** A report's path parameter: its code, and the export's format. */
export const reportCodeParams = z.object({
  code: z.string().regex(/^R\d{4}$/, { error: 'validation.invalid' }),
});
export const reportExportParams = reportCodeParams.extend({
  format: z.enum(REPORT_EXPORT_FORMATS, { error: 'validation.invalid' }),
});

/** A day as `YYYY-MM-DD`, `days` after `date` (UTC arithmetic on a calendar date). */
function shift(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The dates a period covers, counted from `today` (the business date in
 * Tashkent): the day; the week from Monday; the month to date; the whole
 * previous month; or the range as given.
 */
export function periodDates(
  q: Pick<ReportQuery, 'period' | 'date_from' | 'date_to'>,
  today: string,
): { from: string; to: string } {
  switch (q.period) {
    case 'day':
      return { from: today, to: today };
    case 'week': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
      return { from: shift(today, -weekday), to: today };
    }
    case 'previous_month': {
      const first = `${today.slice(0, 8)}01`;
      const last = shift(first, -1);
      return { from: `${last.slice(0, 8)}01`, to: last };
    }
    case 'range':
      return { from: q.date_from ?? today, to: q.date_to ?? today };
    default:
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}
