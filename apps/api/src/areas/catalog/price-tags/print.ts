import { createRequire } from 'node:module';
import {
  LINE_HEIGHT,
  linesThatFit,
  mmToPt,
  monthlyLine,
  priceRuns,
  sheetGrid,
  type TagBox,
  type TagFigures,
  type TagLayout,
  tagPlace,
} from '@savdo/shared/price-tags';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/** DejaVu Sans covers Uzbek Latin (ʻ ʼ) and Cyrillic; pdfkit's built-in fonts do not. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** One product's tag: its name, barcode and footer, and what it promises (`tagFigures`). */
export interface TagData extends TagFigures {
  name: string;
  barcode: string | null;
  productId: number;
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

type Doc = InstanceType<typeof PDFDocument>;
type Rect = { x: number; y: number; w: number; h: number };

/**
 * The price box: the price, and with a discount the old price struck through
 * (`priceRuns`: a line of its own above the price when the box holds two
 * lines, else before it in a smaller font). On a line the price (the last
 * run) keeps its width; what comes before it gets what is left of the box.
 */
function drawPrice(doc: Doc, r: Rect, box: TagBox, figures: TagFigures): void {
  priceRuns(figures, linesThatFit(box)).forEach((runs, i) => {
    const top = r.y + i * box.font * LINE_HEIGHT;
    const measured = runs.map((run) => {
      const size = box.font * run.scale;
      doc.font(run.bold ? 'bold' : 'body').fontSize(size);
      return { run, size, width: doc.widthOfString(run.text), gap: size * 0.4 };
    });
    const last = measured[measured.length - 1];
    let room = r.w - (last ? Math.min(last.width, r.w) : 0);
    let x = r.x;
    for (const m of measured) {
      const width = m === last ? Math.min(m.width, r.w) : Math.min(m.width, room - m.gap);
      if (width <= 0) continue;
      doc
        .font(m.run.bold ? 'bold' : 'body')
        .fontSize(m.size)
        .text(m.run.text, x, top + (box.font - m.size) * 0.8, {
          width,
          height: m.size * LINE_HEIGHT,
          ellipsis: true,
          lineBreak: false,
          strike: m.run.strike,
        });
      x += width + m.gap;
      room -= width + m.gap;
    }
  });
}

/**
 * Price tags as the template lays them out: each shown element in its box
 * (mm from the tag's corner), text in its font size and clipped to the box;
 * on A4 sheets as many tags as fit, or one tag a page of the tag's size.
 */
export async function priceTagsPdf(tags: TagData[], template: TagTemplate, title: string): Promise<Buffer> {
  const { width, height, layout } = template;
  const grid = sheetGrid(width, height, layout.sheet);
  const doc = new PDFDocument({
    size: [mmToPt(grid.pageWidth), mmToPt(grid.pageHeight)],
    margin: 0,
    autoFirstPage: false,
    info: { Title: title },
    displayTitle: true,
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
    if (elements.price.show) drawPrice(doc, at(elements.price), elements.price, tag);
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
