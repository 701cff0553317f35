import { describe, expect, it } from 'vitest';
import { AUTO_COLUMN_WIDTH, scrollWidth } from './table-scroll.ts';

describe('scrollWidth', () => {
  it("adds the columns' widths, counting a column without one as the default", () => {
    expect(
      scrollWidth([{ key: 'a', width: 100 }, { key: 'b' }, { key: 'c', width: 300, fixed: 'right' }]),
    ).toBe(400 + AUTO_COLUMN_WIDTH);
  });
});
