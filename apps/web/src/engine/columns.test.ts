import { user, village, workSchedule } from '@savdo/shared/resources/definitions';
import { describe, expect, it } from 'vitest';
import {
  columnSpecs,
  dependentFields,
  dependentOptionsQuery,
  filterSpecs,
  formatCell,
  refLabelName,
} from './columns.ts';
import { sampleDef } from './test-defs.ts';

const t = (key: string) => `<${key}>`;
const field = (name: string) => {
  const found = sampleDef.fields.find((f) => f.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('columns of a definition', () => {
  it('shows ID, the table fields (references by title) and the status', () => {
    expect(columnSpecs(village).map((c) => [c.key, c.dataIndex, c.titleKey, c.sortKey])).toEqual([
      ['id', 'id', 'engine.id', 'id'],
      ['name', 'name', 'resources.village.fields.name', 'name'],
      ['province_id', 'province_name', 'resources.village.fields.province_id', undefined],
      ['region_id', 'region_name', 'resources.village.fields.region_id', undefined],
      ['active', 'active', 'engine.status', 'active'],
    ]);
  });

  it('leaves out long text, fields kept out of the table, and the status of untoggled resources', () => {
    const keys = columnSpecs({ ...sampleDef, toggle: false }).map((c) => c.key);
    expect(keys).not.toContain('note');
    expect(keys).not.toContain('hidden');
    expect(keys).not.toContain('active');
    expect(keys).toContain('opens_at');
  });

  it('shows who entered each record before the status when the definition asks', () => {
    const keys = columnSpecs({ ...sampleDef, showAuthor: true }).map((c) => [c.key, c.dataIndex]);
    expect(keys.slice(-2)).toEqual([
      ['created_by', 'created_by_name'],
      ['active', 'active'],
    ]);
    expect(columnSpecs(sampleDef).some((c) => c.key === 'created_by')).toBe(false);
  });

  it('names where a reference title is', () => {
    expect(refLabelName({ name: 'user_position_id' })).toBe('user_position_name');
  });
});

describe('cells', () => {
  const row = {
    id: 1,
    province_id: 3,
    province_name: 'Toshkent',
    currency: 'USD',
    is_office: false,
    date: '2025-03-09',
    amount: '1250.5',
    rate: '12.3456',
    opens_at: '09:30:00',
    name: 'Bosh ofis',
  };

  it('formats each kind of field', () => {
    expect(formatCell(field('province_id'), row, t, 'uz')).toBe('Toshkent');
    expect(formatCell(field('currency'), row, t, 'uz')).toBe('<enums.currency.USD>');
    expect(formatCell(field('is_office'), row, t, 'uz')).toBe('<engine.no>');
    expect(formatCell(field('is_office'), { ...row, is_office: true }, t, 'uz')).toBe('<engine.yes>');
    expect(formatCell(field('date'), row, t, 'uz')).toBe('09.03.2025');
    expect(formatCell(field('opens_at'), row, t, 'uz')).toBe('09:30');
    expect(formatCell(field('name'), row, t, 'uz')).toBe('Bosh ofis');
    const daysOff = workSchedule.fields.find((f) => f.name === 'days_off');
    if (!daysOff) throw new Error('days_off');
    expect(formatCell(daysOff, { id: 2, days_off: ['SAT', 'SUN'] }, t, 'uz')).toBe(
      '<enums.weekday.SAT>, <enums.weekday.SUN>',
    );
    expect(formatCell(daysOff, { id: 2, days_off: [] }, t, 'uz')).toBe('');
    expect(formatCell(field('amount'), row, t, 'ru').replace(/\s/g, ' ')).toBe('1 250,50 $');
  });

  it('leaves empty values empty', () => {
    expect(formatCell(field('region_id'), { id: 1, region_name: null }, t, 'uz')).toBe('');
    expect(formatCell(field('date'), { id: 1 }, t, 'uz')).toBe('');
  });
});

describe('filters of a definition', () => {
  it('gives a control per filter field', () => {
    expect(filterSpecs(sampleDef).map((s) => [s.kind, s.field.name])).toEqual([
      ['ref', 'province_id'],
      ['ref', 'region_id'],
      ['enum', 'currency'],
      ['boolean', 'is_office'],
      ['date-range', 'date'],
      ['number-range', 'amount'],
      ['text', 'code'],
    ]);
  });

  it('finds the referenced resource and the keys of ranges', () => {
    const [provinceFilter] = filterSpecs(sampleDef);
    expect(provinceFilter?.kind === 'ref' && provinceFilter.target?.apiPath).toBe('information/provinces');
    const range = filterSpecs(sampleDef).find((s) => s.kind === 'date-range');
    expect(range && 'from' in range ? [range.from, range.to] : []).toEqual(['date_from', 'date_to']);
  });

  it('offers the schedules list a multi-select of the weekdays for their days off', () => {
    const [daysOff] = filterSpecs(workSchedule);
    expect(daysOff?.kind).toBe('enum-set');
    expect(daysOff?.kind === 'enum-set' && [daysOff.key, ...daysOff.options]).toEqual([
      'days_off',
      'MON',
      'TUE',
      'WED',
      'THU',
      'FRI',
      'SAT',
      'SUN',
    ]);
  });

  it('filters the users list by branch and position', () => {
    expect(filterSpecs(user).map((s) => `${s.kind}:${s.field.name}`)).toEqual([
      'ref:branch_id',
      'ref:user_position_id',
    ]);
  });
});

describe('dependent references', () => {
  it('narrows options by the field a reference depends on, and waits for it', () => {
    const region = field('region_id');
    expect(dependentOptionsQuery(region, { province_id: 5 })).toEqual({ province_id: 5 });
    expect(dependentOptionsQuery(region, { province_id: undefined })).toBeUndefined();
    expect(dependentOptionsQuery(field('province_id'), {})).toEqual({});
  });

  it('names the fields to clear when one changes', () => {
    expect(dependentFields(village, 'province_id')).toEqual(['region_id']);
    expect(dependentFields(village, 'region_id')).toEqual([]);
  });
});
