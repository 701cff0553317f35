import type { ResourceDef } from '../types.ts';
import { MARKINGS, PRACTICES, PRODUCT_DOCS, RESIDUES } from './option-screens.ts';

export const unit = {
  name: 'unit',
  table: 'units',
  rule: 'unit',
  apiPath: 'information/units',
  route: 'information-product-info-units',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, sortable: true, max: 100 },
    { name: 'short_name', type: 'text', required: true, max: 20 },
    /** Sold in parts (kg, m, l): off, the unit counts pieces and orders take whole quantities only. */
    { name: 'fractional', type: 'boolean' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

export const brand = {
  name: 'brand',
  table: 'brands',
  rule: 'brand',
  apiPath: 'information/brands',
  route: 'information-product-info-brands',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, sortable: true, max: 100 },
    { name: 'short_name', type: 'text', max: 20 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** Units of product properties (litr, dyuym, GB, Vt), apart from the stock units above. */
export const productPropertyUnit = {
  name: 'product_property_unit',
  table: 'product_property_units',
  rule: 'product_property_unit',
  apiPath: 'information/property-units',
  route: 'information-product-info-property-units',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, sortable: true, max: 100 },
    { name: 'short_name', type: 'text', max: 20 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** Sections of a product card's properties: "Ekran", "Xotira", "Oʻlchamlari". */
export const productPropertyGroup = {
  name: 'product_property_group',
  table: 'product_property_groups',
  rule: 'product_property_group',
  apiPath: 'information/property-groups',
  route: 'information-product-info-property-groups',
  fields: [{ name: 'name', type: 'text', required: true, unique: true, sortable: true, max: 150 }],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** A property a product may have ("Ekran diagonali", in dyuym, group "Ekran"). */
export const productProperty = {
  name: 'product_property',
  table: 'product_properties',
  rule: 'product_property',
  apiPath: 'information/product-properties',
  route: 'information-product-info-product-properties',
  fields: [
    { name: 'name', type: 'text', required: true, sortable: true, max: 150 },
    {
      name: 'product_property_group_id',
      type: 'ref',
      ref: 'product_property_group',
      required: true,
      filter: 'eq',
    },
    { name: 'product_property_unit_id', type: 'ref', ref: 'product_property_unit', filter: 'eq' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/**
 * Product categories as a tree (`parent_id`, none for a top category). The
 * markup is the default raise over the input price for the category's products.
 */
export const productCategory = {
  name: 'product_category',
  table: 'product_categories',
  rule: 'product_category',
  apiPath: 'information/categories',
  route: 'information-product-info-categories',
  optionsFor: ['price-management-surcharge-for-category', 'price-management-change-selling-prices'],
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, sortable: true, max: 150 },
    { name: 'parent_id', type: 'ref', ref: 'product_category', filter: 'eq' },
    { name: 'markup', type: 'percent', scale: 2 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/**
 * Which properties a category's products carry: a category and a property,
 * with the label shown on the product card (`name`, the title, so the list
 * can be searched) and whether the property must be filled.
 */
export const productCategoryProperty = {
  name: 'product_category_property',
  table: 'product_category_properties',
  rule: 'product_category_property',
  apiPath: 'information/category-properties',
  route: 'information-product-info-category-properties',
  fields: [
    { name: 'name', type: 'text', required: true, sortable: true, max: 150 },
    { name: 'product_category_id', type: 'ref', ref: 'product_category', required: true, filter: 'eq' },
    { name: 'product_property_id', type: 'ref', ref: 'product_property', required: true, filter: 'eq' },
    { name: 'is_required', type: 'boolean' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/**
 * A product: its category, brand and stock unit, its barcode, whether each
 * item is tracked by serial number or IMEI and whether it carries a digital
 * marking, and the four selling prices (retail and wholesale, UZS and USD).
 */
export const product = {
  name: 'product',
  table: 'products',
  rule: 'product',
  apiPath: 'information/products',
  route: 'information-product-info-products',
  optionsFor: [
    ...PRODUCT_DOCS,
    RESIDUES.product,
    PRACTICES,
    MARKINGS,
    'integrations-uzimei-blocked',
    'resale-offers',
    'price-tag-print-price-tags',
    'price-management-selling-price-histories',
    'price-management-changed-selling-prices',
    'price-management-change-selling-prices',
    'contract-orders',
    'contract-contracts',
    'information-warehouses-income-product-from-clients',
  ],
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, sortable: true, max: 200 },
    { name: 'product_category_id', type: 'ref', ref: 'product_category', required: true, filter: 'eq' },
    { name: 'brand_id', type: 'ref', ref: 'brand', filter: 'eq' },
    { name: 'unit_id', type: 'ref', ref: 'unit', required: true, filter: 'eq' },
    { name: 'barcode', type: 'text', max: 32, unique: true, filter: 'eq' },
    { name: 'is_serial', type: 'boolean', filter: 'eq' },
    { name: 'has_marking', type: 'boolean', filter: 'eq' },
    /** Sold lines of this product wait for a master (installation, issue 12). */
    { name: 'needs_installation', type: 'boolean', filter: 'eq' },
    { name: 'retail_price_uzs', type: 'money', sortable: true },
    { name: 'retail_price_usd', type: 'money', currency: 'USD', sortable: true },
    { name: 'wholesale_price_uzs', type: 'money' },
    { name: 'wholesale_price_usd', type: 'money', currency: 'USD' },
    { name: 'description', type: 'textarea', max: 5000 },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
