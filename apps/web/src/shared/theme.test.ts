import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { TAG_FILLS, TAG_TEXT_COLOURS, TEXT_COLOURS } from './theme.ts';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1677ff', '#1677ff')).toBe(1);
  });

  it("finds Ant Design's default primary blue short of 4.5:1 on white", () => {
    expect(contrastRatio('#1677ff', '#ffffff')).toBeLessThan(4.5);
  });
});

describe('the theme', () => {
  it.each(Object.entries(TEXT_COLOURS))(
    '%s (%s) reads at 4.5:1 on white and on the page grey',
    (_, colour) => {
      expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(Object.entries(TAG_TEXT_COLOURS))('tag text %s (%s) reads at 4.5:1 on its fill', (key, colour) => {
    expect(contrastRatio(colour, TAG_FILLS[key as keyof typeof TAG_FILLS])).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white text on the primary button at 4.5:1', () => {
    expect(contrastRatio('#ffffff', TEXT_COLOURS.colorPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', TEXT_COLOURS.colorError)).toBeGreaterThanOrEqual(4.5);
  });
});
