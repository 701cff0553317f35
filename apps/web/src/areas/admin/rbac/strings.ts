import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the rbac module's screens fetch (with the base ones, `shell/screens.ts#moduleScreens`). */
export const rbacStrings = ['rbac'] as const satisfies readonly ScreenNamespace[];
