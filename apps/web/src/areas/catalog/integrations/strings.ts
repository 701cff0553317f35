import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the integrations module's screens fetch (with the base ones, `shell/screens.ts#moduleScreens`). */
export const integrationsStrings = ['integrations'] as const satisfies readonly ScreenNamespace[];
