import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ClassifyRules, classifyRow, keywordRules } from './classify.ts';
import { foldScript } from './fold.ts';
import { parseExchangeText } from './parse-1c.ts';
import { parseStatementSheet } from './parse-xlsx.ts';
import { readStatement } from './read-statement.ts';
import { decodeStatement, normalizeAmount, normalizeDate } from './statement.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const OURS = '20208000900123456001';

describe('statement values', () => {
  it('reads amounts with spaces, commas and numbers; refuses zero and junk', () => {
    expect(normalizeAmount('1 500 000,5')).toBe('1500000.50');
    expect(normalizeAmount('0012.30')).toBe('12.30');
    expect(normalizeAmount(950000.5)).toBe('950000.50');
    expect(normalizeAmount('0,00')).toBeNull();
    expect(normalizeAmount('12.345')).toBeNull();
    expect(normalizeAmount('abc')).toBeNull();
    expect(normalizeAmount(-5)).toBeNull();
  });

  it('reads dd.mm.yyyy, dd.mm.yy, ISO and Date; refuses impossible dates', () => {
    expect(normalizeDate('01.11.2026')).toBe('2026-11-01');
    expect(normalizeDate('1.11.26')).toBe('2026-11-01');
    expect(normalizeDate('2026-11-01')).toBe('2026-11-01');
    expect(normalizeDate(new Date(Date.UTC(2026, 10, 1)))).toBe('2026-11-01');
    expect(normalizeDate('31.02.2026')).toBeNull();
    expect(normalizeDate('')).toBeNull();
  });

  it('decodes windows-1251 when the bytes are not UTF-8, UTF-8 otherwise', () => {
    const text = decodeStatement(fixture('statement-1c-cp1251.txt'));
    expect(text).toContain('СекцияДокумент=Платежное поручение');
    expect(decodeStatement(new TextEncoder().encode('\uFEFFНомер=1'))).toBe('Номер=1');
  });
});

describe('1C client-bank exchange', () => {
  it('reads every document of a windows-1251 file with its direction, counterparty and purpose', async () => {
    const parsed = await readStatement(fixture('statement-1c-cp1251.txt'), OURS);
    expect(parsed?.format).toBe('1C');
    expect(parsed?.problems).toEqual([]);
    expect(parsed?.rows).toEqual([
      {
        date: '2026-11-01',
        number: '145',
        direction: 'IN',
        amount: '12500000.00',
        counterpartyName: 'ООО «Тошкент Текс»',
        counterpartyInn: '301234567',
        counterpartyAccount: '20208000400987654001',
        counterpartyMfo: '01088',
        purpose: 'Оплата по ШАРТНОМА №17 от 12.10.2026 за бытовую технику',
      },
      expect.objectContaining({
        number: '88',
        direction: 'OUT',
        amount: '4200000.00',
        counterpartyMfo: '00450',
      }),
      expect.objectContaining({
        number: '89',
        direction: 'OUT',
        amount: '120000.00',
        purpose: 'Bank xizmatlari uchun KOMISSIYA, oktabr',
      }),
      expect.objectContaining({ number: '146', direction: 'IN', date: '2026-11-02' }),
    ]);
  });

  it('reports a document without an amount or a side of ours by its line, keeping the rest', () => {
    const text = [
      '1CClientBankExchange',
      'СекцияДокумент=Платежное поручение',
      'Номер=1',
      'Дата=01.11.2026',
      'Сумма=abc',
      `ПолучательСчет=${OURS}`,
      'КонецДокумента',
      'СекцияДокумент=Платежное поручение',
      'Номер=2',
      'Дата=01.11.2026',
      'Сумма=10.00',
      'ПлательщикСчет=1',
      'ПолучательСчет=2',
      'КонецДокумента',
      'СекцияДокумент=Платежное поручение',
      'Номер=3',
      'Дата=01.11.2026',
      'Сумма=10.00',
      `ПолучательСчет=${OURS}`,
      'КонецДокумента',
    ].join('\n');
    const parsed = parseExchangeText(text, OURS);
    expect(parsed.problems).toEqual([
      { line: 2, field: 'amount' },
      { line: 8, field: 'direction' },
    ]);
    expect(parsed.rows.map((r) => r.number)).toEqual(['3']);
  });

  it('reads the same file twice to the same rows (a re-import finds the same keys)', async () => {
    const a = await readStatement(fixture('statement-1c-cp1251.txt'), OURS);
    const b = await readStatement(fixture('statement-1c-cp1251.txt'), OURS);
    expect(b?.rows).toEqual(a?.rows);
  });

  it('names the accounts the file is the statement of: the header and account sections, not the parties', async () => {
    expect((await readStatement(fixture('statement-1c-cp1251.txt'), OURS))?.accounts).toEqual([OURS]);
    const text = [
      '1CClientBankExchange',
      'РасчСчет=20208000900123456001',
      'РасчСчет=2020 8000 1001 1122 3301',
      'СекцияРасчСчет',
      'РасчСчет=20208000500500500501',
      'КонецРасчСчет',
      'СекцияДокумент=Платежное поручение',
      'Номер=1',
      'Дата=01.11.2026',
      'Сумма=10.00',
      `ПлательщикСчет=${OURS}`,
      'ПолучательРасчСчет=20208000777777777701',
      'РасчСчет=20208000666666666601',
      'КонецДокумента',
    ].join('\r\n');
    expect(parseExchangeText(text, OURS).accounts).toEqual([
      OURS,
      '20208000100111223301',
      '20208000500500500501',
    ]);
    expect(parseExchangeText('1CClientBankExchange\n', OURS).accounts).toEqual([]);
  });

  it('answers null for a file of neither format', async () => {
    expect(await readStatement(new TextEncoder().encode('hello'), OURS)).toBeNull();
  });
});

