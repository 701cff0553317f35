import { z } from 'zod';
import type { RuleRequirement } from '../rules/check.ts';

/**
 * The landing page of a user without the dashboard (issue 25 item 2): the
 * greeting, then the person's own work for today from the screens they may
 * open (`GET /api/home/today`). Each line opens one screen; a line is
 * answered only when its reader may open that screen (the route table's
 * rule) and holds `also` (approving what waits); a block only with a line.
 */

export const HOME_BLOCKS = ['cash', 'collections', 'warehouse', 'hr'] as const;
export type HomeBlockKey = (typeof HOME_BLOCKS)[number];

export const HOME_LINE_KEYS = [
  'cashbox',
  'receipts',
  'cash_orders',
  'promises',
  'day_list',
  'supplier_input',
  'supplier_return',
  'expense_output',
  'expense_input',
  'moves_on_road',
  'absent_today',
  'absence_requests',
  'candidates',
  'transfers',
] as const;
export type HomeLineKey = (typeof HOME_LINE_KEYS)[number];

export interface HomeLineSpec {
  key: HomeLineKey;
  block: HomeBlockKey;
  /** The screen the line opens (a path of the route table, whose rule the reader must hold). */
  path: string;
  /** Filters put in the screen's address bar (only where the screen reads them from it). */
  query?: Readonly<Record<string, string>>;
  /** A further rule the line needs: approving or receiving what waits. */
  also?: RuleRequirement;
}

/** Every line of the landing page, in the order shown, by block. */
export const HOME_LINES: readonly HomeLineSpec[] = [
  { key: 'cashbox', block: 'cash', path: '/cashbox/my-cash-registers' },
  { key: 'receipts', block: 'cash', path: '/cashbox/cash-all-receipts' },
  {
    key: 'cash_orders',
    block: 'cash',
    path: '/cashbox/cash-order-lists',
    also: 'cashbox_order_for_me.approve',
  },
  { key: 'promises', block: 'collections', path: '/collections/all-contracts' },
  { key: 'day_list', block: 'collections', path: '/collections/all-contracts' },
  {
    key: 'supplier_input',
    block: 'warehouse',
    path: '/information/warehouses/input-product-invoices',
    query: { status: 'SENT' },
    also: 'supplier_invoice_input.approve',
  },
  {
    key: 'supplier_return',
    block: 'warehouse',
    path: '/information/warehouses/return-product-invoices',
    query: { status: 'CREATED' },
    also: 'supplier_invoice_output.approve',
  },
  {
    key: 'expense_output',
    block: 'warehouse',
    path: '/information/warehouses/output-product-to-expenses',
    query: { status: 'CREATED' },
    also: 'expense_product_invoice_output.approve',
  },
  {
    key: 'expense_input',
    block: 'warehouse',
    path: '/information/warehouses/input-product-from-expenses',
    query: { status: 'CREATED' },
    also: 'expense_product_invoice_input.approve',
  },
  {
    key: 'moves_on_road',
    block: 'warehouse',
    path: '/information/warehouses/input-from-other-repositories',
    query: { status: 'WAY' },
  },
  { key: 'absent_today', block: 'hr', path: '/face-recognition/employees-absent-from-work' },
  { key: 'absence_requests', block: 'hr', path: '/face-recognition/absence-from-work-requests' },
  { key: 'candidates', block: 'hr', path: '/salary/candidates' },
  { key: 'transfers', block: 'hr', path: '/salary/staff-transfer' },
];

const currency = z.enum(['UZS', 'USD']);

/** One line: what it counts (`count`, none for a balance) and sums per currency (decimal strings). */
export const homeLineSchema = z.object({
  key: z.enum(HOME_LINE_KEYS),
  path: z.string(),
  query: z.record(z.string(), z.string()).nullable(),
  /** The record the line is about (a cashbox's name), else null. */
  name: z.string().nullable(),
  count: z.number().int().nonnegative().nullable(),
  sums: z.array(z.object({ currency, amount: z.string() })),
});
export type HomeLine = z.infer<typeof homeLineSchema>;

export const homeBlockSchema = z.object({ key: z.enum(HOME_BLOCKS), lines: z.array(homeLineSchema) });
export type HomeBlock = z.infer<typeof homeBlockSchema>;

/** `GET /api/home/today`: the business date and the blocks the reader's rules allow, in block order. */
export const homeTodaySchema = z.object({ today: z.string(), blocks: z.array(homeBlockSchema) });
export type HomeToday = z.infer<typeof homeTodaySchema>;
