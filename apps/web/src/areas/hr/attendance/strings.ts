import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/** The namespaces the attendance screens fetch (the export button's word from `engine`). */
export const attendanceStrings = ['attendance', 'engine'] as const satisfies readonly ScreenNamespace[];
