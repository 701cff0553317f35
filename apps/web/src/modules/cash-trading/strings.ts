import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the cash sale screens fetch (with the base ones, `shell/module-screens.ts#moduleScreens`). */
export const cashTradingStrings = ['cashTrading', 'engine'] as const satisfies readonly ScreenNamespace[];
