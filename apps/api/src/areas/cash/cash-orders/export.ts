import { type Language, translate } from '@savdo/shared/i18n';
import type { CashResidueRow, CashTurnoverRow } from '@savdo/shared/schemas/cash-orders';
import ExcelJS from 'exceljs';
import { turnoverTotals } from './reports.ts';

// Decimal strings stay exact in the answer; the sheet shows them as numbers with two decimals.
const amount = (value: string) => Number(value);
const MONEY_FORMAT = '#,##0.00';

function sheetOf(workbook: ExcelJS.Workbook, title: string, subtitle: string, header: string[]) {
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.addRow([title]).font = { bold: true, size: 13 };
  sheet.addRow([subtitle]);
  sheet.addRow([]);
  sheet.addRow(header).font = { bold: true };
  sheet.getColumn(1).width = 36;
  sheet.getColumn(2).width = 24;
  return sheet;
}

/** Every cashbox's cash at a date, with the totals. */
export async function residuesWorkbook(
  report: { date: string; rows: CashResidueRow[]; totals: { uzs: string; usd: string } },
  lang: Language,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string>) => translate(lang, `cashOrders.${key}`, params);
  const workbook = new ExcelJS.Workbook();
  const sheet = sheetOf(workbook, t('residues.title'), t('residues.at', { date: report.date }), [
    t('columns.cashbox'),
    t('columns.branch'),
    t('columns.uzs'),
    t('columns.usd'),
  ]);
  for (const r of report.rows) {
    sheet.addRow([r.cashbox_name, r.branch_name ?? '', amount(r.uzs), amount(r.usd)]);
  }
  sheet.addRow([t('columns.total'), '', amount(report.totals.uzs), amount(report.totals.usd)]).font = {
    bold: true,
  };
  for (const c of [3, 4]) Object.assign(sheet.getColumn(c), { width: 20, numFmt: MONEY_FORMAT });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Turnover per cashbox and currency, each followed by its per-type lines, then totals per currency. */
export async function turnoverWorkbook(
  report: { date_from: string; date_to: string; rows: CashTurnoverRow[] },
  lang: Language,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string>) => translate(lang, `cashOrders.${key}`, params);
  const workbook = new ExcelJS.Workbook();
  const sheet = sheetOf(
    workbook,
    t('turnover.title'),
    t('turnover.period', { from: report.date_from, to: report.date_to }),
    [
      t('columns.cashbox'),
      t('columns.branch'),
      t('columns.currency'),
      t('columns.opening'),
      t('columns.income'),
      t('columns.expense'),
      t('columns.closing'),
    ],
  );
  for (const r of report.rows) {
    sheet.addRow([
      r.cashbox_name,
      r.branch_name ?? '',
      r.currency,
      amount(r.opening),
      amount(r.income),
      amount(r.expense),
      amount(r.closing),
    ]).font = { bold: true };
    for (const p of r.by_type) {
      sheet.addRow([
        `   ${translate(lang, `money.types.${p.type}`)}`,
        '',
        r.currency,
        null,
        amount(p.income),
        amount(p.expense),
      ]);
    }
  }
  for (const total of turnoverTotals(report.rows)) {
    sheet.addRow([
      t('columns.total'),
      '',
      total.currency,
      amount(total.opening),
      amount(total.income),
      amount(total.expense),
      amount(total.closing),
    ]).font = { bold: true };
  }
  for (const c of [4, 5, 6, 7]) Object.assign(sheet.getColumn(c), { width: 20, numFmt: MONEY_FORMAT });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
