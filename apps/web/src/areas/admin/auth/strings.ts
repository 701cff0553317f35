import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/**
 * The namespaces of the auth screens behind the sign-in (two-factor enrolment); the sign-in page and the
 * password renewal use only the shell's strings, so the first page fetches nothing more.
 */
export const authStrings = ['settings'] as const satisfies readonly ScreenNamespace[];
