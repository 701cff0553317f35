import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatHours,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  formatPhone,
  formatQuantity,
  formatRate,
  monthName,
} from './index.ts';

const S = '\u00a0';

describe('dates', () => {
  it('writes a wire date as DD.MM.YYYY', () => {
    expect(formatDate('2026-11-28')).toBe('28.11.2026');
    expect(formatDate('05.12.2026')).toBe('05.12.2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('someday')).toBe('someday');
  });

  it("gives a moment's day in Tashkent, not in UTC", () => {
    // 20:30 UTC on the 28th is 01:30 on the 29th in Tashkent (UTC+5)
    expect(formatDate('2026-11-28T20:30:00.000Z')).toBe('29.11.2026');
    expect(formatDate(new Date('2026-11-28T10:00:00Z'))).toBe('28.11.2026');
  });

  it('writes a moment as DD.MM.YYYY HH:mm in Tashkent, seconds on request', () => {
    expect(formatDateTime('2026-11-28T17:28:03.000Z')).toBe('28.11.2026 22:28');
    expect(formatDateTime('2026-11-28T17:28:03+00:00', true)).toBe('28.11.2026 22:28:03');
    expect(formatDateTime('2026-11-28 22:28:03')).toBe('28.11.2026 22:28');
    expect(formatDateTime('2026-11-28')).toBe('28.11.2026');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('months by name', () => {
  it('names a month in Uzbek and Russian', () => {
    expect(formatMonth('2026-10', 'uz')).toBe('Oktyabr 2026');
    expect(formatMonth('2026-10', 'ru')).toBe('Октябрь 2026');
    expect(formatMonth('2026-05-01', 'uz')).toBe('May 2026');
    expect(formatMonth('2026-01', 'ru')).toBe('Январь 2026');
    expect(monthName(12, 'uz')).toBe('dekabr');
    expect(monthName(2, 'ru')).toBe('февраль');
  });

  it('leaves what is no month as it is', () => {
    expect(formatMonth('2026-13', 'uz')).toBe('2026-13');
    expect(formatMonth('', 'ru')).toBe('');
  });
});

describe('money', () => {
  it('groups soʻm with no-break spaces, joins the word with one, drops the tiyin', () => {
    expect(formatMoney('4812500.00', 'UZS', 'uz')).toBe(`4${S}812${S}500${S}soʻm`);
    expect(formatMoney('14000660.00', 'UZS', 'ru')).toBe(`14${S}000${S}660${S}сум`);
    expect(formatMoney(1234567n, 'UZS', 'uz')).toBe(`1${S}234${S}567${S}soʻm`);
    expect(formatMoney('-36107000.50', 'UZS', 'uz')).toBe(`-36${S}107${S}001${S}soʻm`);
    expect(formatMoney('0.00', 'UZS', 'uz')).toBe(`0${S}soʻm`);
    // no ordinary space anywhere: the number and its word never wrap apart
    expect(formatMoney('14000660', 'UZS', 'uz')).not.toMatch(/ /);
  });

  it('keeps cents for dollars, exactly, beyond a float', () => {
    expect(formatMoney('10.5', 'USD', 'ru')).toBe(`10,50${S}$`);
    expect(formatMoney('12345678901234567.25', 'USD', 'uz')).toBe(
      `12${S}345${S}678${S}901${S}234${S}567,25${S}$`,
    );
    expect(formatMoney('0.995', 'USD', 'uz')).toBe(`1,00${S}$`);
  });

  it('writes an amount without its word, and nothing for none', () => {
    expect(formatAmount('796000.00')).toBe(`796${S}000`);
    expect(formatAmount('40.10', 'USD')).toBe('40,10');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('')).toBe('');
  });
});

describe('numbers, rates, percents, hours', () => {
  it('groups numbers with a decimal comma and drops trailing zeros', () => {
    expect(formatNumber('1234567.50')).toBe(`1${S}234${S}567,5`);
    expect(formatNumber(1234567.5)).toBe(`1${S}234${S}567,5`);
    expect(formatNumber('999')).toBe('999');
    expect(formatNumber('IMEI')).toBe('IMEI');
    expect(formatQuantity('12.500')).toBe('12,5');
    expect(formatQuantity('0.125')).toBe('0,125');
  });

  it('writes a rate as people do: 12700.0000 → 12 700', () => {
    expect(formatRate('12700.0000')).toBe(`12${S}700`);
    expect(formatRate('12650.5000')).toBe(`12${S}650,5`);
  });

  it('writes a percent as 45 %', () => {
    expect(formatPercent('45.00')).toBe(`45${S}%`);
    expect(formatPercent('2.50')).toBe(`2,5${S}%`);
    expect(formatPercent(null)).toBe('');
  });

  it('writes decimal hours with a comma, minutes as hours:minutes', () => {
    expect(formatHours('11.52')).toBe('11,52');
    expect(formatHours(8)).toBe('8');
    // 691 minutes worked: 11 hours 31 minutes (11.52 hours)
    expect(formatDuration(691)).toBe('11:31');
    expect(formatDuration(45)).toBe('0:45');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(null)).toBe('');
  });
});

describe('phones', () => {
  it('writes an Uzbek number as +998 91 298 63 52', () => {
    expect(formatPhone('998912986352')).toBe(`+998${S}91${S}298${S}63${S}52`);
    expect(formatPhone('+998 90 123 45 67')).toBe(`+998${S}90${S}123${S}45${S}67`);
    expect(formatPhone('901234567')).toBe(`+998${S}90${S}123${S}45${S}67`);
  });

  it('leaves partial and odd numbers readable, as they were', () => {
    expect(formatPhone('99891298')).toBe('99891298');
    expect(formatPhone(' 12345 ')).toBe('12345');
    expect(formatPhone('+7 495 123-45-67')).toBe('+7 495 123-45-67');
    expect(formatPhone('ext. 12')).toBe('ext. 12');
    expect(formatPhone(null)).toBe('');
  });
});
