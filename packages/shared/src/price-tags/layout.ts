import { z } from 'zod';
import { tagMoney } from './figures.ts';

/**
 * The layout of a price tag: where each element sits on the tag, in
 * millimetres from its top-left corner, and its font size in points. The
 * template editor draws it, the PDF prints it: both read these numbers and
 * this arithmetic, so what the editor shows is what prints.
 */
export const TAG_ELEMENTS = ['name', 'price', 'monthly', 'barcode', 'footer'] as const;
export type TagElement = (typeof TAG_ELEMENTS)[number];

/** One element's box (mm) and font (pt; a barcode has none). */
export interface TagBox {
  show: boolean;
  x: number;
  y: number;
  w: number;
  h: number;
  font: number;
}

export type TagSheet = 'A4' | 'label';

export interface TagLayout {
  /** A4: as many tags as fit on a sheet; label: one tag a page of the tag's size (label printers). */
  sheet: TagSheet;
  /** Months of the tariff terms whose monthly payment is printed; empty: every active term. */
  terms: number[];
  elements: Record<TagElement, TagBox>;
}

/** A price tag template as the editor and the print read it: size in mm, its footer as text, its layout. */
export interface TagTemplate {
  id: number;
  name: string;
  width: number;
  height: number;
  footer: string;
  layout: TagLayout;
}

export const TAG_SIZE = { min: 15, max: 300 } as const;
export const TAG_FONT = { min: 4, max: 72 } as const;
export const MM_TO_PT = 72 / 25.4;
/** An A4 sheet and its margin, mm. */
export const A4 = { width: 210, height: 297, margin: 10 } as const;
/** Line height of printed text, as a multiple of the font size. */
export const LINE_HEIGHT = 1.2;

/** A monthly payment line of a tag, as printed and as the editor previews it (to the tiyin, never rounded down). */
export const monthlyLine = (m: { months: number; amount: bigint }): string =>
  `${m.months} oy × ${tagMoney(m.amount)}`;

/** Millimetres to PDF points. */
export const mmToPt = (mm: number): number => mm * MM_TO_PT;

/** How many lines of a font fit in a box's height. */
export const linesThatFit = (box: Pick<TagBox, 'h' | 'font'>): number =>
  Math.max(0, Math.floor(mmToPt(box.h) / (box.font * LINE_HEIGHT) + 1e-9));

/** The layout a new template starts from, scaled to its size: name, price, payments, barcode, footer from the top. */
export function defaultLayout(width: number, height: number): TagLayout {
  const pad = Math.min(2, width / 20);
  const inner = width - 2 * pad;
  const row = (from: number, to: number, font: number, show = true): TagBox => ({
    show,
    x: round1(pad),
    y: round1(height * from),
    w: round1(inner),
    h: round1(height * (to - from)),
    font,
  });
  const scale = Math.max(0.6, Math.min(2, height / 40));
  const font = (pt: number) => Math.max(TAG_FONT.min, round1(pt * scale));
  return {
    sheet: 'A4',
    terms: [],
    elements: {
      name: row(0.05, 0.25, font(8)),
      price: row(0.25, 0.45, font(14)),
      monthly: row(0.45, 0.62, font(6)),
      barcode: row(0.62, 0.88, 0),
      footer: row(0.88, 0.98, font(5)),
    },
  };
}

/** To one decimal place: the editor's step. */
export const round1 = (n: number): number => Math.round(n * 10) / 10;

/** True when a box lies wholly on a tag of this size. */
export const fits = (box: Pick<TagBox, 'x' | 'y' | 'w' | 'h'>, width: number, height: number): boolean =>
  box.x >= 0 && box.y >= 0 && box.x + box.w <= width + 1e-9 && box.y + box.h <= height + 1e-9;

/** Where tags go on a page: columns, rows, and the page size (mm). */
export interface SheetGrid {
  pageWidth: number;
  pageHeight: number;
  margin: number;
  cols: number;
  rows: number;
  perPage: number;
}

