import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the cashless screens fetch (with the base ones, `shell/module-screens.ts#moduleScreens`). */
export const cashlessStrings = ['cashless', 'engine'] as const satisfies readonly ScreenNamespace[];
