import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the cash sale screens fetch (with the base ones, `platform/module-screens.ts#moduleScreens`). */
export const cashTradingStrings = ['cashTrading', 'engine'] as const satisfies readonly ScreenNamespace[];

/** The cash desk's two screens of cash sales (unpaid sales, the funds' debts and payments) also show the cash desk's words. */
export const cashTradePaymentStrings = [
  ...cashTradingStrings,
  'money',
  'cashOrders',
] as const satisfies readonly ScreenNamespace[];
