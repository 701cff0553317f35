/**
 * Route names of the hand-written screens that use resources' option lists,
 * grouped as the stock document screens share them (web
 * `modules/warehouse/doc-kinds.ts`). Definitions list them in `optionsFor`.
 */
const warehouseDoc = (path: string) => `information-warehouses-${path}`;

/** Goods documents whose editor needs a supplier. */
export const PRODUCT_SUPPLIER_DOCS = [
  warehouseDoc('input-product-invoices'),
  warehouseDoc('return-product-invoices'),
];

/** Every goods document screen (warehouse and product selects). */
export const PRODUCT_DOCS = [
  ...PRODUCT_SUPPLIER_DOCS,
  warehouseDoc('output-product-to-expenses'),
  warehouseDoc('input-product-from-expenses'),
  warehouseDoc('output-from-other-repositories'),
  warehouseDoc('input-from-other-repositories'),
  warehouseDoc('counting-acts'),
];

/** Inventory material documents whose editor needs a supplier. */
export const MATERIAL_SUPPLIER_DOCS = ['tmz-account-input-from-supplier', 'tmz-account-output-to-supplier'];

/** Every inventory material document screen. */
export const MATERIAL_DOCS = [
  ...MATERIAL_SUPPLIER_DOCS,
  'tmz-account-output-to-expense',
  'tmz-account-input-from-expense',
  'tmz-account-output-to-repositories',
  'tmz-account-input-from-repositories',
];

/** Every fixed asset document screen (the first needs a supplier). */
export const ASSET_DOCS = [
  'basic-tools-main-engine-inputs',
  'basic-tools-sales-from-warehouse',
  'basic-tools-receipts-from-warehouse',
];

/** Residue screens: a warehouse filter and one of goods, materials or assets. */
export const RESIDUES = {
  product: 'information-warehouses-product-residues',
  material: 'tmz-account-residue',
  asset: 'basic-tools-main-tools-residue',
} as const;

export const PRACTICES = 'information-warehouses-all-warehouse-practices';
export const PUT_TO_USE = 'basic-tools-access-the-main-tools';
export const ASSETS_IN_USE = 'basic-tools-main-tools-in-use';
export const MARKINGS = 'integrations-markings';

/** The release screens (hand-out, unreleased sales, output invoices, deliveries, pickups, client returns). */
export const RELEASE_SCREENS = [
  warehouseDoc('giving-products-to-client'),
  warehouseDoc('uncompleted-trades'),
  warehouseDoc('income-product-from-clients'),
  'output-product-output-invoices',
  'output-product-deliveries',
  'output-product-pickup',
];
/** The release screens that choose or filter by a driver. */
export const DRIVER_SCREENS = [
  warehouseDoc('giving-products-to-client'),
  'output-product-output-invoices',
  'output-product-deliveries',
];
