/**
 * SMS templates (`sms_templates.content`): text with placeholders in
 * braces, `{client}`, `{sum}`, filled from a client and a contract when a
 * message is made. A template may use only the placeholders below (checked
 * when it is saved); a placeholder without a value is filled with nothing.
 */
export const SMS_PLACEHOLDERS = [
  /** The client's full name. */
  'client',
  'contract_number',
  /** The sum the message is about: the instalment due (reminder), the overdue (missed), the payment (receipt), else the monthly. */
  'sum',
  'monthly',
  /** The oldest unpaid instalment's due date, `DD.MM.YYYY`. */
  'due_date',
  'overdue',
  'days_late',
  /** What is left to pay of the whole contract. */
  'rest',
  /** The same as `{rest}` (older templates say debt). */
  'debt',
  /** What has been paid of the contract so far. */
  'paid',
  /** The payment a receipt is for. */
  'payment',
  'branch',
  'company',
  /** The day the message is made, `DD.MM.YYYY`. */
  'date',
] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];

/** The values of a message's placeholders, already as text. */
export type SmsFields = Partial<Record<SmsPlaceholder, string>>;

const PLACEHOLDER = /\{([^{}\s]{1,40})\}/g;

const isPlaceholder = (name: string): name is SmsPlaceholder =>
  (SMS_PLACEHOLDERS as readonly string[]).includes(name);

/** The placeholders a text uses, each once, in order of first use. */
export function placeholdersOf(content: string): string[] {
  const seen = new Set<string>();
  for (const match of content.matchAll(PLACEHOLDER)) seen.add(match[1] ?? '');
  return [...seen];
}

/** The placeholders of a text that are not in `SMS_PLACEHOLDERS` (what saving a template refuses). */
export function unknownPlaceholders(content: string): string[] {
  return placeholdersOf(content).filter((name) => !isPlaceholder(name));
}

/**
 * The text with each known placeholder replaced by its value (nothing when
 * it has none); an unknown one is left as written. Whitespace runs left by
 * empty values are folded to one space.
 */
export function fillTemplate(content: string, fields: SmsFields): string {
  const filled = content.replace(PLACEHOLDER, (whole, name: string) =>
    isPlaceholder(name) ? (fields[name] ?? '') : whole,
  );
  return filled.replace(/[ \t]{2,}/g, ' ').trim();
}

/** `2025-03-01` → `01.03.2025`. */
export const smsDate = (date: string | null | undefined): string =>
  date ? `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}` : '';

/**
 * Minor units as SMS text, the number only (the template names the
 * currency), plain ASCII so a message stays in the GSM alphabet: 123456700n
 * → `1 234 567` (whole soʻm, rounded), 12550n USD → `125.50`.
 */
export function smsMoney(minor: bigint, currency: 'UZS' | 'USD' = 'UZS'): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const group = (n: bigint) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = negative ? '-' : '';
  if (currency === 'USD') {
    const cents = abs % 100n;
    return `${sign}${group(abs / 100n)}${cents ? `.${cents.toString().padStart(2, '0')}` : ''}`;
  }
  return `${sign}${group(abs / 100n + (abs % 100n >= 50n ? 1n : 0n))}`;
}
