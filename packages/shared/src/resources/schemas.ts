import { z } from 'zod';
import { unknownPlaceholders } from '../sms/fill.ts';
import { check, INT4_MAX, optional, v } from '../validation/schemas.ts';
import { filterFields, inForm, maxLength, sortKeys } from './fields.ts';
import { type FieldDef, PER_PAGE_DEFAULT, PER_PAGE_MAX, type ResourceDef } from './types.ts';

const decimalPattern = (scale: number) => new RegExp(`^-?\\d{1,16}(\\.\\d{1,${scale}})?$`);

/** A decimal as a string (numbers are accepted and turned into their decimal string). */
function decimal(field: FieldDef) {
  const scale = field.scale ?? 2;
  const min = field.min ?? 0;
  return z
    .union([z.string(), z.number()], { error: 'validation.required' })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .check(
      z.refine((s: string) => s !== '', { error: 'validation.required', abort: true }),
      z.refine((s: string) => decimalPattern(scale).test(s), { error: 'validation.number', abort: true }),
      z.refine((s: string) => Number(s) >= min, {
        error: 'validation.minValue',
        params: { n: min },
        abort: true,
      }),
      z.refine((s: string) => field.maxValue === undefined || Number(s) <= field.maxValue, {
        error: 'validation.maxValue',
        params: { n: field.maxValue ?? 0 },
      }),
    );
}

/** A text with SMS placeholders: an unknown `{name}` is refused, naming it. */
function smsText(field: FieldDef) {
  return v
    .required()
    .check(check.max(maxLength(field)))
    .check(
      z.superRefine((s: string, ctx) => {
        const unknown = unknownPlaceholders(s);
        if (unknown.length > 0)
          ctx.addIssue({
            code: 'custom',
            message: 'validation.placeholder',
            params: { names: unknown.map((n) => `{${n}}`).join(', ') },
            input: s,
          });
      }),
    );
}

/**
 * Several of a field's options: each once, in the options' order (so equal
 * sets are stored alike); absent or null is the default (else none).
 */
export function enumSetSchema(field: FieldDef) {
  const options = field.options ?? [];
  const fallback = Array.isArray(field.defaultValue) ? [...field.defaultValue] : [];
  return z.preprocess(
    (value) => (value === null || value === undefined ? fallback : value),
    z
      .array(z.enum(options as [string, ...string[]], { error: 'validation.invalid' }), {
        error: 'validation.invalid',
      })
      .max(options.length, { error: 'validation.invalid' })
      .min(field.required ? 1 : 0, { error: 'validation.required' })
      .transform((values) => options.filter((option) => values.includes(option))),
  );
}

/**
 * The value of an `any` filter on an `enum_set` field: one or more of its
 * options, comma-separated (`SAT,SUN`) or the key repeated; each must be an
 * option (else `validation.invalid`, naming the field), answered once each in
 * the options' order (so equal filters are one prepared plan and one cache key).
 */
export function enumSetFilterSchema(field: FieldDef) {
  const options = field.options ?? [];
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value.split(',')
        : Array.isArray(value)
          ? value.flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
          : value,
    z
      .array(z.unknown(), { error: 'validation.invalid' })
      .min(1, { error: 'validation.invalid' })
      .max(options.length, { error: 'validation.invalid' })
      // checked as a whole, so the error names the filter, not a position in it
      .refine((values) => values.every((value) => options.includes(value as string)), {
        error: 'validation.invalid',
      })
      .transform((values) => options.filter((option) => values.includes(option))),
  );
}

/** The validator of one field, before optionality. */
function fieldSchema(field: FieldDef): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'html':
      if (field.placeholders === 'sms') return smsText(field);
      return v.required().check(check.max(maxLength(field)));
    case 'integer':
      return z
        .number({ error: (i) => (i.input == null ? 'validation.required' : 'validation.number') })
        .int({ error: 'validation.number' })
        .check(check.minValue(field.min ?? 0))
        .check(check.maxValue(field.maxValue ?? INT4_MAX));
    case 'decimal':
    case 'percent':
      return decimal(field);
    case 'money':
      return v.money();
    case 'boolean':
      return z.boolean({ error: 'validation.required' });
    case 'date':
      return v.date();
    case 'time':
      return v.time();
    case 'enum':
      return z.enum((field.options ?? []) as [string, ...string[]], { error: 'validation.required' });
    case 'enum_set':
      return enumSetSchema(field);
    case 'ref':
      return v.id();
    case 'phone':
      return v.phone();
    case 'email':
      return v.email();
    case 'stir':
      return v.stir();
    case 'pinfl':
      return v.pinfl();
    case 'mfo':
      return v.mfo();
    case 'bank_account':
      return v.bankAccount();
    case 'device_code':
      return v.deviceCode();
    case 'document_prefix':
      return v.documentPrefix();
    case 'passport':
      return v.passport();
  }
}

