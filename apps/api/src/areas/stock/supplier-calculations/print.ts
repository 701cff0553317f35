import { currencyWord, formatNumber } from '@savdo/shared/format';
import { type Language, translate } from '@savdo/shared/i18n';
import { toDisplayDate } from '@savdo/shared/validation';
import ExcelJS from 'exceljs';
import { openPdf } from '../../../platform/print/pdf-document.ts';
import { pdfRow } from '../../../platform/print/pdf-table.ts';
import type { Act } from './acts.ts';

/** An act ready to print: its title, the parties, and the act itself. */
export interface PrintableAct {
  title: string;
  parties: string[];
  act: Act;
  /** Where the entries' kinds are named (another module's act): `supplierCalculations.entryKinds` unless said. */
  kinds?: string;
  /** One more column after the document (a master's act: where a job's earning came from). */
  column?: ActColumn;
}

/** An extra column of an act's table: its heading and each entry's cell. */
export interface ActColumn {
  title: string;
  cell: (entry: Act['entries'][number]) => string;
}

const t = (lang: Language, key: string, params: Record<string, string> = {}) =>
  translate(lang, `supplierCalculations.print.${key}`, params);

/** What an entry was, in words: the document kind (or bonus), its number, and a move's state. */
function describe(lang: Language, entry: Act['entries'][number], kinds: string): string {
  const kind = translate(lang, `${kinds}.${entry.kind}`);
  const number = entry.number ? ` № ${entry.number}` : '';
  const route = entry.from_branch ? ` (${entry.from_branch} → ${entry.to_branch})` : '';
  const status = entry.status
    ? `, ${translate(lang, `supplierCalculations.moveStatus.${entry.status}`)}`
    : '';
  return `${kind}${number}${route}${status}`;
}

/** The act's table as rows of text: opening, entries, totals, closing (the extra column empty but on entries). */
function rows(lang: Language, doc: PrintableAct): string[][] {
  const { act, column } = doc;
  const kinds = doc.kinds ?? 'supplierCalculations.entryKinds';
  const extra = (cell: string) => (column ? [cell] : []);
  return [
    ['', t(lang, 'opening'), ...extra(''), '', '', act.opening],
    ...act.entries.map((e) => [
      e.date,
      describe(lang, e, kinds),
      ...extra(column ? column.cell(e) : ''),
      e.debit,
      e.credit,
      e.balance,
    ]),
    ['', t(lang, 'turnover'), ...extra(''), act.debit, act.credit, ''],
    ['', t(lang, 'closing'), ...extra(''), '', '', act.closing],
  ];
}

const heads = (lang: Language, column?: ActColumn) => [
  t(lang, 'date'),
  t(lang, 'document'),
  ...(column ? [column.title] : []),
  t(lang, 'debit'),
  t(lang, 'credit'),
  t(lang, 'balance'),
];

/** The first column holding an amount: after the date, the document and the extra column if any. */
const amountsFrom = (column?: ActColumn) => (column ? 3 : 2);

/** A reconciliation act as an A4 PDF: title, parties, period, the table, and signature lines. */
export function actPdf(doc: PrintableAct, lang: Language): Promise<Buffer> {
  const { pdf, done } = openPdf({ size: 'A4', margin: 40, title: doc.title });

  const { act } = doc;
  pdf.font('bold').fontSize(14).text(doc.title);
  pdf.font('body').fontSize(9).moveDown(0.5);
  for (const party of doc.parties) pdf.text(party);
  pdf.text(t(lang, 'period', { from: toDisplayDate(act.date_from), to: toDisplayDate(act.date_to) }));
  pdf.text(`${t(lang, 'currency')}: ${currencyWord(act.currency, lang)}`);
  pdf.moveDown();

  const from = amountsFrom(doc.column);
  const layout = {
    widths: doc.column ? [60, 145, 85, 75, 75, 75] : [60, 215, 80, 80, 80],
    rightFrom: from,
    left: 40,
    fonts: { body: 'body', bold: 'bold' },
  };
  pdfRow(pdf, layout, heads(lang, doc.column), true);
  const table = rows(lang, doc);
  table.forEach((cells, i) => {
    // Printed for people: DD.MM.YYYY and amounts grouped by thousands.
    const shown = cells.map((cell, c) =>
      c === 0 ? toDisplayDate(cell) : c >= from ? formatNumber(cell) : cell,
    );
    pdfRow(pdf, layout, shown, i === 0 || i >= table.length - 2);
  });
  pdf.moveDown(3).font('body');
  pdf.text(
    `${t(lang, 'signedBy')}: ____________________        ${t(lang, 'signedBy')}: ____________________`,
  );
  pdf.end();
  return done;
}

/** The same act as an .xlsx sheet; amounts as numbers shown with two decimals. */
export async function actWorkbook(doc: PrintableAct, lang: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t(lang, 'sheet').slice(0, 31));
  const { act } = doc;
  sheet.addRow([doc.title]).font = { bold: true, size: 13 };
  for (const party of doc.parties) sheet.addRow([party]);
  sheet.addRow([t(lang, 'period', { from: toDisplayDate(act.date_from), to: toDisplayDate(act.date_to) })]);
  sheet.addRow([`${t(lang, 'currency')}: ${act.currency}`]);
  sheet.addRow([]);
  const from = amountsFrom(doc.column);
  sheet.addRow(heads(lang, doc.column)).font = { bold: true };
  for (const cells of rows(lang, doc)) {
    sheet.addRow(cells.map((cell, i) => (i >= from && cell !== '' ? Number(cell) : cell)));
  }
  sheet.getColumn(1).width = 12;
  sheet.getColumn(2).width = 56;
  if (doc.column) sheet.getColumn(3).width = 22;
  for (const c of [from + 1, from + 2, from + 3]) {
    sheet.getColumn(c).width = 18;
    sheet.getColumn(c).numFmt = '#,##0.00';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
