import { z } from 'zod';
import { isAfterDate, isCardDate, isDate, isFutureDate, isTime, parseDate, toDisplayDate } from './dates.ts';
import type { MessageParams, ValidationKey } from './messages.ts';
import {
  isBankAccount,
  isCardNumber,
  isDeviceCode,
  isDocumentPrefix,
  isEmail,
  isImei,
  isLength,
  isMaxLength,
  isMaxValue,
  isMfo,
  isMinLength,
  isMinValue,
  isMoney,
  isNotNol,
  isPassport,
  isPassword,
  isPhone,
  isPinfl,
  isRequired,
  isStir,
  normalizePhone,
  stripDigitSeparators,
} from './predicates.ts';

/**
 * zod 4 builders for one schema on both sides (STYLE.md "One schema, both
 * sides"). Every issue they raise has the i18n key as its `message` and, for
 * the rules with placeholders, a `params` object (`{ n }`, `{ date }`);
 * `formatIssues` turns them into text.
 */

type Check<T> = z.core.$ZodCheck<T>;

/**
 * A refinement check whose issue message is `key`, carrying `params`. It
 * aborts, so a field reports one message and checks of the enclosing object
 * (such as `check.period`) do not run on a value already known to be bad.
 */
function rule<T>(test: (value: T) => boolean, key: ValidationKey, params?: MessageParams): Check<T> {
  return z.refine<T>(test, params ? { error: key, params, abort: true } : { error: key, abort: true });
}

/** Missing (undefined, null) is `required`; another type is `invalid`, or `number` for a non-number. */
function typeError(missing: ValidationKey, wrong: ValidationKey) {
  return (issue: { input?: unknown }): ValidationKey =>
    issue.input === undefined || issue.input === null ? missing : wrong;
}

/**
 * Checks to add to any schema with `.check(...)`, e.g.
 * `v.money().check(check.notNol(), check.maxValue('1000000'))`.
 */
export const check = {
  required: <T>(): Check<T> => z.refine<T>(isRequired, { error: 'validation.required', abort: true }),
  length: (n: number): Check<string> => rule((s: string) => isLength(s, n), 'validation.length', { n }),
  min: (n: number): Check<string> => rule((s: string) => isMinLength(s, n), 'validation.min', { n }),
  max: (n: number): Check<string> => rule((s: string) => isMaxLength(s, n), 'validation.max', { n }),
  notNol: <T extends number | string>(): Check<T> => rule<T>(isNotNol, 'validation.notNol'),
  minValue: <T extends number | string>(n: number | string): Check<T> =>
    rule<T>((x) => isMinValue(x, n), 'validation.minValue', { n }),
  maxValue: <T extends number | string>(n: number | string): Check<T> =>
    rule<T>((x) => isMaxValue(x, n), 'validation.maxValue', { n }),
  futureDate: (): Check<string> => rule((s: string) => isFutureDate(s), 'validation.futureDate'),
  afterDate: (min: string): Check<string> =>
    rule((s: string) => isAfterDate(s, min), 'validation.afterDate', { date: toDisplayDate(min) }),
  /**
   * filter error on an object holding a date period under `fromKey` and
   * `toKey`: a missing end raises `validation.period` on that field, an
   * unreadable one `validation.date`; an end before the start raises
   * `validation.afterDate` (with the start as `date`) on `toKey`.
   */
  period: <K extends string, T extends Partial<Record<K, string | null | undefined>>>(
    fromKey: K,
    toKey: K,
  ): Check<T> =>
    z.superRefine<T>((value, ctx) => {
      const ends = [fromKey, toKey].map((key) => {
        const raw = value[key]?.trim();
        const end = raw ? parseDate(raw) : null;
        if (end === null) {
          const message = raw ? 'validation.date' : 'validation.period';
          ctx.addIssue({ code: 'custom', message, path: [key], input: value[key] });
        }
        return end;
      });
      const [from, to] = ends;
      if (from && to && to < from) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.afterDate',
          params: { date: toDisplayDate(from) },
          path: [toKey],
          input: value[toKey],
        });
      }
    }),
};

/** A required string: trimmed, then non-blank. */
function text() {
  return z
    .string({ error: typeError('validation.required', 'validation.invalid') })
    .trim()
    .check(check.required<string>());
}

/** A required string in a given format, after trimming and an optional clean-up. */
function format(test: (value: string) => boolean, key: ValidationKey, clean?: (value: string) => string) {
  const base = clean ? text().overwrite(clean) : text();
  return base.check(rule(test, key));
}

/** A required finite number; NaN or a non-number gives `validation.number`. */
function number() {
  return z.number({ error: typeError('validation.required', 'validation.number') });
}

/** The largest value of a 32-bit integer column (PostgreSQL int4): no id, page or count goes above it. */
export const INT4_MAX = 2_147_483_647;

