import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the pricing module's screens fetch (with the base ones, `shell/screens.ts#moduleScreens`). */
export const pricingStrings = ['pricing'] as const satisfies readonly ScreenNamespace[];
