import { describe, expect, it } from 'vitest';
import {
  defaultLayout,
  fits,
  layoutOf,
  linesThatFit,
  mmToPt,
  pagesFor,
  priceTagTemplateSchema,
  sheetGrid,
  TAG_ELEMENTS,
  tagPlace,
} from './layout.ts';

describe('price tag layout arithmetic', () => {
  it('puts as many 58 × 40 mm tags on an A4 sheet as fit inside its 10 mm margins', () => {
    const grid = sheetGrid(58, 40, 'A4');
    // 190 / 58 = 3 columns, 277 / 40 = 6 rows.
    expect(grid).toMatchObject({ cols: 3, rows: 6, perPage: 18, pageWidth: 210, pageHeight: 297 });
    expect(tagPlace(0, 58, 40, grid)).toEqual({ page: 0, x: 10, y: 10 });
    expect(tagPlace(4, 58, 40, grid)).toEqual({ page: 0, x: 10 + 58, y: 10 + 40 });
    expect(tagPlace(18, 58, 40, grid)).toEqual({ page: 1, x: 10, y: 10 });
    expect(pagesFor(19, grid)).toBe(2);
    expect(pagesFor(0, grid)).toBe(1);
  });

  it('prints one tag a page of the tag’s own size on a label printer', () => {
    const grid = sheetGrid(70, 50, 'label');
    expect(grid).toMatchObject({ cols: 1, rows: 1, pageWidth: 70, pageHeight: 50, margin: 0 });
    expect(tagPlace(3, 70, 50, grid)).toEqual({ page: 3, x: 0, y: 0 });
  });

  it('keeps at least one tag a sheet for a tag larger than the printable area', () => {
    expect(sheetGrid(200, 290, 'A4').perPage).toBe(1);
  });

  it('converts millimetres to points and counts the lines a box holds', () => {
    expect(mmToPt(25.4)).toBeCloseTo(72, 9);
    // 10 mm = 28.35 pt; 8 pt × 1.2 = 9.6 pt a line → 2 lines.
    expect(linesThatFit({ h: 10, font: 8 })).toBe(2);
    expect(linesThatFit({ h: 2, font: 8 })).toBe(0);
  });

  it('starts every template with a default layout lying wholly on the tag', () => {
    for (const [w, h] of [
      [58, 40],
      [30, 20],
      [100, 150],
    ] as const) {
      const layout = defaultLayout(w, h);
      for (const name of TAG_ELEMENTS)
        expect(fits(layout.elements[name], w, h), `${name} ${w}×${h}`).toBe(true);
      const parsed = priceTagTemplateSchema.safeParse({ name: 'T', width: w, height: h, layout });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });

  it('refuses an element past the tag’s edge and a font too big for its box', () => {
    const layout = defaultLayout(58, 40);
    const wide = { ...layout, elements: { ...layout.elements, price: { ...layout.elements.price, w: 60 } } };
    const tall = { ...layout, elements: { ...layout.elements, name: { ...layout.elements.name, font: 40 } } };
    const issues = (l: unknown) =>
      priceTagTemplateSchema.safeParse({ name: 'T', width: 58, height: 40, layout: l }).error?.issues ?? [];
    expect(issues(wide)).toEqual([
      expect.objectContaining({ message: 'validation.outsideTag', path: ['layout', 'elements', 'price'] }),
    ]);
    expect(issues(tall)[0]?.message).toBe('validation.fontTooLarge');
    // A hidden element may lie anywhere.
    const hidden = {
      ...wide,
      elements: { ...wide.elements, price: { ...wide.elements.price, show: false } },
    };
    expect(issues(hidden)).toEqual([]);
  });

  it('reads back a stored layout, or the default one for a template saved without', () => {
    const layout = defaultLayout(58, 40);
    expect(layoutOf(JSON.stringify({ ...layout, sheet: 'label' }), 58, 40).sheet).toBe('label');
    expect(layoutOf(null, 58, 40)).toEqual(layout);
    expect(layoutOf('not json', 58, 40)).toEqual(layout);
  });
});
