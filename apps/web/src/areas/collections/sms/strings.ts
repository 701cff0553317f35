import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the SMS screen fetches (the list controls' words come with every screen). */
export const smsStrings = ['sms'] as const satisfies readonly ScreenNamespace[];
