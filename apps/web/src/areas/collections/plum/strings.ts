import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the Plum screens fetch. */
export const plumStrings = ['plum'] as const satisfies readonly ScreenNamespace[];
