/**
 * A stock document's number as shown everywhere (lists, document screens,
 * printed PDFs and spreadsheets): its branch's prefix, a hyphen and the
 * number, which counts per branch (`TSH-3`), so two branches' "3" differ.
 * Without a prefix (a row from before branches had one) the bare number.
 */
export function documentNumber(prefix: string | null | undefined, number: string | number): string {
  return prefix ? `${prefix}-${number}` : String(number);
}
