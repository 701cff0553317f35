import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { generalSettings } from '../db/schema.ts';

/*
 * The general settings every layer reads (limits, rates' sources, texts,
 * switches): their catalogue with defaults, and the read of one value. The
 * admin area's screen lists and changes them (areas/admin/general-settings).
 */

export type SettingType = 'string' | 'number' | 'boolean' | 'json';

export interface SettingDefault {
  alias: string;
  name: string;
  type: SettingType;
  value: unknown;
  /**
   * Readable through `get-by-alias` by every signed-in user (the shell, the
   * password renewal); every other setting needs `general_setting.show`.
   */
  everyone?: true;
  /** The only values the setting takes (checked when it is changed). */
  choices?: readonly (string | number | boolean)[];
  /** The smallest and largest value of a number setting. */
  range?: readonly [number, number];
}

/** Settings the product reads, with their defaults; seeded into every database. */
export const SETTING_DEFAULTS: readonly SettingDefault[] = [
  {
    alias: 'password_lifetime_days',
    name: 'Parolning amal qilish muddati (kun)',
    type: 'number',
    value: 90,
    everyone: true,
  },
  {
    alias: 'calculator_by_product',
    name: 'Kalkulyator mahsulot boʻyicha hisoblaydi',
    type: 'boolean',
    value: false,
    everyone: true,
  },
  {
    alias: 'session_idle_minutes',
    name: 'Sessiya harakatsizlikdan keyin tugaydi (daqiqa)',
    type: 'number',
    value: 30,
  },
  {
    alias: 'session_lifetime_hours',
    name: 'Sessiyaning eng uzoq muddati (soat)',
    type: 'number',
    value: 12,
  },
  { alias: 'company_name', name: 'Kompaniya nomi', type: 'string', value: 'Savdo', everyone: true },
  { alias: 'price_rounding', name: 'Sotuv narxini yaxlitlash (soʻm)', type: 'number', value: 1000 },
  { alias: 'fiscal_vat_percent', name: 'Fiskal chek: QQS stavkasi (%)', type: 'number', value: 12 },
  {
    alias: 'fiscal_default_mxik',
    name: 'Fiskal chek: tovarlarning MXIK (IKPU) kodi',
    type: 'string',
    value: '',
  },
  { alias: 'fiscal_package_code', name: 'Fiskal chek: qadoq kodi', type: 'string', value: '' },
  { alias: 'plum_merchant_id', name: 'Plum: merchant ID', type: 'string', value: '' },
  { alias: 'plum_enabled', name: 'Plum integratsiyasi yoqilgan', type: 'boolean', value: true },
  {
    alias: 'contract_rounding',
    name: 'Shartnoma oylik toʻlovini yaxlitlash (soʻm: 0, 100 yoki 1000; dollar — sent)',
    type: 'number',
    value: 1000,
    everyone: true,
    choices: [0, 100, 1000],
  },
  {
    // payroll (docs/DECISIONS.md "Payroll (issue 13, item 3)"): personal income tax withheld from gross pay, Uzbekistan 2025–2026: 12%
    alias: 'payroll_income_tax_percent',
    name: 'Ish haqi: jismoniy shaxslar daromad soligʻi (%)',
    type: 'number',
    value: 12,
    range: [0, 100],
  },
  {
    // payroll: the employer's social tax on gross pay, Uzbekistan 2025–2026: 12% (budget bodies 25%)
    alias: 'payroll_social_tax_percent',
    name: 'Ish haqi: ijtimoiy soliq (ish beruvchi, %)',
    type: 'number',
    value: 12,
    range: [0, 100],
  },
  {
    // client bonuses: points (UZS) earned as a percent of each payment made on or before its due date; 0: off
    alias: 'bonus_percent',
    name: 'Oʻz vaqtida toʻlovdan bonus (%)',
    type: 'number',
    value: 1,
    range: [0, 100],
  },
  {
    alias: 'early_close_bonus_percent',
    name: 'Muddatidan oldin yopishda kechiriladigan ustama (%)',
    type: 'number',
    value: 0,
    range: [0, 100],
  },
  {
    // 0: the contract's day of month (at most 28); 1 … 28: that day of every month (DECISIONS.md "Instalment contracts").
    alias: 'default_payment_day',
    name: 'Toʻlov kuni (0 — shartnoma sanasi kuni, eng koʻpi 28)',
    type: 'number',
    value: 0,
    everyone: true,
    choices: Array.from({ length: 29 }, (_, i) => i),
  },
  // Automatic SMS (modules/sms/auto.ts): each off until turned on; a template is an `sms_templates` id (0: none).
  { alias: 'sms_reminder_enabled', name: 'SMS: toʻlov kunidan oldin eslatma', type: 'boolean', value: false },
  {
    alias: 'sms_reminder_days',
    name: 'SMS: eslatma toʻlov kunidan necha kun oldin',
    type: 'number',
    value: 3,
    range: [0, 30],
  },
  { alias: 'sms_reminder_template', name: 'SMS: eslatma shabloni (ID)', type: 'number', value: 0 },
  {
    alias: 'sms_missed_enabled',
    name: 'SMS: toʻlov oʻtkazib yuborilganda xabar',
    type: 'boolean',
    value: false,
  },
  {
    alias: 'sms_missed_days',
    name: 'SMS: toʻlov kunidan necha kun keyin xabar',
    type: 'number',
    value: 1,
    range: [1, 60],
  },
  { alias: 'sms_missed_template', name: 'SMS: kechikish xabari shabloni (ID)', type: 'number', value: 0 },
  { alias: 'sms_receipt_enabled', name: 'SMS: toʻlovdan keyin kvitansiya', type: 'boolean', value: false },
  { alias: 'sms_receipt_template', name: 'SMS: kvitansiya shabloni (ID)', type: 'number', value: 0 },
  // Customer engagement and resale (modules/engagement, modules/resale).
  {
    alias: 'engagement_bonus_days',
    name: 'Qoʻngʻiroqdan keyin necha kun ichidagi xarid bonus beradi',
    type: 'number',
    value: 30,
    range: [1, 365],
  },
  {
    alias: 'engagement_bonus_percent',
    name: 'Qoʻngʻiroq bonusi: savdo summasidan foiz',
    type: 'number',
    value: 1,
    range: [0, 100],
  },
  {
    alias: 'resale_max_days_late',
    name: 'Qayta sotuv: toʻlov eng koʻpi bilan necha kun kechikkan mijoz',
    type: 'number',
    value: 5,
    range: [0, 365],
  },
  {
    alias: 'stock_closed_until',
    name: 'Ombor davri yopilgan sana (shu sanagacha hujjat kiritilmaydi)',
    type: 'string',
    value: '',
  },
  {
    // auto-payment (DECISIONS.md "Auto-payment", not enough money): the least a smaller attempt asks of a card
    alias: 'auto_pay_least_debit',
    name: 'Avtotoʻlov: kartada pul yetmasa, kichikroq summa bilan urinishning eng kami (soʻm)',
    type: 'number',
    value: 50_000,
    range: [1, 100_000_000],
  },
  {
    // auto-payment: debits of one instalment a day, the first (the sum due) and the smaller ones
    alias: 'auto_pay_attempts_a_day',
    name: 'Avtotoʻlov: bir toʻlov uchun kuniga urinishlar soni (birinchisi bilan)',
    type: 'number',
    value: 4,
    range: [1, 10],
  },
  {
    // collections: late months after which the close of day marks a contract off balance (0: never)
    alias: 'off_balance_after_months',
    name: 'Necha oy kechikkan shartnoma balansdan tashqariga oʻtadi (0 — oʻtkazilmaydi)',
    type: 'number',
    value: 6,
    range: [0, 120],
  },
];

/** Whether any signed-in user may read the setting by alias (see `SettingDefault.everyone`). */
export const readableByEveryone = (alias: string): boolean =>
  SETTING_DEFAULTS.some((s) => s.alias === alias && s.everyone);

const settingColumns = {
  alias: generalSettings.alias,
  name: generalSettings.name,
  type: generalSettings.type,
  value: generalSettings.value,
};

export async function getSetting(db: DbOrTx, alias: string) {
  const [row] = await db.select(settingColumns).from(generalSettings).where(eq(generalSettings.alias, alias));
  return row;
}

/** A setting's value, or its default when the row is missing or of another type. */
export async function settingValue<T extends string | number | boolean>(
  db: DbOrTx,
  alias: string,
): Promise<T> {
  const fallback = SETTING_DEFAULTS.find((s) => s.alias === alias)?.value as T;
  const row = await getSetting(db, alias);
  return row && typeof row.value === typeof fallback ? (row.value as T) : fallback;
}
