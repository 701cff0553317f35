import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { companyAccount, importStatement } from '../areas/cash/cashless/import.ts';
import { classifyBankRow } from '../areas/cash/cashless/service.ts';
import type { DemoMoneyContext, DemoMoneyStep } from './demo-money-context.ts';

/**
 * Demo bank statements (issue 9 item 4): two company accounts' statements
 * over the last three months, one as a 1C client-bank exchange text (UTF-8;
 * the reader takes windows-1251 too) and one as an .xlsx, imported through
 * the service:
 * most rows are booked by the seeded conditions and supplier codes, the
 * transfers between the two accounts are internal, some rows stay
 * undirected, and a few are booked by hand (one to a cash register, one
 * received by mistake and returned).
 */

/** A statement row before it is written in either format. */
interface DemoRow {
  day: number;
  number: string;
  direction: 'IN' | 'OUT';
  amount: number;
  name: string;
  inn: string;
  account: string;
  purpose: string;
}

/** A small deterministic generator (the demo is the same every time). */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

const PARTIES = {
  client: ['«Toshkent Teks» MChJ', '301234567', '20208000400987654001'],
  landlord: ['«Ijara Servis» MChJ', '207654321', '20208000100555666001'],
  power: ['«Hududiy elektr tarmoqlari» AJ', '200933221', '23402000300100001011'],
  bank: ['ATB «Kapitalbank»', '200000001', '20208000100777888001'],
  loan: ['ATB «Kapitalbank» kredit boʻlimi', '200000001', '20208000100777888002'],
  unknown: ['«Yangi Mijoz» MChJ', '305555555', '20208000500111222001'],
  service: ['«Tez Xizmat» XK', '306666777', '20208000600333444001'],
} as const;

const row = (
  day: number,
  number: string,
  direction: 'IN' | 'OUT',
  amount: number,
  party: readonly [string, string, string],
  purpose: string,
): DemoRow => ({ day, number, direction, amount, name: party[0], inn: party[1], account: party[2], purpose });

/** The main account's rows: contract payments, rent, power, commissions, supplier transfers, some unknown. */
function mainRows(supplierCodes: readonly string[], other: string): DemoRow[] {
  const rnd = generator(20261123);
  const rows: DemoRow[] = [];
  let n = 1200;
  for (let day = 88; day > 1; day -= 3) {
    const k = rnd(10);
    rows.push(
      k < 5
        ? row(
            day,
            String(n++),
            'IN',
            2_000_000 + rnd(80) * 250_000,
            PARTIES.client,
            k % 2 === 0
              ? `Shartnoma №${300 + rnd(500)} boʻyicha toʻlov`
              : `Оплата по шартнома №${300 + rnd(500)}`,
          )
        : k < 7
          ? row(
              day,
              String(n++),
              'IN',
              500_000 + rnd(40) * 50_000,
              PARTIES.client,
              `Nasiya toʻlovi, mijoz ${rnd(900)}`,
            )
          : row(
              day,
              String(n++),
              'IN',
              1_000_000 + rnd(20) * 100_000,
              PARTIES.unknown,
              `Hisob-faktura ${rnd(99)} boʻyicha`,
            ),
    );
    if (day % 30 < 3) {
      rows.push(row(day, String(n++), 'OUT', 8_500_000, PARTIES.landlord, 'Ижара тўлови, ҚҚС билан'));
      rows.push(
        row(day, String(n++), 'OUT', 1_200_000 + rnd(10) * 100_000, PARTIES.power, 'Elektr energiyasi uchun'),
      );
      rows.push(row(day, String(n++), 'OUT', 85_000, PARTIES.bank, 'Bank xizmatlari uchun komissiya'));
    }
    if (day % 15 < 3) {
      const code = supplierCodes[rnd(supplierCodes.length)] ?? 'SUP-1001';
      rows.push(
        row(
          day,
          String(n++),
          'OUT',
          5_000_000 + rnd(20) * 250_000,
          PARTIES.service,
          `${code}: tovar uchun oldindan toʻlov`,
        ),
      );
    }
    if (day % 21 < 3)
      rows.push(
        row(day, String(n++), 'OUT', 3_000_000, PARTIES.service, `Xizmat koʻrsatish uchun, akt ${rnd(99)}`),
      );
  }
  rows.push(row(60, String(n++), 'IN', 50_000_000, PARTIES.loan, 'Kredit mablagʻi, shartnoma K-2026/14'));
  rows.push(
    row(
      45,
      String(n++),
      'OUT',
      12_000_000,
      ['«Savdo Demo» MChJ', '302111222', other],
      'Oʻz hisob raqamiga oʻtkazma',
    ),
  );
  rows.push(
    row(
      5,
      String(n++),
      'OUT',
      15_000_000,
      ['«Savdo Demo» MChJ', '302111222', other],
      'Oʻz hisob raqamiga oʻtkazma',
    ),
  );
  rows.push(row(3, String(n++), 'OUT', 4_000_000, PARTIES.bank, 'Naqd pul olish uchun chek №AA1234567'));
  return rows;
}

