import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the payroll screens fetch. */
export const payrollStrings = ['payroll'] as const satisfies readonly ScreenNamespace[];
