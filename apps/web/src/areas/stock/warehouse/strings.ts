import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the warehouse module's screens fetch (with the base ones, `shell/screens.ts#moduleScreens`). */
export const warehouseStrings = ['warehouse'] as const satisfies readonly ScreenNamespace[];
