import { fromMinor, toMinor } from '@savdo/shared/money';
import type { ResourceDef } from '@savdo/shared/resources';
import { sanitizeHtml } from '../http/html.ts';

type Row = Record<string, unknown>;

/** Payload values as the database stores them: money decimal strings become bigint minor units. */
export function toDbValues(def: ResourceDef, input: Row): Row {
  const out: Row = {};
  for (const field of def.fields) {
    if (!(field.name in input)) continue;
    const value = input[field.name];
    if (field.type === 'money' && typeof value === 'string') out[field.name] = toMinor(value);
    // Whatever a client sends, only the allow-listed HTML is stored.
    else if (field.type === 'html' && typeof value === 'string') out[field.name] = sanitizeHtml(value);
    else out[field.name] = value;
  }
  return out;
}

/** A database row as the API answers it: minor units back to decimal strings, NUMERIC as strings. */
export function toApiRow(def: ResourceDef, row: Row): Row {
  const out: Row = { ...row };
  for (const field of def.fields) {
    const value = row[field.name];
    // PostgreSQL answers a time as HH:MM:SS; the product speaks HH:MM.
    if (field.type === 'time' && typeof value === 'string') out[field.name] = value.slice(0, 5);
    if (field.type === 'money' && value !== null && value !== undefined)
      out[field.name] = fromMinor(BigInt(value as string));
  }
  delete out.title_folded;
  return out;
}
