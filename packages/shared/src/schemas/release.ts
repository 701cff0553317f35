import { z } from 'zod';
import { optional, v } from '../validation/schemas.ts';
import { quantitySchema, serialSchema, type WarehouseStock } from './stock.ts';

/**
 * Release of sold goods (issue 10 item 6): output invoices for a sold
 * contract or a paid cash trade, their hand-over to the client (taken away
 * or delivered), the sales not yet released, and goods clients brought back.
 */

export const SALE_KINDS = ['CONTRACT', 'CASH_TRADE'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

export const OUTPUT_INVOICE_STATUSES = ['CREATED', 'APPROVED', 'CANCELED'] as const;
export type OutputInvoiceStatus = (typeof OUTPUT_INVOICE_STATUSES)[number];

export const HANDOVER_KINDS = ['TAKE_AWAY', 'DELIVERY'] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number];

/** Where an approved invoice's goods are: waiting to be taken away, collected, on the road, with the client. */
export const HANDOVER_STATUSES = ['TAKE_AWAY', 'COLLECTING', 'DELIVERY', 'COMPLETED'] as const;
export type HandoverStatus = (typeof HANDOVER_STATUSES)[number];

/** The status an item shows once released when it needs installing (issue 12 installs it). */
export const INSTALLATION = 'INSTALLATION';

/** The invoice steps: approve (stock out at FIFO cost) and cancel (a draft dropped, an approved one reversed). */
export const INVOICE_STEPS = {
  approve: { from: ['CREATED'], rule: 'invoice_output.approve' },
  cancel: { from: ['CREATED', 'APPROVED'], rule: 'invoice_output.cancel' },
} as const;
export type InvoiceStep = keyof typeof INVOICE_STEPS;

export interface HandoverStepSpec {
  handover: HandoverKind;
  from: HandoverStatus;
  to: HandoverStatus;
  rule: string;
}

/**
 * The hand-over steps of an approved invoice: the client takes the goods
 * away; a delivery is dispatched with its driver, delivered, or recalled to
 * the warehouse (the delivery failed).
 */
export const HANDOVER_STEPS = {
  'hand-over': {
    handover: 'TAKE_AWAY',
    from: 'TAKE_AWAY',
    to: 'COMPLETED',
    rule: 'take_away_product.approve',
  },
  dispatch: { handover: 'DELIVERY', from: 'COLLECTING', to: 'DELIVERY', rule: 'delivery_product.approve' },
  deliver: { handover: 'DELIVERY', from: 'DELIVERY', to: 'COMPLETED', rule: 'delivery_product.approve' },
  recall: { handover: 'DELIVERY', from: 'DELIVERY', to: 'COLLECTING', rule: 'delivery_product.cancel' },
} as const satisfies Record<string, HandoverStepSpec>;
export type HandoverStep = keyof typeof HANDOVER_STEPS;
export const HANDOVER_STEP_NAMES = Object.keys(HANDOVER_STEPS) as HandoverStep[];

/** The hand-over steps open to an invoice in `status` (before rules are checked). */
export const handoverStepsFrom = (handover: HandoverKind, status: HandoverStatus | null): HandoverStep[] =>
  HANDOVER_STEP_NAMES.filter(
    (s) => HANDOVER_STEPS[s].handover === handover && HANDOVER_STEPS[s].from === status,
  );

/** An approved invoice may be cancelled while its goods are still at the warehouse. */
export const CANCELLABLE_HANDOVER: readonly (HandoverStatus | null)[] = [null, 'TAKE_AWAY', 'COLLECTING'];

const id = v.id();
const queryId = v.idParam();
const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
const text = (max: number) => optional(z.string().trim().max(max, { error: 'validation.max' }));

/** What a line releases: a quantity of an item of the sale, and the units of a serial-tracked product. */
export const outputInvoiceLineSchema = z.object({
  item_id: id,
  quantity: quantitySchema,
  serials: z.array(serialSchema).max(1000, { error: 'validation.max' }).optional(),
});

