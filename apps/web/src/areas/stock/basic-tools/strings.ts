import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';
import { engineStrings } from '../../../engine/strings.ts';
import { warehouseStrings } from '../warehouse/strings.ts';

/** The namespaces the basic-tools module's screens fetch (with the base ones, `shell/screens.ts#moduleScreens`). */
export const basicToolsStrings = [
  'basicTools',
  ...warehouseStrings,
  ...engineStrings,
] as const satisfies readonly ScreenNamespace[];
