import { type Language, translate } from '@savdo/shared/i18n';
import type { ExpenseRow, ExpenseTotals } from '@savdo/shared/schemas/expenses';
import ExcelJS from 'exceljs';

const COLUMNS = [
  ['number', 8],
  ['date', 12],
  ['type', 30],
  ['source', 10],
  ['branch', 24],
  ['cashbox', 24],
  ['costItem', 28],
  ['amount', 16],
  ['currency', 8],
  ['status', 16],
  ['comment', 36],
  ['createdBy', 24],
] as const;

/** The expenses list as an .xlsx sheet: a row per expense (signed amount), then the totals per currency. */
export async function expensesWorkbook(
  title: string,
  rows: readonly ExpenseRow[],
  totals: ExpenseTotals,
  lang: Language,
): Promise<Buffer> {
  const t = (key: string) => translate(lang, key);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.addRow([title]).font = { bold: true, size: 13 };
  sheet.addRow(COLUMNS.map(([key]) => t(`expenses.fields.${key}`))).font = { bold: true };
  for (const r of rows) {
    // Decimal strings stay exact; Excel shows them as numbers.
    sheet.addRow([
      r.id,
      r.business_date,
      t(`money.types.${r.type}`),
      t(`expenses.sources.${r.source}`),
      r.branch_name,
      r.cashbox_name,
      r.cost_item_name,
      Number(r.signed_amount),
      r.currency,
      t(`expenses.statuses.${r.status}`),
      r.comment,
      r.created_by_name,
    ]);
  }
  for (const currency of ['UZS', 'USD'] as const) {
    if (totals[currency] === '0.00' && currency === 'USD') continue;
    const row = sheet.addRow([
      '',
      '',
      t('expenses.list.totals'),
      '',
      '',
      '',
      '',
      Number(totals[currency]),
      currency,
    ]);
    row.font = { bold: true };
  }
  COLUMNS.forEach(([, width], i) => {
    sheet.getColumn(i + 1).width = width;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
