import { describe, expect, it } from 'vitest';
import { FIXED_ACTIONS_MAX_WIDTH } from './list-columns.ts';
import { rowActionsWidth } from './row-actions.tsx';

describe('the width of a row actions column', () => {
  it('is what its icon buttons and the cell padding take', () => {
    expect(rowActionsWidth(1)).toBe(40);
    expect(rowActionsWidth(2)).toBe(68);
    expect(rowActionsWidth(3)).toBe(96);
  });

  it('keeps even six actions (a user row) narrow enough to stay fixed at the right edge', () => {
    expect(rowActionsWidth(6)).toBeLessThanOrEqual(FIXED_ACTIONS_MAX_WIDTH);
  });

  it('leaves room for one button when there are none', () => {
    expect(rowActionsWidth(0)).toBe(rowActionsWidth(1));
  });
});