/** A new output invoice, as the hand-out screen sends it. */
export const outputInvoiceSchema = z
  .object({
    sale_kind: z.enum(SALE_KINDS, { error: 'validation.required' }),
    sale_id: id,
    warehouse_id: id,
    /** Today (Tashkent) when left out. */
    doc_date: optional(v.date()),
    handover: z.enum(HANDOVER_KINDS, { error: 'validation.required' }),
    driver_id: optional(id),
    /** The client card's address when left out. */
    address: text(500),
    delivery_date: optional(v.date()),
    note: text(1000),
    lines: z
      .array(outputInvoiceLineSchema)
      .min(1, { error: 'validation.lines' })
      .max(200, { error: 'validation.max' }),
  })
  .superRefine((input, ctx) => {
    const seenItems = new Set<number>();
    const seenSerials = new Set<string>();
    input.lines.forEach((line, i) => {
      if (seenItems.has(line.item_id)) {
        ctx.addIssue({
          code: 'custom',
          message: 'release.validation.itemTwice',
          path: ['lines', i, 'item_id'],
        });
      }
      seenItems.add(line.item_id);
      for (const [n, serial] of (line.serials ?? []).entries()) {
        if (seenSerials.has(serial)) {
          ctx.addIssue({
            code: 'custom',
            message: 'release.validation.serialTwice',
            path: ['lines', i, 'serials', n],
          });
        }
        seenSerials.add(serial);
      }
    });
    if (input.handover === 'TAKE_AWAY') {
      for (const field of ['driver_id', 'delivery_date'] as const) {
        if (input[field] !== undefined) {
          ctx.addIssue({ code: 'custom', message: 'release.validation.onlyDelivery', path: [field] });
        }
      }
    }
  });
export type OutputInvoiceInput = z.infer<typeof outputInvoiceSchema>;

/** A delivery's driver, address and date (changed while it is being collected). */
export const deliveryEditSchema = z.object({
  driver_id: optional(id),
  address: text(500),
  delivery_date: optional(v.date()),
  version: v.id().optional(),
});
export type DeliveryEditInput = z.infer<typeof deliveryEditSchema>;

/** A step of an invoice or of its hand-over; `version` guards against two people acting on one invoice. */
export const releaseStepSchema = z.object({ version: v.id().optional() });

/**
 * An invoice's step: `below_zero` confirms that lines the warehouse holds
 * less of than asked may take its stock below zero (`warehouse_residue.exceed`);
 * without it such an approval is refused (409) naming each short line.
 */
export const invoiceStepSchema = releaseStepSchema.extend({ below_zero: z.boolean().optional() });
export type InvoiceStepInput = z.infer<typeof invoiceStepSchema>;

/** A line the warehouse holds less of than asked (the 409 of an approval, `below_zero.lines`). */
export interface ShortLine {
  /** 1-based, in the invoice's order. */
  line: number;
  item_id: number;
  product_id: number;
  product_name: string;
  asked: string;
  available: string;
  short: string;
}

/** The extra fields of that 409: the short lines, and whether this user may confirm going below zero. */
export interface BelowZeroRefusal {
  below_zero: { can_confirm: boolean; lines: ShortLine[] };
}

const period = { date_from: optional(v.date()), date_to: optional(v.date()) };

/** Sales whose goods are not all released yet: by kind, branch, warehouse, date, number or client. */
export const unreleasedQuerySchema = z.object({
  ...page,
  ...period,
  kind: optional(z.enum(SALE_KINDS)),
  branch_id: optional(queryId),
  warehouse_id: optional(queryId),
  /** A sale number, or the start of a client's name, or a client's phone or PINFL. */
  search: text(100),
});
export type UnreleasedQuery = z.infer<typeof unreleasedQuerySchema>;

/** Output invoices, newest first, by every column the screen filters. */
export const outputInvoiceQuerySchema = z.object({
  ...page,
  ...period,
  status: optional(z.enum(OUTPUT_INVOICE_STATUSES)),
  kind: optional(z.enum(SALE_KINDS)),
  branch_id: optional(queryId),
  warehouse_id: optional(queryId),
  handover: optional(z.enum(HANDOVER_KINDS)),
  handover_status: optional(z.enum(HANDOVER_STATUSES)),
  driver_id: optional(queryId),
  contract_id: optional(queryId),
  cash_trade_id: optional(queryId),
});
export type OutputInvoiceQuery = z.infer<typeof outputInvoiceQuerySchema>;

/** Deliveries (approved DELIVERY invoices) by step, driver, branch, warehouse and delivery date. */
export const deliveryQuerySchema = z.object({
  ...page,
  ...period,
  handover_status: optional(z.enum(['COLLECTING', 'DELIVERY', 'COMPLETED'])),
  driver_id: optional(queryId),
  branch_id: optional(queryId),
  warehouse_id: optional(queryId),
});
export type DeliveryQuery = z.infer<typeof deliveryQuerySchema>;

