import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the resale screens fetch (their strings live with customer engagement's). */
export const resaleStrings = ['engagement', 'lists'] as const satisfies readonly ScreenNamespace[];
