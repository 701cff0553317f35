import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the info module's own screens fetch (the API reference). */
export const infoStrings = ['apiReference'] as const satisfies readonly ScreenNamespace[];
