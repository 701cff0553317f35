/**
 * Pure predicates for the text and number rules of product.md section 5 and
 * the field formats of DECISIONS.md "Data". They do not trim or clean their
 * input: the zod builders in `schemas.ts` do that before calling them.
 */

/** The most integer digits a money amount may have, so its minor units fit a 64-bit integer. */
export const MONEY_MAX_INTEGER_DIGITS = 16;

const EMAIL_LOCAL = /^[A-Za-z0-9_%+-]+(\.[A-Za-z0-9_%+-]+)*$/;
const EMAIL_DOMAIN = /^([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const MONEY = new RegExp(`^(0|[1-9]\\d{0,${MONEY_MAX_INTEGER_DIGITS - 1}})(\\.\\d{1,2})?$`);

const digits = (count: number): RegExp => new RegExp(`^\\d{${count}}$`);
const PHONE = /^998\d{9}$/;
const PASSPORT = /^[A-Z]{2}\d{7}$/;
const CARD_NUMBER = digits(16);
const IMEI = digits(15);
const PINFL = digits(14);
const STIR = digits(9);
const MFO = digits(5);
const BANK_ACCOUNT = digits(20);

/** Length in characters (code points), so a letter outside the BMP counts once. */
export const charLength = (value: string): number => [...value].length;

/** required: not null or undefined, not blank text, not an empty list, not NaN. */
export function isRequired(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** length: exactly `n` characters. */
export function isLength(value: string, n: number): boolean {
  return charLength(value) === n;
}

/** min: at least `n` characters. */
export function isMinLength(value: string, n: number): boolean {
  return charLength(value) >= n;
}

/** max: at most `n` characters. */
export function isMaxLength(value: string, n: number): boolean {
  return charLength(value) <= n;
}

/** email: `local@domain.tld`, at most 254 characters, no leading, trailing or doubled dots. */
export function isEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 1 || value.length > 254) return false;
  const local = value.slice(0, at);
  return local.length <= 64 && EMAIL_LOCAL.test(local) && EMAIL_DOMAIN.test(value.slice(at + 1));
}

/** An exact decimal: `digits` × 10^-`scale` (1250.5 → 12505n, 1). */
interface ExactDecimal {
  digits: bigint;
  scale: number;
}

/** The shortest decimal of a number as JavaScript prints it, exponent included (`1e+21`, `5e-324`). */
const NUMBER_TEXT = /^(-)?(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * A finite number (read as the shortest decimal that prints it, so 0.1 is exactly 0.1), or a plain decimal
 * string (`-12`, `1250000.00`), as an exact decimal; null for anything else. BigInt instead of a decimal
 * library: these comparisons are all the validators need, and every form of the web app bundles them
 * (`decimal.js` would add 12 KB gzip to each screen with a form).
 */
function toExact(value: number | string): ExactDecimal | null {
  if (typeof value === 'number' ? !Number.isFinite(value) : !DECIMAL.test(value)) return null;
  const match = NUMBER_TEXT.exec(String(value));
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  const digits = BigInt(`${sign ?? ''}${whole}${fraction}`);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`; null when either is not a number. */
export function compareDecimal(a: number | string, b: number | string): number | null {
  const x = toExact(a);
  const y = toExact(b);
  if (!x || !y) return null;
  const scale = Math.max(x.scale, y.scale);
  const left = x.digits * 10n ** BigInt(scale - x.scale);
  const right = y.digits * 10n ** BigInt(scale - y.scale);
  return left === right ? 0 : left < right ? -1 : 1;
}

/** notNol: a number or decimal string greater than 0. */
export function isNotNol(value: number | string): boolean {
  return (compareDecimal(value, 0) ?? 0) > 0;
}

/** min-value: a number or decimal string not less than `n`. */
export function isMinValue(value: number | string, n: number | string): boolean {
  return (compareDecimal(value, n) ?? -1) >= 0;
}

/** max-value: a number or decimal string not greater than `n`. */
export function isMaxValue(value: number | string, n: number | string): boolean {
  return (compareDecimal(value, n) ?? 1) <= 0;
}

/** Money on the wire: a non-negative decimal string with at most 2 fraction digits and no leading zeros. */
export function isMoney(value: string): boolean {
  return MONEY.test(value);
}

/** passport: series of 2 Latin capitals and 7 digits, e.g. AA1234567. */
export function isPassport(value: string): boolean {
  return PASSPORT.test(value);
}

/** phone: 998 and 9 more digits, 12 digits in all, nothing else. */
export function isPhone(value: string): boolean {
  return PHONE.test(value);
}

/** Drops the `+`, spaces, dashes, dots and brackets people type in a phone number. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s+\-().]/g, '');
}

/** Drops spaces and dashes typed between groups of digits (card numbers, IMEI, accounts). */
export function stripDigitSeparators(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** device-code: exactly 6 characters, none of them white space. */
/** A branch's document prefix: 2 to 5 capital Latin letters or digits (`TSH`, `F2`). */
export function isDocumentPrefix(value: string): boolean {
  return /^[A-Z0-9]{2,5}$/.test(value);
}

export function isDeviceCode(value: string): boolean {
  return charLength(value) === 6 && !/\s/.test(value);
}

/**
 * password: at least 6 characters with at least one uppercase letter, one
 * lowercase letter, one digit and one symbol (any character that is not a
 * letter, a digit or white space).
 */
export function isPassword(value: string): boolean {
  return (
    charLength(value) >= 6 &&
    /\p{Lu}/u.test(value) &&
    /\p{Ll}/u.test(value) &&
    /\d/.test(value) &&
    /[^\p{L}\p{N}\s]/u.test(value)
  );
}

/** The Luhn (mod 10) check over a string of digits, check digit last. */
export function isLuhnValid(value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    let digit = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** card number: 16 digits with a valid Luhn check digit. */
export function isCardNumber(value: string): boolean {
  return CARD_NUMBER.test(value) && isLuhnValid(value);
}

/** IMEI: 15 digits with a valid Luhn check digit. */
export function isImei(value: string): boolean {
  return IMEI.test(value) && isLuhnValid(value);
}

/** Personal ID (PINFL, the spec's `tin`): 14 digits. */
export function isPinfl(value: string): boolean {
  return PINFL.test(value);
}

/** Tax number (STIR): 9 digits. */
export function isStir(value: string): boolean {
  return STIR.test(value);
}

/** Bank MFO: 5 digits. */
export function isMfo(value: string): boolean {
  return MFO.test(value);
}

/** Bank account: 20 digits. */
export function isBankAccount(value: string): boolean {
  return BANK_ACCOUNT.test(value);
}
