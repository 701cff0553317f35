import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the profit distribution screen fetches (confirmations come from `engine`). */
export const investorsStrings = ['investors', 'engine'] as const satisfies readonly ScreenNamespace[];
