import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the cash desk's screens fetch (with the base ones, `shell/module-screens.ts#moduleScreens`). */
export const cashboxStrings = ['money', 'engine', 'cashOrders'] as const satisfies readonly ScreenNamespace[];

/** The cash sales' payment screens also show the sales' words. */
export const cashTradePaymentStrings = [
  ...cashboxStrings,
  'cashTrading',
] as const satisfies readonly ScreenNamespace[];
