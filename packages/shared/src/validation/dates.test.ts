import { describe, expect, it } from 'vitest';
import {
  isAfterDate,
  isCardDate,
  isDate,
  isFutureDate,
  isPeriod,
  isTime,
  parseDate,
  tashkentToday,
  toDisplayDate,
} from './dates.ts';

/** 2025-06-15 10:00 in Tashkent (UTC+5). */
const NOW = new Date('2025-06-15T05:00:00Z');

describe('tashkentToday', () => {
  it('uses Tashkent, five hours ahead of UTC', () => {
    expect(tashkentToday(new Date('2025-06-14T18:59:59Z'))).toBe('2025-06-14');
    expect(tashkentToday(new Date('2025-06-14T19:00:00Z'))).toBe('2025-06-15');
    expect(tashkentToday(new Date('2024-12-31T19:30:00Z'))).toBe('2025-01-01');
  });
});

describe('date', () => {
  it.each(['2025-02-28', '2024-02-29', '2000-02-29', '1999-12-31', '15.06.2025', '29.02.2024'])(
    'accepts %s',
    (s) => {
      expect(isDate(s)).toBe(true);
    },
  );

  it.each([
    '2025-02-30',
    '2025-02-29',
    '1900-02-29',
    '2025-13-01',
    '2025-00-10',
    '2025-04-31',
    '2025-01-00',
    '0000-01-01',
    '2025-1-5',
    '25-01-05',
    '31.04.2025',
    '2025/01/05',
    '05.01.25',
    ' 2025-01-05',
    '',
    'abc',
  ])('rejects %j', (s) => {
    expect(isDate(s)).toBe(false);
  });

  it('parses both formats to YYYY-MM-DD and displays as DD.MM.YYYY', () => {
    expect(parseDate('05.01.2025')).toBe('2025-01-05');
    expect(parseDate('2025-01-05')).toBe('2025-01-05');
    expect(parseDate('2025-02-30')).toBeNull();
    expect(toDisplayDate('2025-01-05')).toBe('05.01.2025');
    expect(toDisplayDate('05.01.2025')).toBe('05.01.2025');
    expect(toDisplayDate('nonsense')).toBe('nonsense');
  });
});

describe('future-date', () => {
  it('accepts today and later in Tashkent', () => {
    expect(isFutureDate('2025-06-15', NOW)).toBe(true);
    expect(isFutureDate('15.06.2025', NOW)).toBe(true);
    expect(isFutureDate('2025-06-16', NOW)).toBe(true);
    expect(isFutureDate('2030-01-01', NOW)).toBe(true);
  });

  it('rejects yesterday, invalid dates, and uses Tashkent rather than UTC', () => {
    expect(isFutureDate('2025-06-14', NOW)).toBe(false);
    expect(isFutureDate('2025-02-30', NOW)).toBe(false);
    // 20:00 UTC on the 14th is already the 15th in Tashkent.
    expect(isFutureDate('2025-06-14', new Date('2025-06-14T20:00:00Z'))).toBe(false);
  });
});

describe('after-date', () => {
  it('accepts the same day and later, in either format', () => {
    expect(isAfterDate('2025-06-15', '2025-06-15')).toBe(true);
    expect(isAfterDate('2025-06-16', '15.06.2025')).toBe(true);
    expect(isAfterDate('01.01.2026', '2025-12-31')).toBe(true);
  });

  it('rejects earlier days and invalid dates', () => {
    expect(isAfterDate('2025-06-14', '2025-06-15')).toBe(false);
    expect(isAfterDate('31.12.2025', '2026-01-01')).toBe(false);
    expect(isAfterDate('2025-02-30', '2025-01-01')).toBe(false);
    expect(isAfterDate('2025-06-15', 'soon')).toBe(false);
  });
});

describe('time', () => {
  it.each(['00:00', '09:05', '12:30', '23:59'])('accepts %s', (s) => {
    expect(isTime(s)).toBe(true);
  });

  it.each(['24:00', '23:60', '9:05', '09:5', '0905', '09:05:00', '12:30 ', 'ab:cd', ''])(
    'rejects %j',
    (s) => {
      expect(isTime(s)).toBe(false);
    },
  );
});

describe('cardDate', () => {
  it.each(['06/25', '07/25', '12/25', '01/26', '12/99'])('accepts %s in June 2025', (s) => {
    expect(isCardDate(s, NOW)).toBe(true);
  });

  it.each(['05/25', '12/24', '13/25', '00/26', '31/26', '6/25', '06/2025', '0625', '06-25', ''])(
    'rejects %j in June 2025',
    (s) => {
      expect(isCardDate(s, NOW)).toBe(false);
    },
  );

  it('turns the month in Tashkent time', () => {
    // 19:30 UTC on 31 May is already 1 June in Tashkent: May cards have expired.
    expect(isCardDate('05/25', new Date('2025-05-31T19:30:00Z'))).toBe(false);
    expect(isCardDate('05/25', new Date('2025-05-31T18:30:00Z'))).toBe(true);
  });
});

describe('filter error (period)', () => {
  it('accepts a complete ordered period', () => {
    expect(isPeriod('2025-01-01', '2025-01-31')).toBe(true);
    expect(isPeriod('2025-01-01', '2025-01-01')).toBe(true);
    expect(isPeriod('01.01.2025', '2025-02-01')).toBe(true);
  });

  it('rejects a missing end, an invalid end or a reversed period', () => {
    expect(isPeriod('2025-01-01', undefined)).toBe(false);
    expect(isPeriod(null, '2025-01-01')).toBe(false);
    expect(isPeriod('', '')).toBe(false);
    expect(isPeriod('2025-02-30', '2025-03-01')).toBe(false);
    expect(isPeriod('2025-02-01', '2025-01-31')).toBe(false);
  });
});
