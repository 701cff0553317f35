import { createRequire } from 'node:module';
import { formatUzs } from '@savdo/shared/money';
import {
  LINE_HEIGHT,
  linesThatFit,
  mmToPt,
  monthlyLine,
  sheetGrid,
  type TagBox,
  type TagLayout,
  tagPlace,
} from '@savdo/shared/price-tags';
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

/** A template's size (mm) and layout. */
export interface TagTemplate {
  width: number;
  height: number;
  layout: TagLayout;
}

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
 * Price tags as the template lays them out: each shown element in its box
 * (mm from the tag's corner), text in its font size and clipped to the box;
 * on A4 sheets as many tags as fit, or one tag a page of the tag's size.
 */
export async function priceTagsPdf(tags: TagData[], template: TagTemplate): Promise<Buffer> {
  const { width, height, layout } = template;
  const grid = sheetGrid(width, height, layout.sheet);
  const doc = new PDFDocument({
    size: [mmToPt(grid.pageWidth), mmToPt(grid.pageHeight)],
    margin: 0,
    autoFirstPage: false,
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const { elements } = layout;
  const barcodes = elements.barcode.show ? await Promise.all(tags.map(barcodePng)) : [];
  const terms = new Set(layout.terms);

  tags.forEach((tag, i) => {
    const place = tagPlace(i, width, height, grid);
    if (i % grid.perPage === 0) doc.addPage();
    const at = (box: TagBox) => ({
      x: mmToPt(place.x + box.x),
      y: mmToPt(place.y + box.y),
      w: mmToPt(box.w),
      h: mmToPt(box.h),
    });
    const text = (box: TagBox, font: 'body' | 'bold', value: string, lines = linesThatFit(box)) => {
      if (!box.show || !value) return;
      const r = at(box);
      doc
        .font(font)
        .fontSize(box.font)
        .fillColor('#000')
        .text(value, r.x, r.y, {
          width: r.w,
          height: Math.min(r.h, lines * box.font * LINE_HEIGHT),
          ellipsis: true,
          lineGap: box.font * (LINE_HEIGHT - 1),
        });
    };
    if (layout.sheet === 'A4')
      doc
        .save()
        .lineWidth(0.5)
        .strokeColor('#999')
        .rect(mmToPt(place.x), mmToPt(place.y), mmToPt(width), mmToPt(height))
        .stroke()
        .restore();
    text(elements.name, 'bold', tag.name);
    text(elements.price, 'bold', formatUzs(tag.retailUzs), 1);
    const monthly = tag.monthly.filter((m) => terms.size === 0 || terms.has(m.months));
    const fit = linesThatFit(elements.monthly);
    text(elements.monthly, 'body', monthly.slice(0, fit).map(monthlyLine).join('\n'), fit);
    const barcode = barcodes[i];
    if (elements.barcode.show && barcode) {
      const r = at(elements.barcode);
      doc.image(barcode, r.x, r.y, { fit: [r.w, r.h], align: 'center', valign: 'center' });
    }
    text(elements.footer, 'body', tag.footer);
  });
  if (tags.length === 0) doc.addPage();
  doc.end();
  return done;
}
