import { formatMonth, formatNumber } from '@savdo/shared/format';
import { type Language, translate } from '@savdo/shared/i18n';
import type { StatementRow } from '@savdo/shared/schemas/payroll';
import ExcelJS from 'exceljs';
import { openPdf } from '../../../platform/print/pdf-document.ts';
import { pdfRow } from '../../../platform/print/pdf-table.ts';

/** What a printed statement shows: its header (totals as decimal strings) and every row. */
export interface PrintableStatement {
  month: string;
  branch_name: string | null;
  status: string;
  income_tax_percent: number;
  social_tax_percent: number;
  norm_days: number;
  totals: Record<(typeof AMOUNTS)[number], string>;
  rows: StatementRow[];
}

const AMOUNTS = [
  'accrued',
  'additions',
  'deductions',
  'gross',
  'income_tax',
  'social_tax',
  'net',
  'advances',
  'to_pay',
] as const;

const t = (lang: Language, key: string, params: Record<string, string> = {}) =>
  translate(lang, `payroll.${key}`, params);

const heads = (lang: Language) => [
  '№',
  t(lang, 'fields.employee'),
  t(lang, 'fields.days'),
  ...AMOUNTS.map((a) => t(lang, `fields.${a}`)),
];

function cells(row: StatementRow, i: number): string[] {
  return [String(i + 1), row.full_name, `${row.worked_days}/${row.norm_days}`, ...AMOUNTS.map((a) => row[a])];
}

/** A statement's name on paper and as its file's name: "Ish haqi qaydnomasi: oktabr 2026, Toshkent". */
export function statementTitle(doc: PrintableStatement, lang: Language): string {
  const branch = doc.branch_name ?? t(lang, 'allBranches');
  return t(lang, 'print.statementTitle', { month: formatMonth(doc.month, lang), branch });
}

/** A statement as a landscape A4 PDF: a row per employee, the totals, signature lines. */
export function statementPdf(doc: PrintableStatement, lang: Language): Promise<Buffer> {
  const { pdf, done } = openPdf({
    size: 'A4',
    layout: 'landscape',
    margin: 30,
    title: statementTitle(doc, lang),
  });
  pdf.font('bold').fontSize(13).text(statementTitle(doc, lang));
  pdf.font('body').fontSize(8).moveDown(0.3);
  pdf.text(
    t(lang, 'print.rates', {
      income: formatNumber(String(doc.income_tax_percent)),
      social: formatNumber(String(doc.social_tax_percent)),
      norm: String(doc.norm_days),
    }),
  );
  pdf.moveDown(0.5);
  const layout = {
    widths: [22, 150, 40, 62, 58, 58, 62, 56, 56, 62, 56, 62],
    rightFrom: 2,
    left: 30,
    fonts: { body: 'body', bold: 'bold' },
  };
  pdfRow(pdf, layout, heads(lang), true);
  doc.rows.forEach((row, i) => {
    if (pdf.y > 540) pdf.addPage();
    const shown = cells(row, i).map((c, k) => (k >= 3 ? formatNumber(c) : c));
    pdfRow(pdf, layout, shown, false);
  });
  pdfRow(
    pdf,
    layout,
    ['', t(lang, 'fields.total'), '', ...AMOUNTS.map((a) => formatNumber(doc.totals[a]))],
    true,
  );
  pdf.moveDown(2).font('body');
  pdf.text(
    `${t(lang, 'print.accountant')}: ____________________        ${t(lang, 'print.director')}: ____________________`,
  );
  pdf.end();
  return done;
}

/** The same statement as an .xlsx sheet; amounts as numbers with two decimals. */
export async function statementWorkbook(doc: PrintableStatement, lang: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(doc.month);
  sheet.addRow([statementTitle(doc, lang)]).font = { bold: true, size: 13 };
  sheet.addRow([]);
  sheet.addRow(heads(lang)).font = { bold: true };
  doc.rows.forEach((row, i) => {
    sheet.addRow(cells(row, i).map((c, k) => (k >= 3 ? Number(c) : c)));
  });
  sheet.addRow(['', t(lang, 'fields.total'), '', ...AMOUNTS.map((a) => Number(doc.totals[a]))]).font = {
    bold: true,
  };
  sheet.getColumn(2).width = 36;
  for (let c = 4; c <= 3 + AMOUNTS.length; c++) {
    sheet.getColumn(c).width = 16;
    sheet.getColumn(c).numFmt = '#,##0.00';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
