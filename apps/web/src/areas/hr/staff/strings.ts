import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the HR screens fetch. */
export const hrStrings = ['hr'] as const satisfies readonly ScreenNamespace[];
