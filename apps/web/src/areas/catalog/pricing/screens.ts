import { moduleScreens } from '../../../platform/module-screens.ts';
import { pricingStrings } from './strings.ts';

/** The price screens: proposed selling prices, their history, and price tags; each its own chunk. */
export const pricingScreens = moduleScreens(pricingStrings, {
  'price-management-change-selling-prices': () =>
    import('./change-prices-page.tsx').then((m) => m.ChangePricesPage),
  'price-management-changed-selling-prices': () =>
    import('./changed-prices-page.tsx').then((m) => m.ChangedPricesPage),
  'price-management-selling-price-histories': () =>
    import('./input-prices-page.tsx').then((m) => m.InputPricesPage),
  'price-management-surcharge-for-category': () =>
    import('./category-markups-page.tsx').then((m) => m.CategoryMarkupsPage),
  'price-tag-create-template': () => import('./template-editor-page.tsx').then((m) => m.TemplateEditorPage),
  'price-tag-print-price-tags': () => import('./print-tags-page.tsx').then((m) => m.PrintTagsPage),
  'price-tag-products-price-changes': () =>
    import('./price-changes-page.tsx').then((m) => m.PriceChangesPage),
});
