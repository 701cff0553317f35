import { type FieldDef, fieldLabelKey, type ResourceDef } from '@savdo/shared/resources';
import type { HistoryEntry, ResourceRow } from './types.ts';

/** One line under an audit entry. */
export type HistoryChange =
  /** A field that differs: "label: before → after", both already formatted for display. */
  | { kind: 'field'; field: string; labelKey: string; before: string; after: string }
  /** A rule set that changed: the rules added and those taken away. */
  | { kind: 'rules'; key: string; labelKey: string; added: string[]; removed: string[] };

/** How a field's value of a stored row reads on screen (a reference's `_name`, yes/no, DD.MM.YYYY…). */
export type FormatValue = (field: FieldDef, row: ResourceRow) => string;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];

/**
 * What an audit entry changed: for a record's edit, each field of the
 * definition whose stored value differs (a reference compared by id, shown by
 * its title); for a rule-set change, the rules added and removed. Creation,
 * activation and the like read from their action label alone.
 */
export function historyChanges(def: ResourceDef, entry: HistoryEntry, format: FormatValue): HistoryChange[] {
  const { before, after } = entry;
  if (!isRecord(before) || !isRecord(after)) return [];
  const changes: HistoryChange[] = [];
  // a field's own list (an enum set's options) is a field change below, not a rule set
  const fields = new Set(def.fields.map((f) => f.name));

  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (fields.has(key)) continue;
    if (!Array.isArray(before[key]) && !Array.isArray(after[key])) continue;
    const was = new Set(strings(before[key]));
    const now = new Set(strings(after[key]));
    const added = [...now].filter((r) => !was.has(r)).sort();
    const removed = [...was].filter((r) => !now.has(r)).sort();
    if (added.length || removed.length)
      changes.push({ kind: 'rules', key, labelKey: `engine.ruleSets.${key}`, added, removed });
  }

  if (entry.action === 'rules') return changes;
  const beforeRow = { id: 0, ...before } as ResourceRow;
  const afterRow = { id: 0, ...after } as ResourceRow;
  for (const field of def.fields) {
    if (!(field.name in before) && !(field.name in after)) continue;
    if (same(before[field.name], after[field.name])) continue;
    changes.push({
      kind: 'field',
      field: field.name,
      labelKey: fieldLabelKey(def, field.name),
      before: format(field, beforeRow),
      after: format(field, afterRow),
    });
  }
  return changes;
}
