import {
  cleanText,
  normalizeAccount,
  normalizeAmount,
  normalizeDate,
  type ParsedStatement,
  type StatementProblem,
  type StatementRow,
} from './statement.ts';

/** The 1C client-bank exchange format starts with this line. */
export const EXCHANGE_SIGNATURE = '1CClientBankExchange';

export const isExchangeText = (text: string): boolean =>
  text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith(EXCHANGE_SIGNATURE);

type Section = { line: number; values: Map<string, string> };

/** The documents (СекцияДокумент … КонецДокумента) as key → value maps, with the line each starts on. */
function documentSections(text: string): Section[] {
  const sections: Section[] = [];
  let current: Section | null = null;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const eq = line.indexOf('=');
    const key = eq < 0 ? line : line.slice(0, eq).trim();
    const value = eq < 0 ? '' : line.slice(eq + 1).trim();
    if (key === 'СекцияДокумент') current = { line: index + 1, values: new Map() };
    else if (key === 'КонецДокумента') {
      if (current) sections.push(current);
      current = null;
    } else if (current && eq > 0 && !current.values.has(key)) current.values.set(key, value);
  });
  return sections;
}

/** The first non-empty of the keys. */
const pick = (values: Map<string, string>, ...keys: string[]): string | undefined =>
  keys.map((k) => values.get(k)).find((v) => v !== undefined && v !== '');

/** A party's name: `Плательщик1` (the full name) before `Плательщик` (which may hold the INN and account too). */
const partyName = (values: Map<string, string>, party: 'Плательщик' | 'Получатель') =>
  cleanText(pick(values, `${party}1`, party, `${party}Наименование`));

/**
 * Which way the money went for the account whose statement this is: the
 * payer's account is ours → OUT, the payee's → IN; failing both,
 * `ДатаСписано` (written off) → OUT and `ДатаПоступило` (received) → IN.
 */
function directionOf(values: Map<string, string>, account: string): 'IN' | 'OUT' | null {
  const payer = normalizeAccount(pick(values, 'ПлательщикСчет', 'ПлательщикРасчСчет'));
  const payee = normalizeAccount(pick(values, 'ПолучательСчет', 'ПолучательРасчСчет'));
  if (payer === account && payee !== account) return 'OUT';
  if (payee === account && payer !== account) return 'IN';
  if (pick(values, 'ДатаСписано')) return 'OUT';
  if (pick(values, 'ДатаПоступило')) return 'IN';
  return null;
}

function rowOf(section: Section, account: string): StatementRow | StatementProblem {
  const { values, line } = section;
  const direction = directionOf(values, account);
  if (!direction) return { line, field: 'direction' };
  const other = direction === 'OUT' ? 'Получатель' : 'Плательщик';
  const date = normalizeDate(
    pick(values, direction === 'OUT' ? 'ДатаСписано' : 'ДатаПоступило') ?? pick(values, 'Дата'),
  );
  if (!date) return { line, field: 'date' };
  const amount = normalizeAmount(pick(values, 'Сумма'));
  if (!amount) return { line, field: 'amount' };
  const number = cleanText(pick(values, 'Номер'));
  if (!number) return { line, field: 'number' };
  return {
    date,
    number,
    direction,
    amount,
    counterpartyName: partyName(values, other),
    counterpartyInn: cleanText(pick(values, `${other}ИНН`)),
    counterpartyAccount: normalizeAccount(pick(values, `${other}Счет`, `${other}РасчСчет`)),
    counterpartyMfo: cleanText(pick(values, `${other}МФО`, `${other}БИК`)),
    purpose: cleanText(pick(values, 'НазначениеПлатежа', 'НазначениеПлатежа1')),
  };
}

/**
 * The accounts the file is the statement of: `РасчСчет` of its header (one
 * line per account exported) and of each `СекцияРасчСчет`, never a
 * document's (those are the parties'), digits only, each once.
 */
export function exchangeAccounts(text: string): string[] {
  const found = new Set<string>();
  let inDocument = false;
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    const eq = line.indexOf('=');
    const key = eq < 0 ? line : line.slice(0, eq).trim();
    if (key === 'СекцияДокумент') inDocument = true;
    else if (key === 'КонецДокумента') inDocument = false;
    else if (!inDocument && key === 'РасчСчет') {
      const account = normalizeAccount(line.slice(eq + 1).trim())?.replace(/\D/g, '');
      if (account) found.add(account);
    }
  }
  return [...found];
}

/**
 * Reads a 1C client-bank exchange text (already decoded) as the statement of
 * `account` (digits): one row per document section; a section that lacks a
 * date, an amount, a number or a side of ours is reported, not guessed.
 */
export function parseExchangeText(text: string, account: string): ParsedStatement {
  const rows: StatementRow[] = [];
  const problems: StatementProblem[] = [];
  for (const section of documentSections(text)) {
    const row = rowOf(section, account);
    if ('field' in row && 'line' in row) problems.push(row);
    else rows.push(row);
  }
  return { rows, problems, accounts: exchangeAccounts(text) };
}
