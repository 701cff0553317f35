import { foldScript } from './fold.ts';
import {
  accountsInText,
  cleanText,
  normalizeAccount,
  normalizeAmount,
  normalizeDate,
  type ParsedStatement,
  type StatementProblem,
  type StatementRow,
} from './statement.ts';

/**
 * The .xlsx statement layout (docs/DECISIONS.md "Cashless bank accounts"):
 * the first sheet, a header row naming the columns (Uzbek, Russian or
 * English, in any order), then one transaction a row. Either `debit`
 * (money out) and `credit` (money in) columns, or `amount` with a
 * `direction` column (Kirim/Chiqim, Приход/Расход, In/Out, Кредит/Дебет).
 * The statement's own account is the 20-digit number written above the
 * table (its title: "… hisob raqami 2020… boʻyicha koʻchirma") or an
 * `ownAccount` column; `account` is the counterparty's.
 */
export const XLSX_COLUMNS = {
  date: ['sana', 'дата', 'date', 'hujjat sanasi', 'дата документа'],
  number: [
    'hujjat raqami',
    'raqam',
    '№',
    'номер',
    'номер документа',
    '№ документа',
    'document number',
    'number',
  ],
  amount: ['summa', 'сумма', 'amount'],
  direction: ['yoʻnalish', 'направление', 'direction', 'turi', 'тип'],
  debit: ['debet', 'дебет', 'debit', 'chiqim', 'расход', 'списано'],
  credit: ['kredit', 'кредит', 'credit', 'kirim', 'приход', 'поступило'],
  name: ['kontragent', 'контрагент', 'counterparty', 'korxona nomi', 'наименование', 'firma'],
  inn: ['stir', 'инн', 'inn', 'tin'],
  account: ['hisob raqami', 'hisob raqam', 'счет', 'счет контрагента', 'account'],
  /** The statement's own account, when the bank repeats it on every row. */
  ownAccount: [
    'bizning hisob raqami',
    'oʻz hisob raqami',
    'korxona hisob raqami',
    'счет организации',
    'наш счет',
    'own account',
    'our account',
  ],
  mfo: ['mfo', 'мфо', 'bik', 'бик'],
  purpose: ['toʻlov maqsadi', 'назначение платежа', 'назначение', 'purpose', 'maqsad'],
} as const;
type Column = keyof typeof XLSX_COLUMNS;

const HEADERS = new Map<string, Column>(
  (Object.entries(XLSX_COLUMNS) as [Column, readonly string[]][]).flatMap(([column, names]) =>
    names.map((name) => [foldScript(name), column] as [string, Column]),
  ),
);

const IN_WORDS = new Set(
  ['kirim', 'in', 'приход', 'кредит', 'kredit', 'credit', 'поступление', '+'].map(foldScript),
);
const OUT_WORDS = new Set(
  ['chiqim', 'out', 'расход', 'дебет', 'debet', 'debit', 'списание', '-'].map(foldScript),
);

/** A cell's value as exceljs gives it, flattened: rich text and formulas to their text or result. */
export type Cell = string | number | boolean | Date | null | undefined;

type ColumnMap = Partial<Record<Column, number>>;

/** The header's columns when the row names a date, a number and an amount (or debit/credit) column. */
function headerOf(row: readonly Cell[]): ColumnMap | null {
  const map: ColumnMap = {};
  row.forEach((cell, index) => {
    if (typeof cell !== 'string') return;
    const column = HEADERS.get(foldScript(cell.replace(/[:*]/g, '')));
    if (column && map[column] === undefined) map[column] = index;
  });
  const money = map.amount !== undefined || (map.debit !== undefined && map.credit !== undefined);
  return map.date !== undefined && map.number !== undefined && money ? map : null;
}

const directionWord = (cell: Cell): 'IN' | 'OUT' | null => {
  const word = foldScript(String(cell ?? ''));
  if (IN_WORDS.has(word)) return 'IN';
  if (OUT_WORDS.has(word)) return 'OUT';
  return null;
};

function moneyOf(map: ColumnMap, row: readonly Cell[]): { direction: 'IN' | 'OUT'; amount: string } | string {
  const at = (c: Column) => (map[c] === undefined ? undefined : row[map[c]]);
  if (map.debit !== undefined && map.credit !== undefined) {
    const out = normalizeAmount(at('debit'));
    const into = normalizeAmount(at('credit'));
    if (out && !into) return { direction: 'OUT', amount: out };
    if (into && !out) return { direction: 'IN', amount: into };
    if (map.amount === undefined) return 'amount';
  }
  const amount = normalizeAmount(at('amount'));
  if (!amount) return 'amount';
  const direction = directionWord(at('direction'));
  return direction ? { direction, amount } : 'direction';
}

const isBlank = (row: readonly Cell[]) =>
  row.every((c) => c === null || c === undefined || String(c).trim() === '');

/**
 * Reads the rows of a statement sheet (cell values, first row first): finds
 * the header row, then reads each row below it; blank rows are skipped, a
 * row with a bad date, number, amount or direction is reported by its
 * sheet line (1-based) and field.
 */
export function parseStatementSheet(sheet: readonly (readonly Cell[])[]): ParsedStatement {
  const headerIndex = sheet.findIndex((row) => headerOf(row) !== null);
  if (headerIndex < 0) return { rows: [], problems: [{ line: 1, field: 'header' }], accounts: [] };
  const map = headerOf(sheet[headerIndex] ?? []) as ColumnMap;
  const accounts = new Set<string>();
  for (const row of sheet.slice(0, headerIndex))
    for (const cell of row)
      if (typeof cell === 'string') for (const a of accountsInText(cell)) accounts.add(a);
  const rows: StatementRow[] = [];
  const problems: StatementProblem[] = [];
  sheet.slice(headerIndex + 1).forEach((row, i) => {
    if (isBlank(row)) return;
    const read = readRow(map, row);
    if (typeof read === 'string') problems.push({ line: headerIndex + i + 2, field: read });
    else rows.push(read);
    const own = map.ownAccount === undefined ? null : normalizeAccount(row[map.ownAccount]);
    if (own) accounts.add(own.replace(/\D/g, ''));
  });
  return { rows, problems, accounts: [...accounts] };
}

/** One row of the sheet, or the field at fault. */
function readRow(map: ColumnMap, row: readonly Cell[]): StatementRow | string {
  const text = (c: Column) => (map[c] === undefined ? null : cleanText(row[map[c]]));
  const date = normalizeDate(row[map.date ?? 0]);
  if (!date) return 'date';
  const number = text('number');
  if (!number) return 'number';
  const money = moneyOf(map, row);
  if (typeof money === 'string') return money;
  return {
    date,
    number,
    ...money,
    counterpartyName: text('name'),
    counterpartyInn: text('inn'),
    counterpartyAccount: map.account === undefined ? null : normalizeAccount(row[map.account]),
    counterpartyMfo: text('mfo'),
    purpose: text('purpose'),
  };
}
