/** Pricing's enums and paths, without zod (the price screens and the engine's extensions import these, not the schemas). */

/** Where a product's markup in force comes from: its own, its category's, a parent category's, the general one. */
export const MARKUP_SOURCES = ['product', 'category', 'parent', 'general'] as const;
export type MarkupSource = (typeof MARKUP_SOURCES)[number];

/**
 * What is entered CREATED and in force once APPROVED: markups and the sale
 * rate, with the path of their approval (`POST /price-management/<path>/:id/approve`)
 * and the rule whose `.approve` it needs.
 */
export const APPROVABLE_MARKUPS = {
  general_markup: { path: 'general-markups', rule: 'general_markup' },
  category_markup: { path: 'category-markups', rule: 'category_markup' },
  product_markup: { path: 'product-markups', rule: 'product_markup' },
  sale_exchange_rate: { path: 'exchange-rates', rule: 'currency_exchange_for_sale' },
} as const;
export type ApprovableKind = keyof typeof APPROVABLE_MARKUPS;
