import type { SecretSettingState } from '@savdo/shared/schemas';

/**
 * General settings (`GET /user/general-settings`): each has a type, and the
 * screen edits its value with a control of that type. These helpers turn a
 * stored value into what the control holds and back (pure, tested).
 */
export type SettingType = 'string' | 'number' | 'boolean' | 'json';

export interface Setting {
  alias: string;
  name: string;
  type: SettingType;
  value: unknown;
}

/** A secret setting (a provider's key): replaced or cleared, never read. */
export type SecretSetting = SecretSettingState;

/** A row of the general settings list. */
export type SettingRow = Setting | SecretSetting;

export const isSecret = (row: { type: unknown }): row is SecretSetting => row.type === 'secret';

/** What a row's control holds: text (string, JSON), a number or nothing (InputNumber), a switch. */
export type Draft = string | number | boolean | null;

/** A draft read back as the setting's value, or why it cannot be. */
export type Parsed =
  | { ok: true; value: unknown }
  | { ok: false; key: string; params?: Record<string, string | number> };

const TYPES: readonly string[] = ['string', 'number', 'boolean', 'json'];

export function isSettingType(value: unknown): value is SettingType {
  return typeof value === 'string' && TYPES.includes(value);
}

/** A number typed or stored loosely: `60`, `"60"`, `"1 000"`, `"1,5"`; anything else is null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** The control's starting value for a stored value (tolerating a value stored under another type). */
export function draftOf(setting: Pick<Setting, 'type' | 'value'>): Draft {
  const { type, value } = setting;
  switch (type) {
    case 'number':
      return toNumber(value);
    case 'boolean':
      return value === true || value === 'true' || value === 1;
    case 'json':
      return JSON.stringify(value ?? null, null, 2);
    default:
      return typeof value === 'string' ? value : value == null ? '' : String(value);
  }
}

/** The value to send for a draft: the type's value, or the i18n key of what is wrong with it. */
export function parseDraft(type: SettingType, draft: Draft): Parsed {
  switch (type) {
    case 'number': {
      const n = toNumber(draft);
      return n === null ? { ok: false, key: 'settings.general.required' } : { ok: true, value: n };
    }
    case 'boolean':
      return { ok: true, value: draft === true || draft === 'true' };
    case 'json': {
      const text = typeof draft === 'string' ? draft.trim() : '';
      if (text === '') return { ok: false, key: 'settings.general.required' };
      try {
        return { ok: true, value: JSON.parse(text) as unknown };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { ok: false, key: 'settings.general.invalidJson', params: { reason } };
      }
    }
    default:
      return {
        ok: true,
        value: typeof draft === 'string' ? draft.trim() : draft == null ? '' : String(draft),
      };
  }
}

/** Whether saving the draft would change the stored value (an invalid draft counts as a change: Save shows why). */
export function isChanged(setting: Pick<Setting, 'type' | 'value'>, draft: Draft): boolean {
  const parsed = parseDraft(setting.type, draft);
  if (!parsed.ok) return true;
  return JSON.stringify(parsed.value) !== JSON.stringify(setting.value);
}

/**
 * The messages of a 400 answer that concern the value: `"value: …"` lines
 * lose their prefix; other lines are kept as they are; with none, the message.
 */
export function valueErrors(lines: readonly string[], message: string | undefined): string[] {
  const out = lines.map((line) => line.replace(/^value:\s+/, '')).filter((line) => line.trim() !== '');
  if (out.length === 0 && message) out.push(message);
  return out;
}
