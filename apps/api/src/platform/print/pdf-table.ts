/**
 * A table row in a pdfkit document: each cell in its column, wrapped to the
 * column's width; the next row starts below the tallest cell, so a long
 * product name or a wrapped heading never runs into the row under it.
 */
export interface PdfTable {
  /** Column widths in points, from the left margin. */
  widths: readonly number[];
  /** Columns from this index on are right-aligned (amounts). */
  rightFrom: number;
  /** The left margin in points. */
  left: number;
  /** pdfkit font names registered for normal and bold text. */
  fonts: { body: string; bold: string };
}

/** What of pdfkit's document a table row needs. */
export interface PdfSurface {
  x: number;
  y: number;
  font(name: string): unknown;
  text(text: string, x: number, y: number, options: { width: number; align: 'left' | 'right' }): unknown;
  moveDown(lines?: number): unknown;
}

export function pdfRow(pdf: PdfSurface, table: PdfTable, cells: readonly string[], bold = false): void {
  const top = pdf.y;
  let bottom = top;
  let x = table.left;
  pdf.font(bold ? table.fonts.bold : table.fonts.body);
  cells.forEach((cell, i) => {
    const width = table.widths[i] ?? 60;
    pdf.text(cell, x, top, { width: width - 4, align: i >= table.rightFrom ? 'right' : 'left' });
    bottom = Math.max(bottom, pdf.y);
    x += width;
  });
  pdf.y = bottom;
  pdf.moveDown(0.3);
  pdf.x = table.left;
}
