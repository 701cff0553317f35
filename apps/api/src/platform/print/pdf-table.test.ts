import { describe, expect, it } from 'vitest';
import { type PdfSurface, pdfRow } from './pdf-table.ts';

/** A stand-in for pdfkit: each text takes one 10-point line per 10 characters, at least one. */
function surface(): PdfSurface & { drawn: { text: string; x: number; y: number; align: string }[] } {
  const drawn: { text: string; x: number; y: number; align: string }[] = [];
  return {
    x: 40,
    y: 100,
    drawn,
    font: () => undefined,
    text(text, x, y, options) {
      drawn.push({ text, x, y, align: options.align });
      this.y = y + 10 * Math.max(1, Math.ceil(text.length / 10));
    },
    moveDown() {
      this.y += 3;
    },
  };
}

const table = { widths: [60, 200, 80], rightFrom: 2, left: 40, fonts: { body: 'b', bold: 'B' } };

describe('a PDF table row', () => {
  it('starts the next row below its tallest cell, not below its last one', () => {
    const pdf = surface();
    pdfRow(pdf, table, ['26.08.2026', 'A product name that wraps onto three lines', '']);
    expect(pdf.y).toBe(100 + 50 + 3);
    expect(pdf.drawn.map((d) => [d.x, d.y, d.align])).toEqual([
      [40, 100, 'left'],
      [100, 100, 'left'],
      [300, 100, 'right'],
    ]);
    pdfRow(pdf, table, ['', 'Total', '1 000,00']);
    expect(pdf.drawn.at(-1)?.y).toBe(153);
  });
});

describe('a PDF table heading', () => {
  it('is set smaller when a word of it is wider than its column, and the size is restored after', () => {
    const sizes: number[] = [];
    const pdf = {
      ...surface(),
      // 6 points a character at the row size 9
      widthOfString: (text: string) => text.length * 6,
      fontSize(size: number) {
        sizes.push(size);
      },
    };
    const narrow = {
      widths: [60, 200, 80],
      rightFrom: 2,
      left: 40,
      fonts: { body: 'b', bold: 'B' },
      size: 9,
    };
    pdfRow(pdf, narrow, ['Количество', 'Mahsulot', 'Summa'], true);
    // "Количество": 60 pt wide in a 56 pt column → 9 × 56 / 60 = 8.4 pt, then back to 9
    expect(sizes).toEqual([8.4, 9]);
    pdfRow(pdf, narrow, ['Количество', 'Mahsulot', 'Summa']);
    expect(sizes).toEqual([8.4, 9]);
  });

  it('fits the contract goods table’s headings in pdfkit’s own measure', async () => {
    const { openPdf } = await import('./pdf-document.ts');
    const { pdf } = openPdf({ size: 'A4', margin: 40, title: 'Test' });
    pdf.font('bold').fontSize(9);
    for (const heading of ['Количество', 'Miqdori', 'Скидка', 'Chegirma']) {
      expect(pdf.widthOfString(heading)).toBeLessThan(72 - 4);
    }
    pdf.end();
  });
});
