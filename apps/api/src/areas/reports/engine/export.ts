import { PassThrough } from 'node:stream';
import { type Language, translate } from '@savdo/shared/i18n';
import {
  columnTitleKey,
  type ReportColumn,
  type ReportExportFormat,
  type ReportRow,
} from '@savdo/shared/reports';
import type { ReportContext, ServerReport } from './define.ts';
import { readRows } from './run.ts';

/** Rows read per statement while exporting: the file has no row limit, memory holds one slice. */
const SLICE = 2_000;

/** A column's header in the caller's language (money with its currency). */
export function headerOf(column: ReportColumn, lang: Language): string {
  const title = translate(lang, columnTitleKey(column));
  return column.type === 'money' && column.currency && column.currency !== 'row'
    ? `${title}, ${column.currency}`
    : title;
}

/** A cell as exported: enum values translated, money and quantities as numbers in .xlsx (exact text in CSV). */
function exportedCell(column: ReportColumn, row: ReportRow, lang: Language, numeric: boolean) {
  const value = row[column.key] ?? null;
  if (value === null) return null;
  if (column.type === 'enum' && column.enumPrefix) return translate(lang, `${column.enumPrefix}.${value}`);
  if (numeric && ['money', 'quantity', 'number', 'percent'].includes(column.type)) return Number(value);
  return value;
}

/** Every row of the report in slices, in its order. */
async function* allRows(report: ServerReport, ctx: ReportContext) {
  for (let offset = 0; ; offset += SLICE) {
    const rows = await readRows(report, ctx, SLICE, offset);
    yield* rows;
    if (rows.length < SLICE) return;
  }
}

const csvField = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

async function writeCsv(stream: PassThrough, report: ServerReport, ctx: ReportContext, lang: Language) {
  const { columns } = report.definition;
  // a byte-order mark so spreadsheet programs read the file as UTF-8
  stream.write(`\uFEFF${columns.map((c) => csvField(headerOf(c, lang))).join(',')}\r\n`);
  for await (const row of allRows(report, ctx)) {
    const line = `${columns.map((c) => csvField(exportedCell(c, row, lang, false))).join(',')}\r\n`;
    if (!stream.write(line)) await new Promise((resolve) => stream.once('drain', resolve));
  }
  stream.end();
}

async function writeXlsx(stream: PassThrough, report: ServerReport, ctx: ReportContext, lang: Language) {
  const { default: ExcelJS } = await import('exceljs');
  const { columns, code } = report.definition;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(code);
  sheet.columns = columns.map((c) => ({
    header: headerOf(c, lang),
    key: c.key,
    width: c.type === 'text' ? 28 : 16,
    ...(c.type === 'money' ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  for await (const row of allRows(report, ctx)) {
    sheet.addRow(columns.map((c) => exportedCell(c, row, lang, true))).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * The report's every row with the filters of the screen, streamed as it is
 * read (REPORTS.md rule 5: no row limit).
 */
export function exportReport(
  report: ServerReport,
  ctx: ReportContext,
  format: ReportExportFormat,
  lang: Language,
): PassThrough {
  const stream = new PassThrough();
  const write = format === 'csv' ? writeCsv : writeXlsx;
  write(stream, report, ctx, lang).catch((error: unknown) =>
    stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return stream;
}

export const EXPORT_TYPES: Record<ReportExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
