import { latinSpelling } from '../validation/cyrillic.ts';

/**
 * A document's or contract's number as shown everywhere (lists, drawers,
 * printed PDFs, spreadsheets, messages): its branch's prefix, a hyphen and
 * the number, which counts per branch (`TSH-3`), so two branches' "3" differ.
 * Without a prefix (a row from before branches had one) the bare number,
 * never a lone hyphen ("-15").
 */
export function documentNumber(prefix: string | null | undefined, number: string | number): string {
  return prefix ? `${prefix}-${number}` : String(number);
}

/** A searched document number: the branch's prefix (upper-case Latin) when typed, and the number. */
export interface DocumentNumberSearch {
  prefix: string | null;
  number: number;
}

/** The largest number a search takes (a PostgreSQL `integer`). */
const MAX_NUMBER = 2_147_483_647;

/** With a hyphen (or dash) the prefix may hold digits (`F2-14`); without one it is letters only (`TSH41`). */
const HYPHENATED = /^([A-Z0-9]{1,10})\s*[-‐–—]\s*(\d{1,10})$/;
const JOINED = /^([A-Z]{1,10})\s*(\d{1,10})$/;
const BARE = /^(\d{1,10})$/;

/**
 * A search text read as a document number: `41` (any branch's 41), `TSH-41`,
 * `tsh 41`, `TSH41` or the prefix typed in Cyrillic (`ТШ-41`, spelled in
 * Uzbek Latin) — the one contract or document of that branch. A leading `№`
 * or `#` is dropped. Anything else (a name, a phone) is not a number: null.
 */
export function parseDocumentNumber(text: string): DocumentNumberSearch | null {
  const typed = latinSpelling(
    text
      .trim()
      .replace(/^[№#]\s*/, '')
      .toLowerCase(),
  ).toUpperCase();
  const bare = BARE.exec(typed);
  const prefixed = bare ? null : (HYPHENATED.exec(typed) ?? JOINED.exec(typed));
  const digits = bare?.[1] ?? prefixed?.[2];
  if (digits === undefined) return null;
  const number = Number(digits);
  if (number < 1 || number > MAX_NUMBER) return null;
  return { prefix: prefixed?.[1] ?? null, number };
}