/**
 * The payload of create and of update (a full record: the edit dialog sends
 * every field). Optional fields accept null, blank and absence as "empty".
 */
export function recordSchema(def: ResourceDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of def.fields) {
    if (!inForm(field)) continue;
    const schema = fieldSchema(field);
    // an enum set is never missing: absent or null is its default
    if (field.required || field.type === 'enum_set') shape[field.name] = schema;
    else if (field.type === 'boolean') shape[field.name] = schema.optional();
    else shape[field.name] = optional(schema).transform((x) => x ?? null);
  }
  const periods = def.fields.filter((f) => f.notBefore && inForm(f));
  const oneOf = def.exactlyOne ?? [];
  return z.object(shape).superRefine((record, ctx) => {
    if (oneOf.length > 0 && oneOf.filter((name) => record[name] != null).length !== 1) {
      for (const name of oneOf) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'validation.exactlyOne' });
      }
    }
    for (const field of periods) {
      const start = record[field.notBefore ?? ''];
      const end = record[field.name];
      if (typeof start === 'string' && typeof end === 'string' && end < start) {
        ctx.addIssue({
          code: 'custom',
          path: [field.name],
          message: 'validation.afterDate',
          params: { date: start.split('-').reverse().join('.') },
        });
      }
    }
  });
}

/** An integer filter value: canonical decimal within int4 (no `0x10`, `1e3` or ` 1`). */
const integerFilter = z
  .string({ error: 'validation.number' })
  .check(
    z.refine((s: string) => /^-?(0|[1-9][0-9]{0,9})$/.test(s) && Math.abs(Number(s)) <= INT4_MAX, {
      error: 'validation.number',
    }),
  )
  .transform(Number);

/**
 * The list query: `page`, `per_page` (at most 100), `sort` (`name` or `-name`,
 * only indexed keys), `search` (the title, Uzbek-folded), `active`, and each
 * filter field: `<name>` for `eq` and `search`, `<name>_from`/`<name>_to` for `range`, `<name>` with
 * one or more options (`SAT,SUN`) for `any`.
 */
export function listQuerySchema(def: ResourceDef) {
  const keys = sortKeys(def);
  const shape: Record<string, z.ZodType> = {
    page: v.pageParam(1, 1_000_000),
    per_page: v.pageParam(PER_PAGE_DEFAULT, PER_PAGE_MAX),
    sort: z
      .string()
      .refine((s) => keys.includes(s.replace(/^-/, '')), { error: 'validation.invalid' })
      .optional(),
    search: z.string().trim().max(100).optional(),
    active: z.enum(['true', 'false']).optional(),
  };
  for (const field of filterFields(def)) {
    if (field.filter === 'any') {
      shape[field.name] = enumSetFilterSchema(field).optional();
      continue;
    }
    const value =
      field.type === 'ref'
        ? v.idParam()
        : field.type === 'integer'
          ? integerFilter
          : field.type === 'boolean'
            ? z.enum(['true', 'false'])
            : field.type === 'money' || field.type === 'decimal' || field.type === 'percent'
              ? z
                  .string()
                  .trim()
                  .regex(/^-?\d{1,16}(\.\d{1,6})?$/, { error: 'validation.number' })
              : field.type === 'date'
                ? v.date()
                : z.string().trim().max(100);
    if (field.filter === 'range') {
      shape[`${field.name}_from`] = value.optional();
      shape[`${field.name}_to`] = value.optional();
    } else {
      shape[field.name] = value.optional();
    }
  }
  return z.object(shape);
}

/** A parsed list query: an `any` filter's value is the list of chosen options. */
export type ListQuery = Record<string, string | number | readonly string[] | undefined> & {
  page: number;
  per_page: number;
};
