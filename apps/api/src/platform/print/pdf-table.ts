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
  /**
   * The rows' font size: given, a heading word wider than its column is set
   * smaller (down to 6 pt) so that it never breaks inside ("Количеств/о").
   */
  size?: number;
}

/** What of pdfkit's document a table row needs. */
export interface PdfSurface {
  x: number;
  y: number;
  font(name: string): unknown;
  text(text: string, x: number, y: number, options: { width: number; align: 'left' | 'right' }): unknown;
  moveDown(lines?: number): unknown;
  /** pdfkit's measure of a text in the current font and size. */
  widthOfString?(text: string): number;
  fontSize?(size: number): unknown;
}

/** The size a heading is set at so its widest word fits `width` (whole words wrap, none breaks). */
function headingSize(pdf: PdfSurface, text: string, width: number, size: number): number {
  if (!pdf.widthOfString || !pdf.fontSize) return size;
  const widest = Math.max(0, ...text.split(/\s+/).map((w) => pdf.widthOfString?.(w) ?? 0));
  if (widest <= width) return size;
  return Math.max(6, Math.floor(((size * width) / widest) * 10) / 10);
}

export function pdfRow(pdf: PdfSurface, table: PdfTable, cells: readonly string[], bold = false): void {
  const top = pdf.y;
  let bottom = top;
  let x = table.left;
  pdf.font(bold ? table.fonts.bold : table.fonts.body);
  cells.forEach((cell, i) => {
    const width = table.widths[i] ?? 60;
    const size = bold && table.size ? headingSize(pdf, cell, width - 4, table.size) : table.size;
    if (size !== table.size && size !== undefined) pdf.fontSize?.(size);
    pdf.text(cell, x, top, { width: width - 4, align: i >= table.rightFrom ? 'right' : 'left' });
    if (size !== table.size && table.size !== undefined) pdf.fontSize?.(table.size);
    bottom = Math.max(bottom, pdf.y);
    x += width;
  });
  pdf.y = bottom;
  pdf.moveDown(0.3);
  pdf.x = table.left;
}
