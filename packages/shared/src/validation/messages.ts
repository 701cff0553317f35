/**
 * One i18n key per rule, under the `validation` namespace of
 * `i18n/{uz,ru}/validation.ts`. Rules of product.md section 5 keep their
 * names in camelCase (device-code is `deviceCode`, min-value is `minValue`,
 * filter error is `period`); the formats of DECISIONS.md "Data" follow.
 */
export const VALIDATION_RULES = [
  'required',
  'length',
  'email',
  'notNol',
  'passport',
  'phone',
  'deviceCode',
  'min',
  'max',
  'minValue',
  'maxValue',
  'password',
  'date',
  'futureDate',
  'afterDate',
  'exactlyOne',
  'time',
  'cardDate',
  'cardNumber',
  'period',
  'pinfl',
  'stir',
  'mfo',
  'documentPrefix',
  'bankAccount',
  'imei',
  'money',
  'number',
  'invalid',
  'placeholder',
  'passwordRepeat',
  'unique',
  'refMissing',
  'refMismatch',
  'username',
  'quantity',
  'wholeQuantity',
  'lines',
  'sameWarehouse',
  'duplicateProduct',
  'serialsPerUnit',
  'notSerial',
  'outsideTag',
  'fontTooLarge',
  'nulChar',
  'tooDeep',
  'totpCode',
  'recoveryCode',
  'pastDate',
  'blacklistTarget',
  'fileType',
] as const;

export type ValidationRule = (typeof VALIDATION_RULES)[number];
export type ValidationKey = `validation.${ValidationRule}`;

/** Values put into a message's `{{name}}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** The placeholders each message uses; rules not listed have none. */
export const MESSAGE_PARAMS: Partial<Record<ValidationRule, readonly string[]>> = {
  placeholder: ['names'],
  length: ['n'],
  min: ['n'],
  max: ['n'],
  minValue: ['n'],
  maxValue: ['n'],
  afterDate: ['date'],
};

/** The i18n key of a rule, e.g. `validation.phone`. */
export function messageKey(rule: ValidationRule): ValidationKey {
  return `validation.${rule}`;
}
