import { checkRule } from '@savdo/shared/rules';
import type { StockDocumentKind } from '@savdo/shared/schemas';

/**
 * API path (under /api/warehouse/) and rule object of each kind, as in
 * `STOCK_DOCUMENT_KINDS` of the shared schemas (a unit test keeps them
 * equal): importing that module would bring zod into every list screen.
 */
export const KIND_API: Record<StockDocumentKind, { path: string; rule: string }> = {
  SUPPLIER_INPUT: { path: 'input-product-invoices', rule: 'supplier_invoice_input' },
  SUPPLIER_RETURN: { path: 'return-product-invoices', rule: 'supplier_invoice_output' },
  MOVE: { path: 'move-invoices', rule: 'move_invoice_output' },
  EXPENSE_OUTPUT: { path: 'output-product-to-expenses', rule: 'expense_product_invoice_output' },
  EXPENSE_INPUT: { path: 'input-product-from-expenses', rule: 'expense_product_invoice_input' },
  COUNTING_ACT: { path: 'counting-acts', rule: 'counting_acts' },
  MATERIAL_INPUT: { path: 'tmz/input-invoices', rule: 'input_material_invoice' },
  MATERIAL_RETURN: { path: 'tmz/return-invoices', rule: 'return_material_invoice' },
  MATERIAL_MOVE: { path: 'tmz/move-invoices', rule: 'move_output_material_invoice' },
  MATERIAL_EXPENSE_OUTPUT: { path: 'tmz/expense-outputs', rule: 'expense_output_material_invoice' },
  MATERIAL_EXPENSE_INPUT: { path: 'tmz/expense-inputs', rule: 'expense_input_material_invoice' },
  ASSET_INPUT: { path: 'basic-tools/input-invoices', rule: 'input_asset_product_invoice' },
  ASSET_MOVE: { path: 'basic-tools/move-invoices', rule: 'move_output_asset_product_invoice' },
};

/** A step of a document's life: `POST /api/warehouse/<path>/:id/<step>`. */
export type Step =
  | 'send'
  | 'approve'
  | 'reject'
  | 'receive'
  | 'refuse'
  | 'recount'
  | 'finish'
  | 'cancel'
  | 'cancel-approved';

export type DocStatus =
  | 'CREATED'
  | 'SENT'
  | 'APPROVED'
  | 'REJECTED'
  | 'CANCELED'
  | 'WAY'
  | 'IN_PROGRESS'
  | 'RECOUNT'
  | 'FINISHED';

interface StepDef {
  from: readonly DocStatus[];
  /** Rule object whose `.approve` the step needs (default: the kind's). */
  ruleObject?: string;
}

interface Lifecycle {
  /** Statuses in which the document may still be edited. */
  editable: readonly DocStatus[];
  /** Every status a document of the kind can be in, in life order (the status filter). */
  statuses: readonly DocStatus[];
  steps: Partial<Record<Step, StepDef>>;
}

const simple: Lifecycle = {
  editable: ['CREATED'],
  statuses: ['CREATED', 'APPROVED', 'CANCELED'],
  steps: {
    approve: { from: ['CREATED'] },
    cancel: { from: ['CREATED'] },
    'cancel-approved': { from: ['APPROVED'] },
  },
};

/** A move: sent into transit, received (or refused) by the receiving side's rule. */
function move(receiverRule: string): Lifecycle {
  return {
    editable: ['CREATED'],
    statuses: ['CREATED', 'WAY', 'APPROVED', 'REJECTED', 'CANCELED'],
    steps: {
      send: { from: ['CREATED'] },
      receive: { from: ['WAY'], ruleObject: receiverRule },
      refuse: { from: ['WAY'], ruleObject: receiverRule },
      cancel: { from: ['CREATED'] },
    },
  };
}

/**
 * The server's life of each kind (apps/api/src/areas/stock/warehouse/kinds.ts), as
 * the screens need it: which statuses are editable and which step is open
 * from which status. The server decides; this only hides buttons that would
 * answer 409.
 */
