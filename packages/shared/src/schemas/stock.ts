import { z } from 'zod';
import { isQuantity } from '../quantity/index.ts';
import { isImei, isMoney } from '../validation/predicates.ts';
import { optional, v } from '../validation/schemas.ts';
import type { MovementType } from './stock-constants.ts';

export * from './stock-constants.ts';

/** The kinds of warehouse documents and their API paths (under /api/warehouse/). */
export const STOCK_DOCUMENT_KINDS = {
  SUPPLIER_INPUT: { path: 'input-product-invoices', rule: 'supplier_invoice_input' },
  SUPPLIER_RETURN: { path: 'return-product-invoices', rule: 'supplier_invoice_output' },
  MOVE: { path: 'move-invoices', rule: 'move_invoice_output' },
  EXPENSE_OUTPUT: { path: 'output-product-to-expenses', rule: 'expense_product_invoice_output' },
  EXPENSE_INPUT: { path: 'input-product-from-expenses', rule: 'expense_product_invoice_input' },
  COUNTING_ACT: { path: 'counting-acts', rule: 'counting_acts' },
  // Inventory materials (the tmz account) on the same ledger, as items of their own kind.
  MATERIAL_INPUT: { path: 'tmz/input-invoices', rule: 'input_material_invoice' },
  MATERIAL_RETURN: { path: 'tmz/return-invoices', rule: 'return_material_invoice' },
  MATERIAL_MOVE: { path: 'tmz/move-invoices', rule: 'move_output_material_invoice' },
  MATERIAL_EXPENSE_OUTPUT: { path: 'tmz/expense-outputs', rule: 'expense_output_material_invoice' },
  MATERIAL_EXPENSE_INPUT: { path: 'tmz/expense-inputs', rule: 'expense_input_material_invoice' },
  // Fixed assets in the warehouse (before they are put to use), as items of their own kind.
  ASSET_INPUT: { path: 'basic-tools/input-invoices', rule: 'input_asset_product_invoice' },
  ASSET_MOVE: { path: 'basic-tools/move-invoices', rule: 'move_output_asset_product_invoice' },
} as const;
export type StockDocumentKind = keyof typeof STOCK_DOCUMENT_KINDS;

/** A quantity: a positive decimal with up to three fraction digits ("2", "1.250"). */
export const quantitySchema = z
  .string({ error: 'validation.required' })
  .trim()
  .refine(isQuantity, { error: 'validation.quantity' })
  .refine((s) => Number(s) > 0, { error: 'validation.notNol' });

/** One unit's serial number or IMEI. */
export const serialSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(64, { error: 'validation.max' })
  .refine((s) => !/^\d{15}$/.test(s) || isImei(s), { error: 'validation.imei' });

const id = v.id();

export const documentLineSchema = z.object({
  product_id: id,
  /** Zero only in a counting act (nothing found); the server checks that. */
  quantity: z
    .string({ error: 'validation.required' })
    .trim()
    .refine(isQuantity, { error: 'validation.quantity' }),
  /** Price of one unit in the document's currency; inputs need it. */
  price: optional(z.string().trim().refine(isMoney, { error: 'validation.money' })),
  reason_id: optional(id),
  /**
   * Serial-tracked products: one serial or IMEI per unit (an all-digit
   * 15-character serial must pass the IMEI Luhn check), and optionally the
   * marking code (DataMatrix content) of each unit, in the same order.
   */
  serials: z.array(serialSchema).max(1000).optional(),
  markings: z.array(z.string().trim().max(200)).max(1000).optional(),
});

/** A warehouse document as the form sends it (create and edit). */
export const stockDocumentSchema = z.object({
  warehouse_id: id,
  to_warehouse_id: optional(id),
  supplier_id: optional(id),
  currency: z.enum(['UZS', 'USD'], { error: 'validation.required' }).default('UZS'),
  doc_date: v.date(),
  note: optional(z.string().trim().max(1000, { error: 'validation.max' })),
  lines: z
    .array(documentLineSchema)
    .min(1, { error: 'validation.lines' })
    .max(500, { error: 'validation.max' }),
});
export type StockDocumentInput = z.infer<typeof stockDocumentSchema>;

/** The counted quantities of a counting act (any subset of its lines). */
export const countingSchema = z.object({
  lines: z
    .array(
      z.object({
        product_id: id,
        quantity: z.string().trim().refine(isQuantity, { error: 'validation.quantity' }),
        reason_id: optional(id),
      }),
    )
    .max(5000),
});

/** A step of a document's life; `version` guards against two people acting on one document. */
export const transitionSchema = z.object({ version: v.id().optional() });

export const stockDocumentQuerySchema = z.object({
  page: v.pageParam(1, 1_000_000),
  per_page: v.pageParam(20, 100),
  status: z.string().max(20).optional(),
  warehouse_id: v.idParam().optional(),
  supplier_id: v.idParam().optional(),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});

