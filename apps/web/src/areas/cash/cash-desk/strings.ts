import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the cash desk's screens fetch (with the base ones, `platform/module-screens.ts#moduleScreens`). */
export const cashboxStrings = ['money', 'engine', 'cashOrders'] as const satisfies readonly ScreenNamespace[];
