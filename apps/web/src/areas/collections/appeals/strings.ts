import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the appeals screen fetches. */
export const appealStrings = ['appeals'] as const satisfies readonly ScreenNamespace[];