export const LIFECYCLES: Record<StockDocumentKind, Lifecycle> = {
  SUPPLIER_INPUT: {
    editable: ['CREATED'],
    statuses: ['CREATED', 'SENT', 'APPROVED', 'REJECTED', 'CANCELED'],
    steps: {
      send: { from: ['CREATED'] },
      approve: { from: ['SENT'] },
      reject: { from: ['SENT'] },
      cancel: { from: ['CREATED'] },
      'cancel-approved': { from: ['APPROVED'] },
    },
  },
  SUPPLIER_RETURN: simple,
  EXPENSE_OUTPUT: simple,
  EXPENSE_INPUT: simple,
  MOVE: move('move_invoice_input'),
  COUNTING_ACT: {
    editable: ['IN_PROGRESS', 'RECOUNT'],
    statuses: ['IN_PROGRESS', 'RECOUNT', 'FINISHED', 'CANCELED'],
    steps: {
      recount: { from: ['IN_PROGRESS'] },
      finish: { from: ['IN_PROGRESS', 'RECOUNT'] },
      cancel: { from: ['IN_PROGRESS', 'RECOUNT'] },
    },
  },
  MATERIAL_INPUT: simple,
  MATERIAL_RETURN: simple,
  MATERIAL_MOVE: move('move_input_material_invoice'),
  MATERIAL_EXPENSE_OUTPUT: simple,
  MATERIAL_EXPENSE_INPUT: simple,
  ASSET_INPUT: simple,
  ASSET_MOVE: move('move_input_asset_product_invoice'),
};

/** One document screen: which kind it lists and what it offers. */
export interface DocScreen {
  /** Route name of the screen. */
  route: string;
  kind: StockDocumentKind;
  /** Rule object of the page (print needs `<object>.print`). */
  ruleObject: string;
  /** The page creates documents of its kind. */
  creates: boolean;
  /** Steps offered on this page, in button order. */
  steps: readonly Step[];
  /** Status filter applied when the address bar names none. */
  defaultStatus?: DocStatus;
  /** Statuses offered by the status filter (default: every status of the kind). */
  statuses?: readonly DocStatus[];
  needsSupplier: boolean;
  needsPrice: boolean;
  /** Moves name a receiving warehouse. */
  toWarehouse: boolean;
  /** Counting acts: counted quantities against the books. */
  counting: boolean;
  /** What the lines count: goods (default), inventory materials (the tmz account) or fixed assets. */
  item: 'product' | 'material' | 'asset';
}

const screen = (route: string, kind: StockDocumentKind, extra: Partial<DocScreen> = {}): DocScreen => ({
  route: /^(tmz-account|basic-tools)-/.test(route) ? route : `information-warehouses-${route}`,
  item: 'product',
  kind,
  ruleObject: KIND_API[kind].rule,
  creates: true,
  steps: ['send', 'approve', 'reject', 'cancel', 'cancel-approved'],
  needsSupplier: false,
  needsPrice: false,
  toWarehouse: false,
  counting: false,
  ...extra,
});

/** The sending side of a move: create, send (the goods leave), cancel. */
const moveOut = (route: string, kind: StockDocumentKind, item: DocScreen['item']): DocScreen =>
  screen(route, kind, { item, steps: ['send', 'cancel'], toWarehouse: true });

/** The receiving side of the same moves: those on the way by default, received or refused with the receiver's rule. */
const moveIn = (
  route: string,
  kind: StockDocumentKind,
  item: DocScreen['item'],
  receiverRule: string,
): DocScreen =>
  screen(route, kind, {
    item,
    ruleObject: receiverRule,
    creates: false,
    steps: ['receive', 'refuse'],
    defaultStatus: 'WAY',
    statuses: ['WAY', 'APPROVED', 'REJECTED'],
    toWarehouse: true,
  });

