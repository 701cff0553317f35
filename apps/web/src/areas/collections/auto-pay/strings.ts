import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the auto-pay screens fetch (cancel dialog labels from `payments`). */
export const autoPayStrings = ['autoPay', 'payments'] as const satisfies readonly ScreenNamespace[];