describe('xlsx statement', () => {
  it('finds the header below a title, reads debit/credit columns, Latin and Cyrillic purposes', async () => {
    const parsed = await readStatement(fixture('statement-debit-credit.xlsx'), OURS);
    expect(parsed?.format).toBe('XLSX');
    expect(parsed?.problems).toEqual([]);
    expect(parsed?.rows).toHaveLength(5);
    expect(parsed?.rows[0]).toEqual({
      date: '2026-11-01',
      number: '301',
      direction: 'OUT',
      amount: '3500000.00',
      counterpartyName: '«Artel Electronics» MChJ',
      counterpartyInn: '305123456',
      counterpartyAccount: '20208000300444555001',
      counterpartyMfo: '00873',
      purpose: 'SUP-1001 kodi boʻyicha tovar uchun toʻlov',
    });
    expect(parsed?.rows[1]).toMatchObject({ direction: 'IN', amount: '950000.50', date: '2026-11-02' });
    expect(parsed?.rows[3]?.purpose).toBe('Мол-мулк СОЛИҒИ, ноябрь');
  });

  it('reads an amount with a direction column, reports bad rows by line and field', () => {
    const parsed = parseStatementSheet([
      [
        'Дата',
        'Номер документа',
        'Сумма',
        'Направление',
        'Контрагент',
        'ИНН',
        'Счет',
        'МФО',
        'Назначение платежа',
      ],
      ['01.11.2026', '7', '1000', 'Приход', 'A', '1', '2', '3', 'оплата'],
      ['01.11.2026', '8', '500,25', 'Расход', 'B', null, null, null, null],
      ['99.11.2026', '9', '1', 'Приход'],
      ['01.11.2026', '10', '1', 'кто знает'],
      ['01.11.2026', null, '1', 'Приход'],
    ]);
    expect(parsed.rows.map((r) => [r.number, r.direction, r.amount])).toEqual([
      ['7', 'IN', '1000.00'],
      ['8', 'OUT', '500.25'],
    ]);
    expect(parsed.problems).toEqual([
      { line: 4, field: 'date' },
      { line: 5, field: 'direction' },
      { line: 6, field: 'number' },
    ]);
  });

  it('names the account written above the table or in an own-account column, not the counterparties', async () => {
    expect((await readStatement(fixture('statement-debit-credit.xlsx'), OURS))?.accounts).toEqual([OURS]);
    const titled = parseStatementSheet([
      ['Выписка по счёту 2020 8000 1001 1122 3301 за 01.11.2026', null],
      ['ИНН 302111222, МФО 00873'],
      ['Дата', 'Номер', 'Сумма', 'Направление', 'Счет'],
      ['01.11.2026', '7', '1000', 'Приход', '20208000400987654001'],
    ]);
    expect(titled.accounts).toEqual(['20208000100111223301']);
    const column = parseStatementSheet([
      ['Sana', 'Raqam', 'Summa', 'Yoʻnalish', 'Hisob raqami', 'Bizning hisob raqami'],
      ['01.11.2026', '7', '1000', 'Kirim', '20208000400987654001', OURS],
      ['01.11.2026', '8', '1000', 'Kirim', '20208000400987654001', '20208000100111223301'],
    ]);
    expect(column.accounts).toEqual([OURS, '20208000100111223301']);
    expect(parseStatementSheet([['Sana', 'Raqam', 'Summa', 'Yoʻnalish']]).accounts).toEqual([]);
  });

  it('reports a sheet without a header row', () => {
    expect(parseStatementSheet([['a', 'b']]).problems).toEqual([{ line: 1, field: 'header' }]);
  });
});

