import { type FieldDef, inForm, type ResourceDef } from '@savdo/shared/resources';
import type { FormMode, ResourceRow } from './types.ts';

/**
 * The dialog's values are the wire's values: decimal and money as strings,
 * dates `YYYY-MM-DD`, times `HH:mm`, references as ids (the controls adapt
 * dayjs and friends at their edge). So the form validates with the shared
 * schema as is and sends what it holds.
 */
export type FormValues = Record<string, unknown>;

export const formFieldsOf = (def: ResourceDef): FieldDef[] => def.fields.filter(inForm);

/** A stored value as its control holds it (the database answers times as `HH:mm:ss`). */
function formValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return field.type === 'boolean' ? false : undefined;
  switch (field.type) {
    case 'enum_set':
      return Array.isArray(value) ? [...value] : [];
    case 'time':
      return String(value).slice(0, 5);
    case 'date':
      return String(value).slice(0, 10);
    case 'integer':
    case 'ref':
      return typeof value === 'number' ? value : Number(value);
    case 'boolean':
      return Boolean(value);
    case 'decimal':
    case 'money':
    case 'percent':
      return String(value);
    default:
      return value;
  }
}

/** The values a dialog opens with: the record's for an edit, the defaults for an add. */
export function initialValues(def: ResourceDef, mode: FormMode, row?: ResourceRow): FormValues {
  const values: FormValues = {};
  for (const field of formFieldsOf(def)) {
    if (mode === 'edit' && row) values[field.name] = formValue(field, row[field.name]);
    else if (field.defaultValue !== undefined) values[field.name] = formValue(field, field.defaultValue);
    else if (field.type === 'boolean') values[field.name] = false;
  }
  return values;
}

/**
 * The payload of create and update: every form field (the edit sends the
 * full record), blanks as null, text trimmed; `extra` names fields beyond the
 * definition's that the dialog holds (a new user's password).
 */
export function toPayload(def: ResourceDef, values: FormValues, extra: readonly string[] = []): FormValues {
  const payload: FormValues = {};
  for (const field of formFieldsOf(def)) {
    const value = values[field.name];
    if (field.type === 'boolean') payload[field.name] = Boolean(value);
    else if (value === undefined || value === null) payload[field.name] = null;
    else if (typeof value === 'string') payload[field.name] = value.trim() === '' ? null : value.trim();
    else payload[field.name] = value;
  }
  for (const name of extra) payload[name] = values[name];
  return payload;
}

export interface FieldErrorsOf {
  name: string;
  errors: string[];
}

/**
 * The per-field lines of a 400 answer (`"field: message"`) that name a
 * field of the dialog, grouped by field, for the form to show under each.
 */
export function serverFieldErrors(lines: readonly string[], names: readonly string[]): FieldErrorsOf[] {
  const known = new Set(names);
  const byField = new Map<string, string[]>();
  for (const line of lines) {
    const match = /^([a-z][a-z0-9_]*):\s+(.+)$/i.exec(line);
    const name = match?.[1];
    const message = match?.[2];
    if (!name || !message || !known.has(name)) continue;
    byField.set(name, [...(byField.get(name) ?? []), message]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}
