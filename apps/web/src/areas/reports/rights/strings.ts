import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespace of the report rights screen (the catalogue's titles and groups). */
export const reportRightsStrings = ['reports'] as const satisfies readonly ScreenNamespace[];
