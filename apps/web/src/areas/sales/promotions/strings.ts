import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the promotion screens fetch. */
export const promotionStrings = ['promotions'] as const satisfies readonly ScreenNamespace[];