const page = {
  page: v.pageParam(1, 1_000_000),
  per_page: v.pageParam(20, 100),
};

/** Residues: by warehouse or branch, by FIFO layer, optionally at a past date. */
export const residueQuerySchema = z
  .object({
    ...page,
    item: z.enum(['product', 'material', 'asset']).default('product'),
    by: z.enum(['warehouse', 'branch', 'fifo']).default('warehouse'),
    warehouse_id: v.idParam().optional(),
    branch_id: v.idParam().optional(),
    product_id: v.idParam().optional(),
    at: optional(v.date()),
  })
  .refine((q) => (q.by === 'branch' ? q.branch_id !== undefined : q.warehouse_id !== undefined), {
    error: 'validation.required',
    path: ['warehouse_id'],
  });
export type ResidueQuery = z.infer<typeof residueQuerySchema>;

/** The ledger of all warehouse practices: by type, warehouse, product, document and date. */
export const practiceQuerySchema = z.object({
  ...page,
  type: z.string().max(30).optional(),
  warehouse_id: v.idParam().optional(),
  product_id: v.idParam().optional(),
  document_id: v.idParam().optional(),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});
export type PracticeQuery = z.infer<typeof practiceQuerySchema>;

/** A row of the practices list (`GET /warehouse/practices`): one movement of the stock ledger. */
export interface PracticeRow {
  id: number;
  type: MovementType;
  product_id: number;
  product_name: string | null;
  warehouse_id: number;
  warehouse_name: string | null;
  quantity: string;
  cost_uzs: string;
  cost_usd: string;
  document_id: number | null;
  document_kind: StockDocumentKind | null;
  document_number: string | null;
  /** The document's branch prefix, shown before its number (shared `documentNumber`). */
  document_prefix: string | null;
  reverses_id: number | null;
  business_date: string;
  created_by_name: string | null;
}

/** A supplier reconciliation act: opening balance, movements and closing balance over a period. */
export const reconciliationQuerySchema = z
  .object({
    supplier_id: v.idParam(),
    currency: z.enum(['UZS', 'USD']).default('UZS'),
    date_from: v.date(),
    date_to: v.date(),
  })
  .refine((q) => q.date_from <= q.date_to, { error: 'validation.afterDate', path: ['date_to'] });
export type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;

/** A row of a warehouse document list (`GET /warehouse/<kind>`). Amounts are decimal strings. */
export interface StockDocumentRow {
  id: number;
  number: string;
  /** The branch's prefix, shown before the number (`documentNumber`). */
  branch_prefix: string | null;
  status: string;
  doc_date: string;
  currency: 'UZS' | 'USD';
  total: string;
  warehouse_id: number;
  warehouse_name: string | null;
  to_warehouse_id: number | null;
  to_warehouse_name: string | null;
  supplier_id: number | null;
  supplier_name: string | null;
  version: number;
}

/** A line of a warehouse document: quantities in units, prices in the document's currency. */
export interface StockDocumentLine {
  id: number;
  product_id: number;
  product_name: string;
  quantity: string;
  expected: string | null;
  difference: string | null;
  price: string | null;
  reason_id: number | null;
  /** Serials of a serial-tracked line. */
  serials: string[] | null;
  markings: string[] | null;
}

/** A warehouse document with its lines (`GET /warehouse/<kind>/:id`, and the answer of every write). */
export interface StockDocument extends StockDocumentRow {
  kind: StockDocumentKind;
  branch_id: number;
  branch_name: string | null;
  rate: string;
  note: string | null;
  lines: StockDocumentLine[];
}

/** A residue of one product (`GET /warehouse/residues`, by warehouse or branch, now or at a date). */
export interface ResidueRow {
  product_id: number;
  product_name: string;
  quantity: string;
  cost_uzs: string;
}

/** A FIFO layer still holding goods (`GET /warehouse/residues?by=fifo`). */
export interface FifoLayerRow {
  layer_id: number;
  product_id: number;
  product_name: string;
  business_date: string;
  quantity_in: string;
  quantity_left: string;
  cost_left_uzs: string;
  cost_left_usd: string;
}

/** A supplier's debt in one currency (`GET /supplier-calculations/debts`). */
export interface SupplierDebtRow {
  supplier_id: number;
  supplier_name: string;
  currency: 'UZS' | 'USD';
  debt: string;
}

/** A product's stock in one warehouse, as the order's product picker and the release screen show it. */
export interface WarehouseStock {
  warehouse_id: number;
  warehouse_name: string;
  branch_id: number | null;
  branch_name: string | null;
  /** The warehouse belongs to the branch asked about (the user's, or the sale's): listed first. */
  own: boolean;
  /** Decimal, may be below zero. */
  quantity: string;
}

/** What a document line needs to know of its product (`GET /api/information/products/:id`, a resource record). */
export interface ProductLineInfo {
  id: number;
  name: string;
  /** One serial (or IMEI) per unit on every line of it. */
  is_serial: boolean;
}
