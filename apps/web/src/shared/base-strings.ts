import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** What every screen behind the sign-in may show through the shared controls (`shared/`): list words, enum labels. */
export const baseStrings = ['lists', 'enums'] as const satisfies readonly ScreenNamespace[];
