import type { ResourceExtension } from '../engine/extension-types.ts';

const pricing =
  (name: 'general_markup' | 'category_markup' | 'product_markup' | 'sale_exchange_rate') => () =>
    import('../areas/catalog/pricing/approve-extension.ts').then((m) => m.pricingExtensions[name]);

/**
 * The resources whose engine page an area extends (cells, form fields, row
 * actions, a toolbar or a page of their own), by definition name, each
 * loaded only with its own resource's screen. The shell hands the engine
 * the extension when the route loads (`engine/extensions.ts#provideExtension`),
 * so the engine never imports an area.
 */
const EXTENSIONS: Readonly<Record<string, () => Promise<ResourceExtension>>> = {
  employee_device: () => import('../areas/hr/attendance/device-extension.tsx').then((m) => m.deviceExtension),
  news: () => import('../areas/admin/settings/news-extension.tsx').then((m) => m.newsExtension),
  general_markup: pricing('general_markup'),
  category_markup: pricing('category_markup'),
  product_markup: pricing('product_markup'),
  sale_exchange_rate: pricing('sale_exchange_rate'),
  price_tag_template: () =>
    import('../areas/catalog/pricing/template-extension.tsx').then((m) => m.templateExtension),
  user: () => import('../areas/admin/users/users-extension.tsx').then((m) => m.usersExtension),
};

/** The extension an area gives a resource definition, loaded; undefined when none does. */
export async function loadExtension(resource: string): Promise<ResourceExtension | undefined> {
  return EXTENSIONS[resource]?.();
}
