import { RULE_GROUPS, RULES } from '@savdo/shared/rules';
import { sql } from 'drizzle-orm';
import { seedSettingDefaults } from '../areas/admin/general-settings/service.ts';
import type { DbOrTx } from '../platform/db/client.ts';
import { rules } from '../platform/db/schema.ts';

/** Brings the rule catalogue table in line with the code's catalogue (adds new rules, keeps grants). */
export async function syncRuleCatalogue(db: DbOrTx): Promise<void> {
  const rows = RULES.map((name) => {
    const dot = name.lastIndexOf('.');
    return {
      name,
      object: name.slice(0, dot),
      action: name.slice(dot + 1),
      module: RULE_GROUPS[name] ?? 'settings',
    };
  });
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(rules)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({ target: rules.name, set: { module: sql`excluded.module` } });
  }
}

/** What every database needs whatever its data: the rule catalogue and the settings' defaults. */
export async function seedCore(db: DbOrTx): Promise<void> {
  await syncRuleCatalogue(db);
  await seedSettingDefaults(db);
}