/** The 1C exchange text of the rows for our account `ours`. */
function exchangeText(rows: readonly DemoRow[], ours: string, date: (daysAgo: number) => string): string {
  const dotted = (d: string) => d.split('-').reverse().join('.');
  const lines = ['1CClientBankExchange', 'ВерсияФормата=1.03', 'Кодировка=Windows', `РасчСчет=${ours}`];
  for (const r of rows) {
    const [payer, payee] = r.direction === 'OUT' ? ['ours', 'them'] : ['them', 'ours'];
    const side = (who: string, role: string) =>
      who === 'ours'
        ? [`${role}Счет=${ours}`, `${role}ИНН=302111222`, `${role}1=«Savdo Demo» MChJ`]
        : [`${role}Счет=${r.account}`, `${role}ИНН=${r.inn}`, `${role}1=${r.name}`];
    lines.push(
      'СекцияДокумент=Платежное поручение',
      `Номер=${r.number}`,
      `Дата=${dotted(date(r.day))}`,
      `Сумма=${r.amount.toFixed(2)}`,
      ...side(payer, 'Плательщик'),
      ...side(payee, 'Получатель'),
      `${r.direction === 'OUT' ? 'ДатаСписано' : 'ДатаПоступило'}=${dotted(date(r.day))}`,
      `НазначениеПлатежа=${r.purpose}`,
      'КонецДокумента',
    );
  }
  lines.push('КонецФайла');
  return lines.join('\r\n');
}

/** An .xlsx statement (the documented layout: debit and credit columns) of the rows. */
async function xlsxStatement(rows: readonly DemoRow[], date: (daysAgo: number) => string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Koʻchirma');
  sheet.addRow([
    'Sana',
    'Hujjat raqami',
    'Debet',
    'Kredit',
    'Kontragent',
    'STIR',
    'Hisob raqami',
    'MFO',
    'Toʻlov maqsadi',
  ]);
  for (const r of rows) {
    sheet.addRow([
      date(r.day).split('-').reverse().join('.'),
      r.number,
      r.direction === 'OUT' ? r.amount : null,
      r.direction === 'IN' ? r.amount : null,
      r.name,
      r.inn,
      r.account,
      '00873',
      r.purpose,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The second account's rows: what arrived from the main one, a rent share, a wrong receipt and its return. */
function secondRows(main: string): DemoRow[] {
  const self = ['«Savdo Demo» MChJ', '302111222', main] as const;
  return [
    row(45, '501', 'IN', 12_000_000, self, 'Oʻz hisob raqamiga oʻtkazma'),
    row(40, '502', 'OUT', 4_250_000, PARTIES.landlord, 'Ombor ijarasi, oktabr'),
    row(30, '503', 'IN', 7_300_000, PARTIES.client, 'Shartnoma 914 boʻyicha toʻlov'),
    row(20, '504', 'IN', 2_400_000, PARTIES.unknown, 'Xato oʻtkazildi, qaytarishingizni soʻraymiz'),
    row(18, '505', 'OUT', 2_400_000, PARTIES.unknown, 'Xato tushgan mablagʻ qaytarildi (504)'),
    row(10, '506', 'OUT', 310_000, PARTIES.bank, 'SMS-xabarnoma xizmati uchun'),
  ];
}

async function demoAccounts(ctx: DemoMoneyContext) {
  const rows = await ctx.db.execute<{ id: number }>(sql`select id from firm_account_numbers
    where currency = 'UZS' and active order by id limit 2`);
  const [main, second] = rows.rows.map((r) => Number(r.id));
  if (main === undefined || second === undefined) throw new Error('demo cashless: two UZS accounts needed');
  return { main: await companyAccount(ctx.db, main), second: await companyAccount(ctx.db, second) };
}

async function bookByHand(
  ctx: DemoMoneyContext,
  accountId: number,
  number: string,
  input: Parameters<typeof classifyBankRow>[2],
) {
  const rows = await ctx.db.execute<{ id: number }>(
    sql`select id from bank_transactions where account_id = ${accountId} and doc_number = ${number}`,
  );
  const id = rows.rows[0]?.id;
  if (id === undefined) throw new Error(`demo cashless: no row ${number}`);
  await classifyBankRow(ctx.db, Number(id), input, ctx.admin);
}

/** The step: both statements imported, then the hand bookings. */
export const demoCashless: DemoMoneyStep = async (ctx) => {
  const { main, second } = await demoAccounts(ctx);
  const codes = await ctx.db.execute<{ code: string }>(
    sql`select code from supplier_unique_numbers order by id limit 3`,
  );
  const first = mainRows(
    codes.rows.map((c) => c.code),
    second.account,
  );
  await importStatement(
    ctx.db,
    {
      firm_account_number_id: main.id,
      file_name: 'kochirma-asosiy.txt',
      content: Buffer.from(exchangeText(first, main.account, ctx.day)).toString('base64'),
    },
    ctx.admin.userId,
  );
  await importStatement(
    ctx.db,
    {
      firm_account_number_id: second.id,
      file_name: 'kochirma-ikkinchi.xlsx',
      content: (await xlsxStatement(secondRows(main.account), ctx.day)).toString('base64'),
    },
    ctx.admin.userId,
  );
  const cash = first.find((r) => r.purpose.startsWith('Naqd pul olish'));
  if (cash)
    await bookByHand(ctx, main.id, cash.number, {
      target: 'CASHBOX',
      target_id: ctx.cashbox('Bosh ofis asosiy kassasi'),
    });
  await bookByHand(ctx, second.id, '504', { target: 'WRONG' });
  await bookByHand(ctx, second.id, '505', { target: 'WRONG' });
};
