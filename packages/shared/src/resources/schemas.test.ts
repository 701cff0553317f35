import { describe, expect, it } from 'vitest';
import { installationRate } from './definitions/installation.ts';
import { workSchedule } from './definitions/salary.ts';
import { listQuerySchema, recordSchema } from './schemas.ts';

const fieldsOf = (input: object) => {
  const result = recordSchema(installationRate).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`).sort();
};

describe('recordSchema: exactly one of', () => {
  it('accepts a rate for a product or for a category', () => {
    expect(fieldsOf({ product_id: 3, amount: '120000' })).toEqual([]);
    expect(fieldsOf({ product_category_id: 5, amount: '80000' })).toEqual([]);
  });

  it('refuses both or neither, naming each field', () => {
    const both = ['product_category_id:validation.exactlyOne', 'product_id:validation.exactlyOne'];
    expect(fieldsOf({ product_id: 3, product_category_id: 5, amount: '1' })).toEqual(both);
    expect(fieldsOf({ product_id: null, product_category_id: '', amount: '1' })).toEqual(both);
  });

  it('refuses a negative amount', () => {
    expect(fieldsOf({ product_id: 3, amount: '-1' })).toHaveLength(1);
  });
});

describe('recordSchema: a set of options (enum_set)', () => {
  const schema = recordSchema(workSchedule);
  const base = { name: 'Ofis', start_time: '09:00', end_time: '18:00' };
  const daysOff = (input: object) => {
    const result = schema.safeParse({ ...base, ...input });
    return result.success ? result.data.days_off : 'refused';
  };

  it('keeps each chosen option once, in the options order', () => {
    expect(daysOff({ days_off: ['SUN', 'SAT', 'SUN'] })).toEqual(['SAT', 'SUN']);
    expect(daysOff({ days_off: [] })).toEqual([]);
  });

  it('takes the default when absent or null', () => {
    expect(daysOff({})).toEqual(['SUN']);
    expect(daysOff({ days_off: null })).toEqual(['SUN']);
  });

  it('refuses an unknown option or a value that is not a list', () => {
    expect(daysOff({ days_off: ['FUNDAY'] })).toBe('refused');
    expect(daysOff({ days_off: 'SUN' })).toBe('refused');
  });
});

describe('listQuerySchema: a filter by a set of options (any)', () => {
  const query = listQuerySchema(workSchedule);
  const chosen = (daysOff: unknown) => {
    const result = query.safeParse({ days_off: daysOff });
    return result.success
      ? result.data.days_off
      : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it('reads one or more weekdays, comma-separated or repeated, once each in the options order', () => {
    expect(chosen('SAT')).toEqual(['SAT']);
    expect(chosen('SUN,SAT,SUN')).toEqual(['SAT', 'SUN']);
    expect(chosen(['FRI', 'SAT,SUN'])).toEqual(['FRI', 'SAT', 'SUN']);
    expect(chosen(undefined)).toBeUndefined();
  });

  it('refuses anything that is not a weekday, naming the filter', () => {
    for (const bad of ['HOLIDAY', 'SAT,sun', '', 'SAT,', ['SAT', 7]]) {
      expect(chosen(bad), JSON.stringify(bad)).toEqual(['days_off:validation.invalid']);
    }
  });
});
