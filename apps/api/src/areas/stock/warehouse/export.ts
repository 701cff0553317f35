import { documentNumber } from '@savdo/shared/documents';
import { type Language, translate } from '@savdo/shared/i18n';
import ExcelJS from 'exceljs';
import type { PrintableDocument } from './print.ts';

/** One warehouse document as an .xlsx sheet: its header, then its lines. */
export async function documentWorkbook(doc: PrintableDocument, lang: Language): Promise<Buffer> {
  const t = (key: string) => translate(lang, `print.${key}`);
  const number = documentNumber(doc.branch_prefix, doc.number);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(`${doc.kind} ${number}`.slice(0, 31));
  sheet.addRow([`${t(`kinds.${doc.kind}`)} № ${number}`]).font = { bold: true, size: 13 };
  sheet.addRow([t('date'), doc.doc_date]);
  sheet.addRow([t('status'), doc.status]);
  if (doc.warehouse_name) sheet.addRow([t('warehouse'), doc.warehouse_name]);
  if (doc.to_warehouse_name) sheet.addRow([t('toWarehouse'), doc.to_warehouse_name]);
  if (doc.supplier_name) sheet.addRow([t('supplier'), doc.supplier_name]);
  sheet.addRow([]);
  sheet.addRow(['№', t('product'), t('quantity'), t('price'), t('expected')]).font = { bold: true };
  doc.lines.forEach((line, i) => {
    // Decimal strings stay exact; Excel shows them as numbers through the number format.
    sheet.addRow([
      i + 1,
      line.product_name,
      Number(line.quantity),
      line.price === null ? null : Number(line.price),
      line.expected === null ? null : Number(line.expected),
    ]);
  });
  if (doc.total) sheet.addRow(['', t('total'), '', Number(doc.total), doc.currency]).font = { bold: true };
  sheet.getColumn(2).width = 48;
  for (const c of [3, 4, 5]) sheet.getColumn(c).width = 16;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
