import { SETTING_VALUE_SCHEMAS } from '@savdo/shared/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { generalSettings } from '../../../platform/db/schema.ts';
import { audit } from '../../../platform/engine/repository.ts';
import { FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { getSetting, SETTING_DEFAULTS } from '../../../platform/settings/settings.ts';

const settingColumns = {
  alias: generalSettings.alias,
  name: generalSettings.name,
  type: generalSettings.type,
  value: generalSettings.value,
};

export async function listSettings(db: Db) {
  return db.select(settingColumns).from(generalSettings).orderBy(asc(generalSettings.alias));
}

/**
 * Changes a setting's value, checked against the setting's type; audited
 * with the value before and after.
 */
export async function updateSetting(db: Db, alias: string, value: unknown, by: number) {
  const existing = await getSetting(db, alias);
  if (!existing) throw notFound('errors.settingNotFound', { alias });
  const typed = SETTING_VALUE_SCHEMAS[existing.type];
  const parsed = typed.safeParse(value);
  if (!parsed.success)
    throw new FieldErrors([{ field: 'value', key: parsed.error.issues[0]?.message ?? 'validation.invalid' }]);
  const known = SETTING_DEFAULTS.find((s) => s.alias === alias);
  const next = parsed.data as string | number | boolean;
  const outOfRange =
    known?.range && typeof next === 'number' && (next < known.range[0] || next > known.range[1]);
  if ((known?.choices && !known.choices.includes(next)) || outOfRange)
    throw new FieldErrors([{ field: 'value', key: 'validation.invalid' }]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(generalSettings)
      .set({ value: parsed.data as object, updated_at: sql`now()` })
      .where(eq(generalSettings.alias, alias))
      .returning({ id: generalSettings.id });
    await audit(
      tx,
      'general_setting',
      row?.id ?? 0,
      'update',
      by,
      { value: existing.value },
      { value: parsed.data },
    );
    return { ...existing, value: parsed.data };
  });
}

export async function seedSettingDefaults(db: Db): Promise<void> {
  await db
    .insert(generalSettings)
    .values(SETTING_DEFAULTS.map((s) => ({ alias: s.alias, name: s.name, type: s.type, value: s.value })))
    .onConflictDoNothing({ target: generalSettings.alias });
}
