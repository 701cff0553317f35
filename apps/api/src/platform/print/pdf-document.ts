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

/** What a printed document is opened with: pdfkit's options and the document's name and number. */
export type PdfOptions = Omit<PDFKit.PDFDocumentOptions, 'info' | 'displayTitle'> & {
  /**
   * The document's name and number as staff call it ("Shartnoma TSH-123"):
   * the PDF's Title (shown by the viewer instead of the file's address, a
   * UUID for a blob) and, through `pdfDisposition`, its file name.
   */
  title: string;
};

/**
 * Opens a pdfkit document with the fonts `body`, `bold` and `italic`
 * registered and its bytes collected: write to `pdf`, call `pdf.end()`,
 * and `done` answers the file. Its metadata carries `title`, which the
 * viewer shows as the window's title.
 */
export function openPdf({ title, ...options }: PdfOptions): OpenPdf {
  const pdf = new PDFDocument({ ...options, info: { Title: title }, displayTitle: true });
  for (const [name, file] of Object.entries(FONTS)) pdf.registerFont(name, file);
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  return { pdf, done };
}

/**
 * The Content-Disposition of a document's file, named `title` (any script:
 * RFC 6266's `filename*` in UTF-8, with an ASCII `filename` for old clients).
 */
export function pdfDisposition(title: string, kind: 'inline' | 'attachment' = 'inline'): string {
  return fileDisposition(title, 'pdf', kind);
}

/** The Content-Disposition of a document's file of any kind (`pdf`, `xlsx`), named `title` as above. */
export function fileDisposition(title: string, extension: string, kind: 'inline' | 'attachment'): string {
  const name = `${
    title
      .replace(/[\\/:*?"<>|\r\n]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'document'
  }.${extension}`;
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The name and number a document is known by: "Shartnoma TSH-123". */
export const documentTitle = (name: string, number: string | number): string => `${name} ${number}`.trim();
