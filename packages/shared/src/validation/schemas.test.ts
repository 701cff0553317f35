import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { check, isId, v } from './schemas.ts';

/** The message keys and params of a failed parse, or the parsed data. */
function run(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data };
  return {
    issues: result.error.issues.map((i) => ({
      path: i.path.join('.'),
      message: i.message,
      ...(i.code === 'custom' && i.params ? { params: i.params } : {}),
    })),
  };
}

const fails = (key: string, params?: Record<string, unknown>, path = '') => ({
  issues: [{ path, message: key, ...(params ? { params } : {}) }],
});

beforeEach(() => {
  vi.useFakeTimers();
  // 2025-06-15 10:00 in Tashkent.
  vi.setSystemTime(new Date('2025-06-15T05:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('required', () => {
  it('trims and accepts filled text', () => {
    expect(run(v.required(), '  Ali ')).toEqual({ data: 'Ali' });
  });

  it.each([undefined, null, '', '   '])('raises validation.required for %j', (input) => {
    expect(run(v.required(), input)).toEqual(fails('validation.required'));
  });

  it('raises validation.invalid for a value of another type', () => {
    expect(run(v.required(), 42)).toEqual(fails('validation.invalid'));
  });
});

describe('format builders', () => {
  it.each([
    ['email', v.email(), 'user@example', 'validation.email'],
    ['passport', v.passport(), 'aa1234567', 'validation.passport'],
    ['phone', v.phone(), '99890123456', 'validation.phone'],
    ['deviceCode', v.deviceCode(), '12345', 'validation.deviceCode'],
    ['documentPrefix', v.documentPrefix(), 'TOSHK1', 'validation.documentPrefix'],
    ['documentPrefix', v.documentPrefix(), 'T-1', 'validation.documentPrefix'],
    ['password', v.password(), 'abcdef1!', 'validation.password'],
    ['pinfl', v.pinfl(), '123', 'validation.pinfl'],
    ['stir', v.stir(), '12345678', 'validation.stir'],
    ['mfo', v.mfo(), '1234', 'validation.mfo'],
    ['bankAccount', v.bankAccount(), '1234', 'validation.bankAccount'],
    ['imei', v.imei(), '490154203237519', 'validation.imei'],
    ['cardNumber', v.cardNumber(), '4111111111111112', 'validation.cardNumber'],
    ['cardDate', v.cardDate(), '13/25', 'validation.cardDate'],
    ['time', v.time(), '24:00', 'validation.time'],
    ['date', v.date(), '2025-02-30', 'validation.date'],
    ['money', v.money(), '1.005', 'validation.money'],
  ])('%s raises its key', (_, schema, bad, key) => {
    expect(run(schema, bad)).toEqual(fails(key));
    expect(run(schema, '')).toEqual(fails('validation.required'));
    expect(run(schema, undefined)).toEqual(fails('validation.required'));
  });

  it.each([
    ['email', v.email(), ' user@example.com ', 'user@example.com'],
    ['passport', v.passport(), 'AA1234567', 'AA1234567'],
    ['phone', v.phone(), '+998 (90) 123-45-67', '998901234567'],
    ['deviceCode', v.deviceCode(), 'A1B2C3', 'A1B2C3'],
    ['documentPrefix', v.documentPrefix(), 'tsh', 'TSH'],
    ['password', v.password(), ' Abcd1! ', ' Abcd1! '],
    ['pinfl', v.pinfl(), '31234567890123', '31234567890123'],
    ['stir', v.stir(), '123456789', '123456789'],
    ['mfo', v.mfo(), '00014', '00014'],
    ['bankAccount', v.bankAccount(), '2020 8000 9001 2345 6001', '20208000900123456001'],
    ['imei', v.imei(), '490154203237518', '490154203237518'],
    ['cardNumber', v.cardNumber(), '8600 1234 5678 9012', '8600123456789012'],
    ['cardDate', v.cardDate(), '06/25', '06/25'],
    ['time', v.time(), '23:59', '23:59'],
    ['date', v.date(), '15.06.2025', '2025-06-15'],
    ['money', v.money(), '1250000.00', '1250000.00'],
  ])('%s accepts and cleans a good value', (_, schema, good, out) => {
    expect(run(schema, good)).toEqual({ data: out });
  });

  it('rejects a past card expiry at parse time', () => {
    expect(run(v.cardDate(), '05/25')).toEqual(fails('validation.cardDate'));
  });
});

describe('length, min, max carry n', () => {
  it('length', () => {
    expect(run(v.length(6), 'abc')).toEqual(fails('validation.length', { n: 6 }));
    expect(run(v.length(6), 'abcdef')).toEqual({ data: 'abcdef' });
  });

  it('min and max', () => {
    expect(run(v.min(3), 'ab')).toEqual(fails('validation.min', { n: 3 }));
    expect(run(v.max(3), 'abcd')).toEqual(fails('validation.max', { n: 3 }));
    expect(run(v.max(3), 'abc')).toEqual({ data: 'abc' });
  });
});

describe('numbers', () => {
  it('notNol', () => {
    expect(run(v.notNol(), 0)).toEqual(fails('validation.notNol'));
    expect(run(v.notNol(), -3)).toEqual(fails('validation.notNol'));
    expect(run(v.notNol(), 0.5)).toEqual({ data: 0.5 });
  });

  it('minValue and maxValue carry n', () => {
    expect(run(v.minValue(10), 9)).toEqual(fails('validation.minValue', { n: 10 }));
    expect(run(v.maxValue(10), 11)).toEqual(fails('validation.maxValue', { n: 10 }));
    expect(run(v.minValue(10), 10)).toEqual({ data: 10 });
  });

  it('reports a missing number as required and a non-number as number', () => {
    expect(run(v.number(), undefined)).toEqual(fails('validation.required'));
    expect(run(v.number(), Number.NaN)).toEqual(fails('validation.number'));
    expect(run(v.number(), '5')).toEqual(fails('validation.number'));
  });

  it('composes checks on money strings and stops at the first failure', () => {
    const amount = v.money().check(check.notNol(), check.maxValue('1000000'));
    expect(run(amount, '0.00')).toEqual(fails('validation.notNol'));
    expect(run(amount, '1000000.01')).toEqual(fails('validation.maxValue', { n: '1000000' }));
    expect(run(amount, '-5')).toEqual(fails('validation.money'));
    expect(run(amount, '999.99')).toEqual({ data: '999.99' });
  });
});

describe('dates', () => {
  it('futureDate accepts today in Tashkent and rejects yesterday', () => {
    expect(run(v.futureDate(), '15.06.2025')).toEqual({ data: '2025-06-15' });
    expect(run(v.futureDate(), '2025-06-14')).toEqual(fails('validation.futureDate'));
    expect(run(v.futureDate(), '2025-02-30')).toEqual(fails('validation.date'));
  });

  it('afterDate carries the date in display format', () => {
    expect(run(v.afterDate('2025-07-01'), '2025-06-30')).toEqual(
      fails('validation.afterDate', { date: '01.07.2025' }),
    );
    expect(run(v.afterDate('2025-07-01'), '01.07.2025')).toEqual({ data: '2025-07-01' });
    expect(() => v.afterDate('2025-02-30')).toThrow(RangeError);
  });
});

describe('period', () => {
  it('accepts a complete period and outputs ISO dates', () => {
    expect(run(v.period(), { from: '01.06.2025', to: '2025-06-30' })).toEqual({
      data: { from: '2025-06-01', to: '2025-06-30' },
    });
  });

  it('names each missing end', () => {
    expect(run(v.period(), {})).toEqual({
      issues: [
        { path: 'from', message: 'validation.period' },
        { path: 'to', message: 'validation.period' },
      ],
    });
    expect(run(v.period(), { from: '2025-06-01', to: '' })).toEqual(
      fails('validation.period', undefined, 'to'),
    );
  });

  it('reports an unreadable date once, as validation.date', () => {
    expect(run(v.period(), { from: '2025-02-30', to: '2025-06-01' })).toEqual(
      fails('validation.date', undefined, 'from'),
    );
  });

  it('reports a reversed period on its end', () => {
    expect(run(v.period(), { from: '2025-06-02', to: '2025-06-01' })).toEqual(
      fails('validation.afterDate', { date: '02.06.2025' }, 'to'),
    );
  });

  it('works on any pair of keys through check.period', () => {
    const filter = z
      .object({ date_from: z.string().optional(), date_to: z.string().optional() })
      .check(check.period('date_from', 'date_to'));
    expect(run(filter, { date_from: '2025-06-01' })).toEqual(
      fails('validation.period', undefined, 'date_to'),
    );
    expect(run(filter, { date_from: '2025-06-01', date_to: 'x' })).toEqual(
      fails('validation.date', undefined, 'date_to'),
    );
    expect(run(filter, { date_from: '2025-06-01', date_to: '2025-06-01' })).toEqual({
      data: { date_from: '2025-06-01', date_to: '2025-06-01' },
    });
  });
});

describe('optional', () => {
  const schema = z.object({ phone: v.optional(v.phone()), name: v.required() });

  it('treats missing, null and blank as absent', () => {
    expect(run(schema, { name: 'A' })).toEqual({ data: { name: 'A' } });
    expect(run(schema, { name: 'A', phone: null })).toEqual({ data: { name: 'A', phone: undefined } });
    expect(run(schema, { name: 'A', phone: '  ' })).toEqual({ data: { name: 'A', phone: undefined } });
  });

  it('still validates a present value', () => {
    expect(run(schema, { name: 'A', phone: '998' })).toEqual(fails('validation.phone', undefined, 'phone'));
    expect(run(schema, { name: 'A', phone: '998 90 123 45 67' })).toEqual({
      data: { name: 'A', phone: '998901234567' },
    });
  });
});

describe('ids', () => {
  it('isId takes whole numbers 1..2^31-1, and as text only canonical decimal digits', () => {
    for (const good of [1, 2147483647, '1', '16', '2147483647']) expect(isId(good), String(good)).toBe(true);
    for (const bad of [
      0,
      -1,
      1.5,
      2147483648,
      Number.NaN,
      '',
      '0',
      ' 1',
      '1 ',
      '0x10',
      '1e3',
      '01',
      '+1',
      '1.0',
      '2147483648',
      '9999999999999999999',
      null,
      true,
    ]) {
      expect(isId(bad), String(bad)).toBe(false);
    }
  });

  it('idParam reads a canonical id as a number and refuses the rest as invalid', () => {
    expect(v.idParam().parse('16')).toBe(16);
    expect(v.idParam().parse(16)).toBe(16);
    expect(v.idParam().safeParse('0x10').error?.issues[0]?.message).toBe('validation.invalid');
    expect(v.idParam().safeParse(undefined).error?.issues[0]?.message).toBe('validation.required');
    expect(v.idParam().safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });

  it('id (a body reference) is required below 1, invalid past int4 or as a fraction', () => {
    expect(v.id().parse(5)).toBe(5);
    expect(v.id().safeParse(0).error?.issues[0]?.message).toBe('validation.required');
    expect(v.id().safeParse(2147483648).error?.issues[0]?.message).toBe('validation.invalid');
    expect(v.id().safeParse(1.5).error?.issues[0]?.message).toBe('validation.invalid');
    expect(v.id().safeParse('5').error?.issues[0]?.message).toBe('validation.number');
  });

  it('pageParam falls back on anything but a canonical number within its maximum', () => {
    const page = v.pageParam(1, 1000);
    expect(page.parse('7')).toBe(7);
    for (const bad of [undefined, '0', '1e3', '0x10', '1001', '9999999999999999999', ['2']]) {
      expect(page.parse(bad), String(bad)).toBe(1);
    }
  });
});
