import type { StockDocument } from '@savdo/shared/schemas';
import { today } from './dates.ts';
import type { HeaderValues } from './lines.ts';

/** The form's values of a document as the server answered it. */
export function valuesOf(doc: StockDocument): HeaderValues {
  return {
    warehouse_id: doc.warehouse_id,
    to_warehouse_id: doc.to_warehouse_id ?? undefined,
    supplier_id: doc.supplier_id ?? undefined,
    currency: doc.currency,
    doc_date: doc.doc_date,
    note: doc.note ?? undefined,
    lines: doc.lines.map((l) => ({
      product_id: l.product_id,
      product_name: l.product_name,
      quantity: l.quantity,
      price: l.price ?? undefined,
      expected: l.expected,
      serials: l.serials ?? undefined,
    })),
  };
}

/** The document as saved, with the serials sent where the answer does not carry them. */
export const withSerials = (
  doc: StockDocument,
  sent: { product_id?: number; serials?: string[] }[],
): StockDocument => ({
  ...doc,
  lines: doc.lines.map((l) => ({
    ...l,
    serials: l.serials ?? sent.find((s) => s.product_id === l.product_id)?.serials ?? null,
  })),
});

/** A new document: today, in soʻm, with one empty line. */
export const newValues = (): HeaderValues => ({ currency: 'UZS', doc_date: today(), lines: [{}] });
