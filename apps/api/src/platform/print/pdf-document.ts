import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// DejaVu has Cyrillic and the Uzbek ʻ (U+02BB): every printed document uses it
const FONTS = {
  body: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  italic: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'),
} as const;

/** A pdfkit document being written and the bytes it will have once `end()` is called. */
export interface OpenPdf {
  pdf: PDFKit.PDFDocument;
  done: Promise<Buffer>;
}

/**
 * Opens a pdfkit document with the fonts `body`, `bold` and `italic`
 * registered and its bytes collected: write to `pdf`, call `pdf.end()`,
 * and `done` answers the file.
 */
export function openPdf(options: PDFKit.PDFDocumentOptions): OpenPdf {
  const pdf = new PDFDocument(options);
  for (const [name, file] of Object.entries(FONTS)) pdf.registerFont(name, file);
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  return { pdf, done };
}