/** The warehouse document screens (routes.md 2.5), keyed by route name. */
export const DOC_SCREENS = {
  input: screen('input-product-invoices', 'SUPPLIER_INPUT', { needsSupplier: true, needsPrice: true }),
  return: screen('return-product-invoices', 'SUPPLIER_RETURN', { needsSupplier: true, needsPrice: true }),
  expenseOutput: screen('output-product-to-expenses', 'EXPENSE_OUTPUT'),
  expenseInput: screen('input-product-from-expenses', 'EXPENSE_INPUT', { needsPrice: true }),
  moveOut: moveOut('output-from-other-repositories', 'MOVE', 'product'),
  moveIn: moveIn('input-from-other-repositories', 'MOVE', 'product', 'move_invoice_input'),
  counting: screen('counting-acts', 'COUNTING_ACT', {
    steps: ['recount', 'finish', 'cancel'],
    counting: true,
  }),
  // The tmz account: the same documents for inventory materials.
  materialInput: screen('tmz-account-input-from-supplier', 'MATERIAL_INPUT', {
    item: 'material',
    needsSupplier: true,
    needsPrice: true,
  }),
  materialReturn: screen('tmz-account-output-to-supplier', 'MATERIAL_RETURN', {
    item: 'material',
    needsSupplier: true,
    needsPrice: true,
  }),
  materialExpenseOutput: screen('tmz-account-output-to-expense', 'MATERIAL_EXPENSE_OUTPUT', {
    item: 'material',
  }),
  materialExpenseInput: screen('tmz-account-input-from-expense', 'MATERIAL_EXPENSE_INPUT', {
    item: 'material',
    needsPrice: true,
  }),
  materialMoveOut: moveOut('tmz-account-output-to-repositories', 'MATERIAL_MOVE', 'material'),
  materialMoveIn: moveIn(
    'tmz-account-input-from-repositories',
    'MATERIAL_MOVE',
    'material',
    'move_input_material_invoice',
  ),
  // Fixed assets in the warehouse: inputs from suppliers and moves between warehouses.
  assetInput: screen('basic-tools-main-engine-inputs', 'ASSET_INPUT', {
    item: 'asset',
    needsSupplier: true,
    needsPrice: true,
  }),
  assetMoveOut: moveOut('basic-tools-sales-from-warehouse', 'ASSET_MOVE', 'asset'),
  assetMoveIn: moveIn(
    'basic-tools-receipts-from-warehouse',
    'ASSET_MOVE',
    'asset',
    'move_input_asset_product_invoice',
  ),
} as const satisfies Record<string, DocScreen>;

/** What the user may do on a document screen, computed once per page from the rule set. */
export interface Abilities {
  create: boolean;
  edit: boolean;
  print: boolean;
  steps: ReadonlySet<Step>;
}

export function abilitiesOf(page: DocScreen, rules: ReadonlySet<string>): Abilities {
  const object = KIND_API[page.kind].rule;
  const life = LIFECYCLES[page.kind];
  const steps = new Set<Step>();
  for (const step of page.steps) {
    const def = life.steps[step];
    if (def && checkRule(`${def.ruleObject ?? object}.approve`, rules)) steps.add(step);
  }
  return {
    create: page.creates && checkRule(`${object}.add`, rules),
    edit: checkRule(`${object}.edit`, rules),
    print: checkRule(`${page.ruleObject}.print`, rules),
    steps,
  };
}

export const isEditableStatus = (kind: StockDocumentKind, status: string): boolean =>
  (LIFECYCLES[kind].editable as readonly string[]).includes(status);

/** The steps open to this user for a document in this status, in the page's order. */
export function stepsFor(page: DocScreen, abilities: Abilities, status: string): Step[] {
  const life = LIFECYCLES[page.kind];
  return page.steps.filter(
    (step) =>
      abilities.steps.has(step) && ((life.steps[step]?.from ?? []) as readonly string[]).includes(status),
  );
}

/** The document can be changed here: an editable status and the edit rule (or a new one and the add rule). */
export function canChange(page: DocScreen, abilities: Abilities, status: string | undefined): boolean {
  if (status === undefined) return abilities.create;
  return abilities.edit && isEditableStatus(page.kind, status);
}

/** Status tag colours. */
export const STATUS_COLORS: Record<DocStatus, string> = {
  CREATED: 'blue',
  SENT: 'gold',
  APPROVED: 'green',
  REJECTED: 'red',
  CANCELED: 'default',
  WAY: 'orange',
  IN_PROGRESS: 'processing',
  RECOUNT: 'purple',
  FINISHED: 'green',
};

/** i18n key of a step's confirmation (product.md section 4) and of its button. */
export const stepKey = (step: Step): string => (step === 'cancel-approved' ? 'cancelApproved' : step);

const DANGER: ReadonlySet<Step> = new Set(['reject', 'refuse', 'cancel', 'cancel-approved']);
/** Steps that undo or refuse: shown as danger buttons and confirmed with a red button. */
export const isDangerStep = (step: Step): boolean => DANGER.has(step);

const MAIN: ReadonlySet<Step> = new Set(['approve', 'receive', 'finish']);
/** The step that completes a document: shown as the primary button of a row. */
export const isMainStep = (step: Step): boolean => MAIN.has(step);
