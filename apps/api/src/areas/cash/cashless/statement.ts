/** One bank transaction of a statement, as read from a file (amount as a decimal string). */
export interface StatementRow {
  /** YYYY-MM-DD. */
  date: string;
  number: string;
  direction: 'IN' | 'OUT';
  /** Positive, "1500000.00". */
  amount: string;
  counterpartyName: string | null;
  counterpartyInn: string | null;
  counterpartyAccount: string | null;
  counterpartyMfo: string | null;
  purpose: string | null;
}

/** A line of a statement that could not be read: where, and the field at fault. */
export interface StatementProblem {
  line: number;
  field: string;
}

export interface ParsedStatement {
  rows: StatementRow[];
  problems: StatementProblem[];
  /**
   * The accounts (digits) the file says it is the statement of, in the order
   * met: 1C's `РасчСчет`, an .xlsx's account above its table or in its own
   * account column. Empty when the file names none.
   */
  accounts: string[];
}

/** "1 500 000,50" / "1500000.5" / 1500000.5 → "1500000.50"; null when it is no positive amount. */
export function normalizeAmount(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0) return null;
    return value.toFixed(2);
  }
  if (typeof value !== 'string') return null;
  const text = value.replace(/[\s\u00a0']/g, '').replace(',', '.');
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const normalized = `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
  return /[1-9]/.test(normalized) ? normalized : null;
}

/** "01.11.2026", "1.11.26", "2026-11-01" or a Date → "2026-11-01"; null when no date. */
export function normalizeDate(value: unknown): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return value.toISOString().slice(0, 10);
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let y: number;
  let m: number;
  let d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const dotted = /^(\d{1,2})[./](\d{1,2})[./](\d{2}|\d{4})\b/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dotted) {
    const year = Number(dotted[3]);
    [y, m, d] = [year < 100 ? 2000 + year : year, Number(dotted[2]), Number(dotted[1])];
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** Digits of an account number (separators dropped); null when empty. */
export function normalizeAccount(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).replace(/[\s\-.]/g, '');
  return text === '' ? null : text;
}

/** A company account number in Uzbekistan: 20 digits, grouped by blanks or dashes or not. */
const ACCOUNT_IN_TEXT = /(?<!\d)\d(?:[\s\u00a0-]?\d){19}(?!\d)/g;

/** The 20-digit account numbers a text names ("… hisob raqami 2020 8000 9001 2345 6001 boʻyicha …"). */
export function accountsInText(text: string): string[] {
  return [...text.matchAll(ACCOUNT_IN_TEXT)].map((m) => m[0].replace(/\D/g, ''));
}

/** Trimmed text with inner runs of blanks collapsed; null when empty. */
export function cleanText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/**
 * The text of a statement file: UTF-8 when the bytes are valid UTF-8 (a BOM
 * dropped), otherwise windows-1251, the 1C exchange format's usual encoding.
 */
export function decodeStatement(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}
