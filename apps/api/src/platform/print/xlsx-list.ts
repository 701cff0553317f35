import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { AppError } from '../http/errors.ts';

/** A cell of an exported list: text, a number (money as a number with two decimals), or empty. */
export type XlsxCell = string | number | null;

/** One column of an exported list: its (translated) header, width, and how a row fills it. */
export interface XlsxColumn<R> {
  header: string;
  width?: number;
  /** Shown with two decimals and thousands separators; give decimal strings, they become numbers. */
  money?: boolean;
  value(row: R): XlsxCell | undefined;
}

/** Rows a list export holds at most; a wider filter is refused with 400 «narrow the filter». */
export const LIST_EXPORT_CAP = 10_000;

/**
 * The rows a list exports: one read of the list's own query (its filters
 * and scope) for `cap + 1` rows, refused (400 `errors.exportTooLarge`)
 * when more match than the cap, before anything is sent.
 */
export async function rowsForExport<R>(
  read: (limit: number) => Promise<readonly R[]>,
  cap = LIST_EXPORT_CAP,
): Promise<readonly R[]> {
  const rows = await read(cap + 1);
  if (rows.length > cap) throw new AppError(400, 'errors.exportTooLarge', { n: cap });
  return rows;
}

/** Decimal text of money shown as a number (two fraction digits display exactly). */
const cellOf = (value: XlsxCell | undefined, money: boolean | undefined): XlsxCell =>
  value === undefined ? null : money && typeof value === 'string' ? Number(value) : value;

/**
 * A list as an .xlsx stream (exceljs' streaming writer, a row committed as
 * it is written): a sheet titled `title`, a bold header row, a row per
 * record, then any `footer` rows (totals) in bold.
 */
export function listWorkbook<R>(
  title: string,
  columns: readonly XlsxColumn<R>[],
  rows: readonly R[],
  footer: readonly R[] = [],
): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(title.slice(0, 31) || 'Sheet');
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? 18,
    ...(c.money ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  const write = async () => {
    for (const [list, bold] of [
      [rows, false],
      [footer, true],
    ] as const) {
      for (const r of list) {
        const row = sheet.addRow(columns.map((c) => cellOf(c.value(r), c.money)));
        if (bold) row.font = { bold: true };
        row.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return stream;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends an .xlsx (a stream or a buffer) as a download named `name`.xlsx. */
export const sendXlsx = (reply: FastifyReply, name: string, body: PassThrough | Buffer) =>
  reply.type(XLSX).header('content-disposition', `attachment; filename="${name}.xlsx"`).send(body);
