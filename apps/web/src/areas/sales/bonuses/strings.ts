import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the bonus screens fetch (the client select's words from `payments`). */
export const bonusStrings = ['bonuses', 'payments'] as const satisfies readonly ScreenNamespace[];
