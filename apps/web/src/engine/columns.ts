import type { Language } from '@savdo/shared/i18n/languages';
import {
  enumLabelKey,
  type FieldDef,
  fieldLabelKey,
  filterFields,
  findResource,
  inTable,
  type ResourceDef,
  sortKeys,
} from '@savdo/shared/resources';
import { toDisplayDate } from '@savdo/shared/validation';
import { formatMoney, formatNumber, formatPercent } from '../shared/format.ts';
import { filterKeysOf } from './list-state.ts';
import type { ResourceRow } from './types.ts';

/**
 * What the list screen shows, derived from a definition (STYLE.md "Declare,
 * then derive"): its columns and its filter controls. Plain data, so it is
 * tested without a browser; the components only render it.
 */

/** `province_id` → `province_name`: where a list row carries a reference's title. */
export const refLabelName = (field: Pick<FieldDef, 'name'>): string =>
  `${field.name.replace(/_id$/, '')}_name`;

export interface ColumnSpec {
  /** Column key: `id`, a field name, or `active` for the status. */
  key: string;
  /** The row property shown (`province_name` for a reference). */
  dataIndex: string;
  titleKey: string;
  /** The API sort key, when the list may be sorted by this column. */
  sortKey?: string;
  field?: FieldDef;
}

/** ID, each field shown in the table, who entered it when the list shows that, then the status when records toggle. */
export function columnSpecs(def: ResourceDef): ColumnSpec[] {
  const sortable = new Set(sortKeys(def));
  const columns: ColumnSpec[] = [{ key: 'id', dataIndex: 'id', titleKey: 'engine.id', sortKey: 'id' }];
  for (const field of def.fields) {
    if (!inTable(field)) continue;
    columns.push({
      key: field.name,
      dataIndex: field.type === 'ref' ? refLabelName(field) : field.name,
      titleKey: fieldLabelKey(def, field.name),
      sortKey: sortable.has(field.name) ? field.name : undefined,
      field,
    });
  }
  if (def.showAuthor) {
    columns.push({ key: 'created_by', dataIndex: 'created_by_name', titleKey: 'engine.createdBy' });
  }
  if (def.toggle !== false) {
    columns.push({ key: 'active', dataIndex: 'active', titleKey: 'engine.status', sortKey: 'active' });
  }
  return columns;
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The text of one cell: a reference's title, yes/no, an enum label, money in its currency, DD.MM.YYYY. */
export function formatCell(field: FieldDef, row: ResourceRow, t: Translate, lang: Language): string {
  const raw = row[field.type === 'ref' ? refLabelName(field) : field.name];
  if (raw === null || raw === undefined || raw === '') return '';
  if (field.type === 'enum_set')
    return Array.isArray(raw) ? raw.map((v) => t(enumLabelKey(field, String(v)))).join(', ') : '';
  const text = String(raw);
  switch (field.type) {
    case 'boolean':
      return t(raw === true || raw === 'true' ? 'engine.yes' : 'engine.no');
    case 'enum':
      return t(enumLabelKey(field, text));
    case 'money':
      return formatMoney(text as `${number}`, field.currency ?? 'UZS', lang);
    case 'decimal':
      return formatNumber(text as `${number}`, lang, field.scale ?? 2);
    case 'percent':
      return formatPercent(text as `${number}`, lang);
    case 'date':
      return toDisplayDate(text.slice(0, 10));
    case 'time':
      return text.slice(0, 5);
    default:
      return text;
  }
}

/** One control of the filter bar. */
export type FilterSpec =
  | { kind: 'ref'; field: FieldDef; key: string; target: ResourceDef | undefined }
  | { kind: 'enum'; field: FieldDef; key: string; options: readonly string[] }
  | { kind: 'enum-set'; field: FieldDef; key: string; options: readonly string[] }
  | { kind: 'boolean'; field: FieldDef; key: string }
  | { kind: 'text'; field: FieldDef; key: string }
  | { kind: 'date-range'; field: FieldDef; from: string; to: string }
  | { kind: 'number-range'; field: FieldDef; from: string; to: string };

/**
 * The filter controls of a definition: a select per reference, enum and
 * yes/no field, a multi-select per set (`any`) field, a date range or two
 * number inputs per range field, a text input otherwise.
 */
export function filterSpecs(def: ResourceDef): FilterSpec[] {
  return filterFields(def).map((field): FilterSpec => {
    if (field.filter === 'range') {
      const [from = '', to = ''] = filterKeysOf(field);
      return { kind: field.type === 'date' ? 'date-range' : 'number-range', field, from, to };
    }
    const key = field.name;
    if (field.filter === 'eq' && field.type === 'ref')
      return { kind: 'ref', field, key, target: findResource(field.ref ?? '') };
    if (field.filter === 'eq' && field.type === 'enum')
      return { kind: 'enum', field, key, options: field.options ?? [] };
    if (field.filter === 'eq' && field.type === 'boolean') return { kind: 'boolean', field, key };
    if (field.filter === 'any') return { kind: 'enum-set', field, key, options: field.options ?? [] };
    return { kind: 'text', field, key };
  });
}

/**
 * The filters a reference's options are narrowed by: a field with
 * `refDependsOn` (a village's region) lists only the referenced records
 * matching the value of the field it depends on (the chosen province).
 * `undefined` when that field has no value yet (nothing to choose from).
 */
export function dependentOptionsQuery(
  field: FieldDef,
  values: Readonly<Record<string, unknown>>,
): Record<string, string | number> | undefined {
  const dependsOn = field.refDependsOn;
  if (!dependsOn) return {};
  const value = values[dependsOn.field];
  if (value === undefined || value === null || value === '') return undefined;
  return { [dependsOn.refField]: value as string | number };
}

/** Fields whose value must be cleared when `changed` changes (the region when the province does). */
export function dependentFields(def: ResourceDef, changed: string): string[] {
  return def.fields.filter((f) => f.refDependsOn?.field === changed).map((f) => f.name);
}
