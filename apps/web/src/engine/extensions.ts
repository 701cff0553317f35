import { newsExtension } from '../areas/admin/settings/news-extension.tsx';
import { usersExtension } from '../areas/admin/users/users-extension.tsx';
import { pricingExtensions } from '../areas/catalog/pricing/approve-extension.ts';
import { templateExtension } from '../areas/catalog/pricing/template-extension.tsx';
import { deviceExtension } from '../areas/hr/attendance/device-extension.tsx';
import type { ResourceExtension } from './extension-types.ts';

export type {
  ExtraFormField,
  FieldControlProps,
  ResourceExtension,
  RowAction,
  RowActionHelpers,
  ToolbarProps,
  WriteAdapter,
} from './extension-types.ts';
export { defineExtension } from './extension-types.ts';

/**
 * The web side of the resource definitions' escape hatches, by resource
 * name: custom cells, dialog controls and extra fields, row actions, toolbar
 * buttons, a page of its own, and where writes go. Each module keeps its
 * extension in its own folder and registers it here.
 */
export const EXTENSIONS: Readonly<Record<string, ResourceExtension>> = {
  employee_device: deviceExtension,
  news: newsExtension,
  ...pricingExtensions,
  price_tag_template: templateExtension,
  user: usersExtension,
};

export function extensionOf(resource: string): ResourceExtension | undefined {
  return EXTENSIONS[resource];
}
