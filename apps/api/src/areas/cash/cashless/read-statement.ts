import ExcelJS from 'exceljs';
import { isExchangeText, parseExchangeText } from './parse-1c.ts';
import { type Cell, parseStatementSheet } from './parse-xlsx.ts';
import { decodeStatement, type ParsedStatement } from './statement.ts';

/** The zip signature every .xlsx starts with. */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** An exceljs cell value flattened to what the sheet parser reads. */
function flatten(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value as Cell;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return flatten(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return null;
}

/** The first sheet's cell values, row by row (1-based rows to 0-based, blank rows kept). */
export async function xlsxRows(bytes: Uint8Array): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: Cell[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows[number - 1] = values.map((v) => flatten(v as ExcelJS.CellValue));
  });
  return Array.from(rows, (r) => r ?? []);
}

export type StatementFormat = '1C' | 'XLSX';

/**
 * Reads a statement file of the account `account` (digits): an .xlsx (by its
 * zip signature) or a 1C client-bank exchange text (UTF-8 or
 * windows-1251). Anything else answers null.
 */
export async function readStatement(
  bytes: Uint8Array,
  account: string,
): Promise<(ParsedStatement & { format: StatementFormat }) | null> {
  if (isZip(bytes)) {
    try {
      return { ...parseStatementSheet(await xlsxRows(bytes)), format: 'XLSX' };
    } catch {
      return null;
    }
  }
  const text = decodeStatement(bytes);
  if (!isExchangeText(text)) return null;
  return { ...parseExchangeText(text, account), format: '1C' };
}
