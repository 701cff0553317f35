import { createRequire } from 'node:module';
import { formatUzs } from '@savdo/shared/money';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/** DejaVu Sans covers Uzbek Latin (ʻ ʼ) and Cyrillic; pdfkit's built-in fonts do not. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface TagData {
  name: string;
  retailUzs: bigint;
  barcode: string | null;
  productId: number;
  monthly: { months: number; amount: bigint }[];
  footer: string;
}

const MM = 72 / 25.4;

/** True for 13 digits whose last is the EAN-13 check digit of the others. */
export function isEan13(text: string): boolean {
  if (!/^\d{13}$/.test(text)) return false;
  const digits = [...text].map(Number);
  const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

/** An EAN-13 when the product's barcode is a valid one, else a Code 128 of its barcode or id. */
async function barcodePng(tag: TagData): Promise<Buffer> {
  const text = tag.barcode?.trim() || `P${tag.productId}`;
  const isEan = isEan13(text);
  return bwipjs.toBuffer({
    bcid: isEan ? 'ean13' : 'code128',
    text,
    scale: 2,
    height: 8,
    includetext: true,
    textsize: 9,
  });
}

/**
 * Price tags on A4 pages: as many tags of the template's size as fit, each
 * with the product's name, its retail price, its barcode, and the monthly
 * payment for each contract term.
 */
export async function priceTagsPdf(tags: TagData[], widthMm: number, heightMm: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 10 * MM, autoFirstPage: false });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const w = widthMm * MM;
  const h = heightMm * MM;
  const pageW = 595.28 - 20 * MM;
  const pageH = 841.89 - 20 * MM;
  const cols = Math.max(1, Math.floor(pageW / w));
  const rows = Math.max(1, Math.floor(pageH / h));
  const perPage = cols * rows;
  const barcodes = await Promise.all(tags.map(barcodePng));

  tags.forEach((tag, i) => {
    if (i % perPage === 0) doc.addPage();
    const col = (i % perPage) % cols;
    const row = Math.floor((i % perPage) / cols);
    const x = 10 * MM + col * w;
    const y = 10 * MM + row * h;
    const pad = 2 * MM;
    doc.save().lineWidth(0.5).strokeColor('#999').rect(x, y, w, h).stroke().restore();
    doc
      .font('bold')
      .fontSize(9)
      .fillColor('#000')
      .text(tag.name, x + pad, y + pad, { width: w - 2 * pad, height: 24, ellipsis: true });
    doc
      .font('bold')
      .fontSize(16)
      .text(formatUzs(tag.retailUzs), x + pad, y + pad + 26, { width: w - 2 * pad });
    let lineY = y + pad + 48;
    doc.font('body').fontSize(7);
    for (const m of tag.monthly.slice(0, 6)) {
      doc.text(`${m.months} oy × ${formatUzs(m.amount)}`, x + pad, lineY, { width: w - 2 * pad });
      lineY += 9;
    }
    const barcode = barcodes[i];
    if (barcode) doc.image(barcode, x + pad, y + h - pad - 16 * MM, { fit: [w - 2 * pad, 12 * MM] });
    if (tag.footer)
      doc
        .fontSize(6)
        .text(tag.footer, x + pad, y + h - pad - 2 * MM, { width: w - 2 * pad, height: 8, ellipsis: true });
  });
  if (tags.length === 0) doc.addPage();
  doc.end();
  return done;
}
