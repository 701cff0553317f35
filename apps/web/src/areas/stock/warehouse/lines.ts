import { fromMinor, toMinor } from '@savdo/shared/money';
import { fromMilli, isQuantity, mulDivRound, toMilli } from '@savdo/shared/quantity';
import { normalizeDecimalText } from '../../../shared/decimal-input.tsx';
import type { DocScreen } from './doc-kinds.ts';

/**
 * Exact arithmetic of document lines (DECISIONS.md "Data"): quantities in
 * thousandths, money in minor units, both bigint; never a float. A line's
 * sum is rounded exactly as the server rounds it (half away from zero).
 */

/** What people type into a number box: "1 250 000,5" → "1250000.5". */
export function normalizeDecimal(value: unknown): string {
  if (value === undefined || value === null) return '';
  return normalizeDecimalText(String(value));
}

/** A non-negative amount with at most two fraction digits (the form's rule checks the rest). */
const AMOUNT = /^\d{1,16}(\.\d{1,2})?$/;

/** A line's sum in minor units, or null while its quantity or price is not a valid number. */
export function lineSum(quantity: unknown, price: unknown): bigint | null {
  const q = normalizeDecimal(quantity);
  const p = normalizeDecimal(price);
  if (!isQuantity(q) || !AMOUNT.test(p)) return null;
  return mulDivRound(toMinor(p), toMilli(q), 1000n);
}

/** The document's total in minor units: the sum of its valid lines. */
export function totalOf(lines: readonly { quantity?: unknown; price?: unknown }[] | undefined): bigint {
  let total = 0n;
  for (const line of lines ?? []) total += lineSum(line.quantity, line.price) ?? 0n;
  return total;
}

/** Counted less expected, as a decimal string ("-1", "0.25"); null while either is unknown. */
export function differenceOf(counted: unknown, expected: unknown): string | null {
  const c = normalizeDecimal(counted);
  const e = normalizeDecimal(expected);
  if (!isQuantity(c) || !/^-?\d+(\.\d{1,3})?$/.test(e)) return null;
  return fromMilli(toMilli(c) - toMilli(e));
}

/** The sign of a decimal string: -1, 0 or 1. */
export function signOf(value: string | null | undefined): -1 | 0 | 1 {
  if (!value || /^-?0*(\.0*)?$/.test(value)) return 0;
  return value.startsWith('-') ? -1 : 1;
}

/** Sums decimal money strings exactly; the result as a decimal string. */
export function sumMoney(amounts: readonly (string | null | undefined)[]): string {
  let total = 0n;
  for (const amount of amounts) if (amount) total += toMinor(amount);
  return fromMinor(total);
}

export interface LineValues {
  product_id?: number;
  product_name?: string;
  quantity?: string;
  price?: string;
  expected?: string | null;
  serials?: string[];
}

/** The serials entered on a line, trimmed, without blanks. */
export const cleanSerials = (values: unknown): string[] =>
  Array.isArray(values) ? values.map((v) => String(v).trim()).filter(Boolean) : [];

export interface HeaderValues {
  warehouse_id?: number;
  to_warehouse_id?: number;
  supplier_id?: number;
  currency?: 'UZS' | 'USD';
  doc_date?: string;
  note?: string;
  lines?: LineValues[];
}

/** The body of POST/PUT (stockDocumentSchema) from the form's values, with what the kind does not use left out. */
export function toPayload(page: DocScreen, values: HeaderValues, version?: number) {
  const note = values.note?.trim();
  return {
    warehouse_id: values.warehouse_id,
    ...(page.toWarehouse ? { to_warehouse_id: values.to_warehouse_id } : {}),
    ...(page.needsSupplier ? { supplier_id: values.supplier_id } : {}),
    currency: page.needsPrice ? (values.currency ?? 'UZS') : 'UZS',
    doc_date: values.doc_date,
    ...(note ? { note } : {}),
    lines: (values.lines ?? []).map((line) => {
      const serials = cleanSerials(line.serials);
      return {
        product_id: line.product_id,
        quantity: normalizeDecimal(line.quantity),
        ...(page.needsPrice ? { price: normalizeDecimal(line.price) } : {}),
        ...(serials.length ? { serials } : {}),
      };
    }),
    ...(version !== undefined ? { version } : {}),
  };
}

export interface FieldError {
  name: (string | number)[];
  errors: string[];
}

/**
 * The 400 answer's "field: message" lines as form field errors: `lines.0.price`
 * becomes `['lines', 0, 'price']`. Lines naming no known field are left to the toast.
 */
export function serverFieldErrors(lines: readonly string[], known: ReadonlySet<string>): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const line of lines) {
    const match = /^([a-z_][\w.]*):\s+(.+)$/i.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const path = match[1].split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    // `lines.0.serials.3` (one serial of a line) is shown on the line's serials field.
    while (typeof path[path.length - 1] === 'number' && !known.has(shapeOf(path))) path.pop();
    if (!known.has(shapeOf(path))) continue;
    const key = path.join('.');
    const found = byField.get(key) ?? { name: path, errors: [] };
    found.errors.push(match[2]);
    byField.set(key, found);
  }
  return [...byField.values()];
}

const shapeOf = (path: readonly (string | number)[]) =>
  path.map((part) => (typeof part === 'number' ? '#' : part)).join('.');

/** Field shapes of the document form that the server may name. */
export const FORM_FIELDS: ReadonlySet<string> = new Set([
  'warehouse_id',
  'to_warehouse_id',
  'supplier_id',
  'currency',
  'doc_date',
  'note',
  'lines',
  'lines.#.product_id',
  'lines.#.quantity',
  'lines.#.price',
  'lines.#.serials',
]);
