import { decodeEntities } from '@savdo/shared/html';
import { sanitizeHtml } from '../../../platform/http/html.ts';
import { openPdf } from '../../../platform/print/pdf-document.ts';

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}
interface Block {
  runs: Run[];
  size: number;
  bullet: boolean;
  align: 'left' | 'center' | 'right' | 'justify';
}

const BLOCKS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'li', 'blockquote', 'tr']);
const SIZES: Record<string, number> = { h1: 16, h2: 14, h3: 12, h4: 11 };

/**
 * The letter's HTML (sanitized first) as blocks of styled runs: paragraphs,
 * headings, list items and line breaks; bold (`b`, `strong`, headings) and
 * italic (`i`, `em`). Enough for a letter; tables print as lines.
 */
export function htmlBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  let block: Block = { runs: [], size: 10, bullet: false, align: 'left' };
  let bold = 0;
  let italic = 0;
  const flush = () => {
    if (block.runs.some((r) => r.text.trim() !== '')) blocks.push(block);
    block = { runs: [], size: 10, bullet: false, align: 'left' };
  };
  for (const part of sanitizeHtml(html).split(/(<[^>]+>)/)) {
    const tag = /^<(\/?)([a-z0-9]+)([^>]*)>$/i.exec(part);
    if (!tag) {
      const text = decodeEntities(part).replace(/\s+/g, ' ');
      if (text) block.runs.push({ text, bold: bold > 0, italic: italic > 0 });
      continue;
    }
    const [, close, rawName = '', attrs = ''] = tag;
    const name = rawName.toLowerCase();
    if (name === 'br') {
      const { size, bullet, align } = block;
      flush();
      block = { runs: [], size, bullet, align };
    } else if (name === 'b' || name === 'strong') bold += close ? -1 : 1;
    else if (name === 'i' || name === 'em') italic += close ? -1 : 1;
    else if (BLOCKS.has(name)) {
      flush();
      if (!close) {
        block.size = SIZES[name] ?? 10;
        block.bullet = name === 'li';
        const align = /text-align:\s*(left|center|right|justify)/i.exec(attrs)?.[1]?.toLowerCase();
        block.align = (align as Block['align'] | undefined) ?? 'left';
        if (name in SIZES) bold++;
      } else if (name in SIZES) bold = Math.max(0, bold - 1);
    }
  }
  flush();
  return blocks;
}

/** A warning letter as an A4 PDF: its filled HTML, page by page. */
export function letterPdf(title: string, html: string): Promise<Buffer> {
  const { pdf, done } = openPdf({ size: 'A4', margin: 50, title });
  for (const block of htmlBlocks(html)) {
    const runs = block.runs;
    runs.forEach((run, i) => {
      const text = i === 0 && block.bullet ? `• ${run.text.trimStart()}` : run.text;
      pdf
        .font(run.bold ? 'bold' : run.italic ? 'italic' : 'body')
        .fontSize(block.size)
        .text(i === 0 ? text.trimStart() : text, { continued: i < runs.length - 1, align: block.align });
    });
    pdf.moveDown(0.5);
  }
  pdf.end();
  return done;
}
