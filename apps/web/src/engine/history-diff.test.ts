import type { FieldDef } from '@savdo/shared/resources';
import { userPosition, village, workSchedule } from '@savdo/shared/resources/definitions';
import { describe, expect, it } from 'vitest';
import { historyChanges } from './history-diff.ts';
import type { HistoryEntry, ResourceRow } from './types.ts';

const format = (field: FieldDef, row: ResourceRow) =>
  String(row[field.type === 'ref' ? `${field.name.replace(/_id$/, '')}_name` : field.name] ?? '');

const entry = (action: string, before: unknown, after: unknown): HistoryEntry =>
  ({
    id: 1,
    action,
    at: '2025-01-01T10:00:00Z',
    before,
    after,
    user_id: 1,
    user_name: 'Admin',
  }) as HistoryEntry;

const stored = {
  id: 4,
  name: 'Chilonzor',
  province_id: 1,
  province_name: 'Toshkent',
  region_id: 2,
  region_name: 'Yunusobod',
  active: true,
  updated_at: '2025-01-01T09:00:00Z',
};

describe('history of a record', () => {
  it('lists only the fields an edit changed, references by their titles', () => {
    const after = {
      ...stored,
      name: 'Chilonzor-2',
      region_id: 3,
      region_name: 'Olmazor',
      updated_at: 'later',
    };
    expect(historyChanges(village, entry('update', stored, after), format)).toEqual([
      {
        kind: 'field',
        field: 'name',
        labelKey: 'resources.village.fields.name',
        before: 'Chilonzor',
        after: 'Chilonzor-2',
      },
      {
        kind: 'field',
        field: 'region_id',
        labelKey: 'resources.village.fields.region_id',
        before: 'Yunusobod',
        after: 'Olmazor',
      },
    ]);
  });

  it('says nothing more for a creation or an activation', () => {
    expect(historyChanges(village, entry('create', null, stored), format)).toEqual([]);
    const deactivated = { ...stored, active: false };
    expect(historyChanges(village, entry('deactivate', stored, deactivated), format)).toEqual([]);
    expect(historyChanges(village, entry('reset-password', null, null), format)).toEqual([]);
  });

  it('shows a changed set of options (days off) as a field change, not a rule set', () => {
    const schedule = { id: 1, name: 'Ofis', days_off: ['SUN'] };
    const changes = historyChanges(
      workSchedule,
      entry('update', schedule, { ...schedule, days_off: ['SAT', 'SUN'] }),
      format,
    );
    expect(changes).toEqual([
      {
        kind: 'field',
        field: 'days_off',
        labelKey: 'resources.work_schedule.fields.days_off',
        before: 'SUN',
        after: 'SAT,SUN',
      },
    ]);
  });

  it('lists the rules added and removed by a rule-set change', () => {
    const change = entry(
      'rules',
      { rules: ['a.show', 'b.show', 'c.edit'] },
      { rules: ['a.show', 'd.add', 'c.add'] },
    );
    expect(historyChanges(userPosition, change, format)).toEqual([
      {
        kind: 'rules',
        key: 'rules',
        labelKey: 'engine.ruleSets.rules',
        added: ['c.add', 'd.add'],
        removed: ['b.show', 'c.edit'],
      },
    ]);
    const same = entry('rules', { assignable_rules: ['a.show'] }, { assignable_rules: ['a.show'] });
    expect(historyChanges(userPosition, same, format)).toEqual([]);
  });
});
