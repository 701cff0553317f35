/** Row shapes of warehouse documents as the database answers them. */
import type { StockDocumentKind } from '@savdo/shared/schemas';

export type Row = Record<string, unknown>;

export interface DocumentRow extends Row {
  id: number;
  kind: StockDocumentKind;
  status: string;
  branch_id: number;
  warehouse_id: number;
  to_warehouse_id: number | null;
  supplier_id: number | null;
  currency: 'UZS' | 'USD';
  rate: string;
  doc_date: string;
  version: number;
}

export interface LineRow extends Row {
  id: number;
  product_id: number;
  quantity: string;
  expected: string | null;
  price: string | null;
  reason_id: number | null;
  serials: string[] | null;
  markings: string[] | null;
}
