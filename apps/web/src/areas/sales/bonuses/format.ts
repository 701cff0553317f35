import type { Language } from '@savdo/shared/i18n';
import { formatNumber } from '../../../shared/format.ts';

/** Points as the user reads them (decimal strings like money: 1 point = 1 soʻm). */
export const points = (value: string | null | undefined, lang: Language): string =>
  value === null || value === undefined ? '' : formatNumber(value as `${number}`, lang);