export function sheetGrid(width: number, height: number, sheet: TagSheet): SheetGrid {
  if (sheet === 'label')
    return { pageWidth: width, pageHeight: height, margin: 0, cols: 1, rows: 1, perPage: 1 };
  const cols = Math.max(1, Math.floor((A4.width - 2 * A4.margin) / width));
  const rows = Math.max(1, Math.floor((A4.height - 2 * A4.margin) / height));
  return { pageWidth: A4.width, pageHeight: A4.height, margin: A4.margin, cols, rows, perPage: cols * rows };
}

/** The page of the i-th tag and its top-left corner on it (mm). */
export function tagPlace(index: number, width: number, height: number, grid: SheetGrid) {
  const onPage = index % grid.perPage;
  return {
    page: Math.floor(index / grid.perPage),
    x: grid.margin + (onPage % grid.cols) * width,
    y: grid.margin + Math.floor(onPage / grid.cols) * height,
  };
}

/** Pages needed for n tags. */
export const pagesFor = (n: number, grid: SheetGrid): number => Math.max(1, Math.ceil(n / grid.perPage));

const mm = z
  .number({ error: 'validation.number' })
  .min(0, { error: 'validation.minValue' })
  .max(TAG_SIZE.max, {
    error: 'validation.maxValue',
  });
const boxSchema = z.object({
  show: z.boolean(),
  x: mm,
  y: mm,
  w: mm.min(1, { error: 'validation.minValue' }),
  h: mm.min(1, { error: 'validation.minValue' }),
  font: z.number({ error: 'validation.number' }).min(0).max(TAG_FONT.max, { error: 'validation.maxValue' }),
});

/** The stored layout (the template's `layout`), without the size check: see `priceTagTemplateSchema`. */
export const tagLayoutSchema = z.object({
  sheet: z.enum(['A4', 'label'], { error: 'validation.invalid' }),
  terms: z.array(z.number().int().min(1).max(120)).max(24),
  elements: z.object({
    name: boxSchema,
    price: boxSchema,
    monthly: boxSchema,
    barcode: boxSchema,
    footer: boxSchema,
  }),
});

const size = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.number' })
  .min(TAG_SIZE.min, { error: 'validation.minValue' })
  .max(TAG_SIZE.max, { error: 'validation.maxValue' });

/**
 * A template as the editor saves it: name, size, footer text, layout. Every
 * element shown must lie on the tag, and a text element needs a font that
 * fits at least one line in its box.
 */
export const priceTagTemplateSchema = z
  .object({
    name: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(255, { error: 'validation.max' }),
    width: size,
    height: size,
    content: z.string().trim().max(500, { error: 'validation.max' }).default(''),
    layout: tagLayoutSchema,
  })
  .superRefine((t, ctx) => {
    for (const name of TAG_ELEMENTS) {
      const box = t.layout.elements[name];
      if (!box.show) continue;
      if (!fits(box, t.width, t.height))
        ctx.addIssue({
          code: 'custom',
          message: 'validation.outsideTag',
          path: ['layout', 'elements', name],
        });
      else if (name !== 'barcode' && (box.font < TAG_FONT.min || linesThatFit(box) < 1))
        ctx.addIssue({
          code: 'custom',
          message: 'validation.fontTooLarge',
          path: ['layout', 'elements', name],
        });
    }
  });
export type PriceTagTemplateInput = z.input<typeof priceTagTemplateSchema>;
/** A template as the editor sends it and the server saves it (the footer's HTML `content` included). */
export type PriceTagTemplateValues = z.output<typeof priceTagTemplateSchema>;

/** A stored layout read back: a valid one, else the default for the size (templates saved before layouts). */
export function layoutOf(stored: string | null | undefined, width: number, height: number): TagLayout {
  if (stored) {
    try {
      const parsed = tagLayoutSchema.safeParse(JSON.parse(stored));
      if (parsed.success) return parsed.data;
    } catch {
      // not JSON: fall back to the default
    }
  }
  return defaultLayout(width, height);
}