/** Pickups (approved TAKE_AWAY invoices): waiting or handed over, by branch, warehouse and date. */
export const pickupQuerySchema = z.object({
  ...page,
  ...period,
  handover_status: optional(z.enum(['TAKE_AWAY', 'COMPLETED'])),
  branch_id: optional(queryId),
  warehouse_id: optional(queryId),
});
export type PickupQuery = z.infer<typeof pickupQuerySchema>;

/** The picker: units of a product in stock at a warehouse, optionally by the start of their serial. */
export const serialPickQuerySchema = z.object({
  product_id: queryId,
  warehouse_id: queryId,
  search: text(64),
});

/** Goods clients brought back (RETURNED_PRODUCT movements of contracts and cash trades). */
export const clientReturnQuerySchema = z.object({
  ...page,
  ...period,
  kind: optional(z.enum(SALE_KINDS)),
  warehouse_id: optional(queryId),
  product_id: optional(queryId),
});
export type ClientReturnQuery = z.infer<typeof clientReturnQuerySchema>;

/** A sale not fully released, as the lists read it (quantities in units, money as decimal strings). */
export interface UnreleasedSaleRow {
  kind: SaleKind;
  id: number;
  number: number;
  branch_id: number;
  branch_name: string | null;
  branch_prefix: string | null;
  date: string;
  status: string;
  client_id: number | null;
  client_name: string | null;
  currency: string;
  quantity: string;
  released: string;
  left: string;
  price: string;
  discount: string;
  cost_uzs: string;
}

/** An item of a sale with what is left to release. */
export interface SaleItemRow {
  id: number;
  product_id: number;
  product_name: string;
  is_serial: boolean;
  needs_installation: boolean;
  quantity: string;
  released: string;
  returned: string;
  left: string;
  price: string;
  discount: string;
  cost_uzs: string;
  /** INSTALLATION once some of it is released and it needs installing, else null. */
  installation_status: string | null;
  /** Its product's stock in each warehouse that holds any, the sale's branch's first. */
  stock: WarehouseStock[];
}

/** A sale with its items, its cost and gross profit, the client's address, and its invoices. */
export interface SaleDetail extends UnreleasedSaleRow {
  /** price − discount − cost, in UZS (a USD sale at its rate). */
  revenue_uzs: string;
  gross_profit_uzs: string;
  client_phone: string | null;
  client_address: string | null;
  items: SaleItemRow[];
}

export interface OutputInvoiceLineRow {
  id: number;
  item_id: number;
  product_id: number;
  product_name: string;
  is_serial: boolean;
  quantity: string;
  cost_uzs: string;
  installation_status: string | null;
  serials: string[];
}

export interface OutputInvoiceEventRow {
  id: number;
  event: string;
  from_status: string | null;
  to_status: string | null;
  created_by_name: string | null;
  created_at: string;
}

/** An output invoice as the lists read it. */
export interface OutputInvoiceRow {
  id: number;
  number: number;
  branch_id: number;
  branch_name: string | null;
  branch_prefix: string | null;
  warehouse_id: number;
  warehouse_name: string | null;
  sale_kind: SaleKind;
  sale_id: number;
  sale_number: number;
  sale_branch_prefix: string | null;
  client_id: number | null;
  client_name: string | null;
  client_phone: string | null;
  status: OutputInvoiceStatus;
  doc_date: string;
  handover: HandoverKind;
  handover_status: HandoverStatus | null;
  driver_id: number | null;
  driver_name: string | null;
  driver_phone: string | null;
  address: string | null;
  delivery_date: string | null;
  cost_uzs: string;
  quantity: string;
  /** Some line waits to be installed. */
  installation: boolean;
  note: string | null;
  version: number;
  created_by_name: string | null;
  approved_by_name: string | null;
  created_at: string;
}

export interface OutputInvoiceDetail extends OutputInvoiceRow {
  lines: OutputInvoiceLineRow[];
  events: OutputInvoiceEventRow[];
}

/** A unit in stock the picker offers. */
export interface SerialOption {
  id: number;
  serial: string;
  marking_code: string | null;
}

/** Goods a client brought back: the movement, the product, the warehouse, and the sale it came from. */
export interface ClientReturnRow {
  id: number;
  business_date: string;
  kind: SaleKind;
  sale_id: number;
  sale_number: number | null;
  sale_branch_prefix: string | null;
  client_name: string | null;
  product_id: number;
  product_name: string | null;
  warehouse_id: number;
  warehouse_name: string | null;
  quantity: string;
  cost_uzs: string;
  reversed: boolean;
  created_by_name: string | null;
}
