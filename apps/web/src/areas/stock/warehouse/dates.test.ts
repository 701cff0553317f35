import { describe, expect, it } from 'vitest';
import { displayDate, displayMonth } from './dates.ts';

describe('dates as people read them', () => {
  it('shows days as DD.MM.YYYY and months by name, anything else as it is', () => {
    expect(displayDate('2026-11-20')).toBe('20.11.2026');
    expect(displayMonth('2026-10')).toBe('Oktyabr 2026');
    expect(displayMonth('2026-10', 'ru')).toBe('Октябрь 2026');
    expect(displayMonth('')).toBe('');
    expect(displayMonth(null)).toBe('');
    expect(displayMonth('October')).toBe('October');
  });
});
