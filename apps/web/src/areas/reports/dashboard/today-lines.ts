import type { Language } from '@savdo/shared/i18n/languages';
import type { HomeLine } from '@savdo/shared/schemas/home';
import { formatNumber, money } from '../../../shared/format.ts';

/** The address a line opens: its screen, with its filters where the screen reads them from the address bar. */
export function lineHref(line: Pick<HomeLine, 'path' | 'query'>): string {
  const query = line.query ? new URLSearchParams(line.query).toString() : '';
  return query ? `${line.path}?${query}` : line.path;
}

/**
 * A line is shown when it is a balance (no count) or something is there;
 * a count of nothing is left out, so a block of zeros says "nothing waiting".
 */
export const showsLine = (line: Pick<HomeLine, 'count'>): boolean => line.count === null || line.count > 0;

/** A wire amount of nothing: "0", "0.00". */
const isZero = (amount: string): boolean => /^-?0*(\.0*)?$/.test(amount);

/**
 * A line's figure as read: the count, then each currency's sum that is not
 * zero ("3 · 1 500 000 soʻm"); a balance shows its soʻm even when zero.
 */
export function lineFigure(line: Pick<HomeLine, 'count' | 'sums'>, lang: Language): string {
  const sums = line.sums.filter((s) => !isZero(s.amount) || (line.count === null && s.currency === 'UZS'));
  const parts = [
    ...(line.count === null ? [] : [formatNumber(line.count, lang)]),
    ...sums.map((s) => money(s.amount, s.currency, lang)),
  ];
  return parts.join(' · ');
}
