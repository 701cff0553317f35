import type { StockDocumentKind } from '@savdo/shared/schemas';
import type { ItemKind, MovementType } from '../../../ledgers/stock/ledger.ts';

/** A step of a document's life: from which statuses, to which, and what it posts. */
export interface Transition {
  from: readonly string[];
  to: string;
  /**
   * What the step does to stock: post the document's movements, reverse
   * them, receive goods in transit at the destination, return them to the
   * source, post the counting differences, or nothing.
   */
  effect: 'post' | 'reverse' | 'receive' | 'return' | 'count' | 'none';
  /** Rule object whose `.approve` the step needs (default: the kind's). */
  ruleObject?: string;
}

export interface KindConfig {
  /** What its lines count: goods (default) or inventory materials. */
  item?: ItemKind;
  /** A move between warehouses: goods travel in transit from one to the other. */
  move?: boolean;
  /** How approving it changes the supplier's debt. */
  supplierDebt?: 'in' | 'out';
  /** Status of a new document. */
  initial: string;
  /** Statuses in which the document may still be edited. */
  editable: readonly string[];
  /** Movement type of the posting step, signed by direction. */
  movement?: { type: MovementType; direction: 'in' | 'out' };
  needsSupplier?: boolean;
  needsPrice?: boolean;
  transitions: Record<string, Transition>;
}

/** A move: out of the source into transit, then received at the destination (or refused and back). */
const move = (item: ItemKind, receiverRule: string): KindConfig => ({
  item,
  move: true,
  initial: 'CREATED',
  editable: ['CREATED'],
  movement: { type: 'MOVE_OUTPUT', direction: 'out' },
  transitions: {
    send: { from: ['CREATED'], to: 'WAY', effect: 'post' },
    receive: { from: ['WAY'], to: 'APPROVED', effect: 'receive', ruleObject: receiverRule },
    refuse: { from: ['WAY'], to: 'REJECTED', effect: 'return', ruleObject: receiverRule },
    cancel: { from: ['CREATED'], to: 'CANCELED', effect: 'none' },
  },
});

const simple = (
  type: MovementType,
  direction: 'in' | 'out',
  extra: Partial<KindConfig> = {},
): KindConfig => ({
  initial: 'CREATED',
  editable: ['CREATED'],
  movement: { type, direction },
  transitions: {
    approve: { from: ['CREATED'], to: 'APPROVED', effect: 'post' },
    cancel: { from: ['CREATED'], to: 'CANCELED', effect: 'none' },
    'cancel-approved': { from: ['APPROVED'], to: 'CANCELED', effect: 'reverse' },
  },
  ...extra,
});

/** A supplier's input of materials or fixed assets: approved straight away (goods have a SENT step). */
const supplierInput = (item: ItemKind): KindConfig =>
  simple('INPUT', 'in', { item, needsSupplier: true, needsPrice: true, supplierDebt: 'in' });

/**
 * The life of each kind of warehouse document (product.md statuses: CREATED,
 * SENT, APPROVED, REJECTED, CANCELED, WAY, IN_PROGRESS, RECOUNT, FINISHED).
 */
export const KINDS: Record<StockDocumentKind, KindConfig> = {
  SUPPLIER_INPUT: {
    initial: 'CREATED',
    editable: ['CREATED'],
    movement: { type: 'INPUT', direction: 'in' },
    needsSupplier: true,
    needsPrice: true,
    supplierDebt: 'in',
    transitions: {
      send: { from: ['CREATED'], to: 'SENT', effect: 'none' },
      approve: { from: ['SENT'], to: 'APPROVED', effect: 'post' },
      reject: { from: ['SENT'], to: 'REJECTED', effect: 'none' },
      cancel: { from: ['CREATED'], to: 'CANCELED', effect: 'none' },
      'cancel-approved': { from: ['APPROVED'], to: 'CANCELED', effect: 'reverse' },
    },
  },
  SUPPLIER_RETURN: simple('RETURNED_PRODUCT', 'out', {
    needsSupplier: true,
    needsPrice: true,
    supplierDebt: 'out',
  }),
  EXPENSE_OUTPUT: simple('EXPENSE_OUTPUT', 'out'),
  EXPENSE_INPUT: simple('EXPENSE_INPUT', 'in', { needsPrice: true }),
  MOVE: move('product', 'move_invoice_input'),
  COUNTING_ACT: {
    initial: 'IN_PROGRESS',
    editable: ['IN_PROGRESS', 'RECOUNT'],
    transitions: {
      recount: { from: ['IN_PROGRESS'], to: 'RECOUNT', effect: 'none' },
      finish: { from: ['IN_PROGRESS', 'RECOUNT'], to: 'FINISHED', effect: 'count' },
      cancel: { from: ['IN_PROGRESS', 'RECOUNT'], to: 'CANCELED', effect: 'none' },
    },
  },
  MATERIAL_INPUT: supplierInput('material'),
  MATERIAL_RETURN: simple('RETURNED_PRODUCT', 'out', {
    item: 'material',
    needsSupplier: true,
    needsPrice: true,
    supplierDebt: 'out',
  }),
  MATERIAL_MOVE: move('material', 'move_input_material_invoice'),
  MATERIAL_EXPENSE_OUTPUT: simple('EXPENSE_OUTPUT', 'out', { item: 'material' }),
  MATERIAL_EXPENSE_INPUT: simple('EXPENSE_INPUT', 'in', { item: 'material', needsPrice: true }),
  ASSET_INPUT: supplierInput('asset'),
  ASSET_MOVE: move('asset', 'move_input_asset_product_invoice'),
};

/** The table an item kind's lines refer to. */
export const ITEM_TABLE = { product: 'products', material: 'materials', asset: 'asset_products' } as const;