/**
 * An id: a whole number 1..INT4_MAX; as text (a path or query value) only
 * canonical decimal digits (`^[1-9][0-9]*$`), so ` 1`, `0x10`, `1e3`,
 * `01` or `1.0` are not ids (DECISIONS.md "Ids").
 */
export function isId(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= INT4_MAX;
  return typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= INT4_MAX;
}

/** An id in a JSON body: a number; 0 and below mean "not chosen" (`required`), a fraction or past int4 `invalid`. */
function id() {
  return z.number({ error: typeError('validation.required', 'validation.number') }).check(
    rule((n: number) => n >= 1, 'validation.required'),
    rule((n: number) => isId(n), 'validation.invalid'),
  );
}

/** An id in a path or a query string (text, or a number from a form): canonical decimal in int4, output as a number. */
function idParam() {
  return z
    .union([z.string(), z.number()], { error: typeError('validation.required', 'validation.invalid') })
    .check(
      rule((x: string | number) => x !== '', 'validation.required'),
      rule(isId, 'validation.invalid'),
    )
    .transform(Number);
}

/** A page number or size of a list query: canonical, 1..max; anything else falls back to `fallback`. */
function pageParam(fallback: number, max: number) {
  return z.preprocess((x) => (isId(x) && Number(x) <= max ? Number(x) : fallback), z.number());
}

/** A required date in either accepted format, output as `YYYY-MM-DD`. */
function date() {
  return text()
    .overwrite((s) => parseDate(s) ?? s)
    .check(rule(isDate, 'validation.date'));
}

export const v = {
  /** required: a non-blank string (trimmed). */
  required: text,
  /** length: exactly `n` characters. */
  length: (n: number) => text().check(check.length(n)),
  /** min: at least `n` characters. */
  min: (n: number) => text().check(check.min(n)),
  /** max: at most `n` characters; an empty string fails `required` (wrap in `v.optional` if it may be empty). */
  max: (n: number) => text().check(check.max(n)),
  email: () => format(isEmail, 'validation.email'),
  passport: () => format(isPassport, 'validation.passport'),
  /** phone: `+998 90 123-45-67` is accepted and output as `998901234567`. */
  phone: () => format(isPhone, 'validation.phone', normalizePhone),
  deviceCode: () => format(isDeviceCode, 'validation.deviceCode'),
  /** documentPrefix: `tsh` is accepted and output as `TSH`. */
  documentPrefix: () => format(isDocumentPrefix, 'validation.documentPrefix', (s) => s.toUpperCase()),
  /** password: not trimmed; at least 6 characters with upper, lower, digit and symbol. */
  password: () =>
    z
      .string({ error: typeError('validation.required', 'validation.invalid') })
      .check(check.required<string>(), rule(isPassword, 'validation.password')),
  pinfl: () => format(isPinfl, 'validation.pinfl'),
  stir: () => format(isStir, 'validation.stir'),
  mfo: () => format(isMfo, 'validation.mfo'),
  bankAccount: () => format(isBankAccount, 'validation.bankAccount', stripDigitSeparators),
  imei: () => format(isImei, 'validation.imei', stripDigitSeparators),
  /** card number: `8600 1234 ...` is accepted and output as 16 digits. */
  cardNumber: () => format(isCardNumber, 'validation.cardNumber', stripDigitSeparators),
  /** cardDate: `MM/YY`, not in the past (Tashkent time at the moment of parsing). */
  cardDate: () => format((s) => isCardDate(s), 'validation.cardDate'),
  time: () => format(isTime, 'validation.time'),
  /** date: `YYYY-MM-DD` or `DD.MM.YYYY`, output as `YYYY-MM-DD`. */
  date,
  futureDate: () => date().check(check.futureDate()),
  /** after-date: on or after `min`, which must itself be a valid date. */
  afterDate: (min: string) => {
    if (!isDate(min)) throw new RangeError(`v.afterDate: not a date: ${min}`);
    return date().check(check.afterDate(min));
  },
  /** money: a decimal string, e.g. `"1250000.00"`; add `check.notNol()` to forbid 0. */
  money: () => format(isMoney, 'validation.money'),
  number,
  id,
  idParam,
  pageParam,
  notNol: () => number().check(check.notNol<number>()),
  minValue: (n: number) => number().check(check.minValue<number>(n)),
  maxValue: (n: number) => number().check(check.maxValue<number>(n)),
  /** filter error: `{ from, to }` dates, both present, `from` not after `to`; output as `YYYY-MM-DD`. */
  period: () =>
    z
      .object({ from: optional(date()), to: optional(date()) })
      .check(
        check.period<'from' | 'to', { from?: string | undefined; to?: string | undefined }>('from', 'to'),
      ),
  optional,
};

/** Makes a field optional: undefined, null and blank text all parse as undefined. */
export function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    schema.optional(),
  );
}
