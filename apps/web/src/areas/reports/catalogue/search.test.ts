import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search.ts';

describe('report search', () => {
  it('finds a report by code, part of a code, or a title typed with any apostrophe', () => {
    expect(matchesSearch('r0034', 'R0034', 'Tovar qoldigʻi')).toBe(true);
    expect(matchesSearch('34', 'R0034', 'Tovar qoldigʻi')).toBe(true);
    expect(matchesSearch("qoldig'i", 'R0034', 'Tovar qoldigʻi')).toBe(true);
    expect(matchesSearch('portfel', 'R0034', 'Tovar qoldigʻi')).toBe(false);
    expect(matchesSearch('  ', 'R0034', 'Tovar qoldigʻi')).toBe(true);
  });
});
