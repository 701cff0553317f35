import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the supplier-calculations module's screens fetch (with the base ones, `shell/screens.ts#moduleScreens`). */
export const supplierCalculationsStrings = [
  'supplierCalculations',
] as const satisfies readonly ScreenNamespace[];