describe('classification', () => {
  const rules: ClassifyRules = {
    ownAccounts: new Map([
      [OURS, 1],
      ['20208000900123456777', 2],
    ]),
    supplierCodes: keywordRules([{ keyword: 'SUP-1001', target_id: 50 }]),
    supplierStirs: new Map([['305999999', 51]]),
    incomeKeywords: keywordRules([
      { keyword: 'shartnoma', target_id: 10 },
      { keyword: 'nasiya', target_id: 11 },
    ]),
    expenseKeywords: keywordRules([
      { keyword: 'ijara', target_id: 20 },
      { keyword: 'soliq', target_id: 21 },
    ]),
  };
  const row = (direction: 'IN' | 'OUT', purpose: string, extra: object = {}) => ({
    accountId: 1,
    direction,
    counterpartyAccount: null,
    counterpartyInn: null,
    purpose,
    ...extra,
  });

  it('folds case, script and apostrophes', () => {
    expect(foldScript('ШАРТНОМА')).toBe('shartnoma');
    expect(foldScript('Ўтказма')).toBe(foldScript("O'tkazma"));
    expect(foldScript('СОЛИҒИ')).toBe('soligi');
    expect(foldScript('soligʻi')).toBe('soligi');
  });

  it('books by income and expenditure keywords in either script', () => {
    expect(classifyRow(row('IN', 'Оплата по ШАРТНОМА №17'), rules)).toEqual({
      target: 'INCOME',
      targetId: 10,
    });
    expect(classifyRow(row('OUT', 'Ноябрь учун ижара тўлови'), rules)).toEqual({
      target: 'EXPENSE',
      targetId: 20,
    });
    expect(classifyRow(row('OUT', 'Мол-мулк СОЛИҚ тўлови'), rules)).toEqual({
      target: 'EXPENSE',
      targetId: 21,
    });
    // an income keyword does not book money out, nor an expense keyword money in
    expect(classifyRow(row('OUT', 'shartnoma'), rules)).toBeNull();
    expect(classifyRow(row('IN', 'ijara'), rules)).toBeNull();
  });

  it('books supplier codes both ways and a supplier STIR as payee', () => {
    expect(classifyRow(row('OUT', 'sup-1001 kodi'), rules)).toEqual({ target: 'SUPPLIER', targetId: 50 });
    expect(classifyRow(row('IN', 'SUP-1001 qaytarish'), rules)).toEqual({ target: 'SUPPLIER', targetId: 50 });
    expect(classifyRow(row('OUT', 'tovar', { counterpartyInn: '305999999' }), rules)).toEqual({
      target: 'SUPPLIER',
      targetId: 51,
    });
  });

  it('books a counterparty account of ours as an internal transfer before any keyword', () => {
    expect(classifyRow(row('OUT', 'ijara', { counterpartyAccount: '20208000900123456777' }), rules)).toEqual({
      target: 'INTERNAL',
      targetId: 2,
    });
    expect(classifyRow(row('OUT', 'nimadir', { counterpartyAccount: OURS }), rules)).toBeNull();
  });
});
