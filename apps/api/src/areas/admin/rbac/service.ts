import { isRuleName } from '@savdo/shared/rules';
import type { AssignableSet, CatalogueModule, HolderKind } from '@savdo/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { audit } from '../../../platform/engine/repository.ts';
import type { AuthContext } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';

/** Whose rule set: a position's, a user's own, or the rules a user may assign to others. */
export type RuleHolder = HolderKind;

const HOLDERS = {
  position: {
    table: 'position_rules',
    key: 'position_id',
    owner: 'user_positions',
    resource: 'user_position',
  },
  user: { table: 'user_rules', key: 'user_id', owner: 'users', resource: 'user' },
  assignable: { table: 'user_attachable_rules', key: 'user_id', owner: 'users', resource: 'user' },
} as const;

/** The rule catalogue grouped by module (menu section), modules and rules by name. */
export async function catalogue(db: Db): Promise<CatalogueModule[]> {
  const rows = await db.execute<{ id: number; name: string; object: string; action: string; module: string }>(
    sql`select id, name, object, action, module from rules order by module, name`,
  );
  const modules = new Map<string, { module: string; rules: typeof rows.rows }>();
  for (const row of rows.rows) {
    const entry = modules.get(row.module) ?? { module: row.module, rules: [] };
    entry.rules.push(row);
    modules.set(row.module, entry);
  }
  return [...modules.values()];
}

export async function ruleSetOf(db: DbOrTx, holder: RuleHolder, id: number): Promise<string[]> {
  const h = HOLDERS[holder];
  const owner = await db.execute(sql`select 1 from ${sql.identifier(h.owner)} where id = ${id}`);
  if (owner.rows.length === 0) throw notFound();
  const rows = await db.execute<{ name: string }>(sql`select r.name from ${sql.identifier(h.table)} x
    join rules r on r.id = x.rule_id where x.${sql.identifier(h.key)} = ${id} order by r.name`);
  return rows.rows.map((r) => r.name);
}

/** The rules this user may hand out: all for a developer, else their assignable set. */
/** What the acting user may hand out, as the rights screens read it. */
export async function assignableSetOf(db: DbOrTx, auth: AuthContext): Promise<AssignableSet> {
  const allowed = await assignableBy(db, auth);
  return allowed === 'all' ? { all: true, rules: [] } : { all: false, rules: [...allowed].sort() };
}

export async function assignableBy(db: DbOrTx, auth: AuthContext): Promise<ReadonlySet<string> | 'all'> {
  if (auth.isDev) return 'all';
  return new Set(await ruleSetOf(db, 'assignable', auth.userId));
}

/**
 * Replaces a holder's rule set. Every rule added or taken away must be one
 * the acting user may assign; unknown names are bad input. The change and
 * its before/after are audited on the holder's record.
 */
export async function replaceRuleSet(
  db: Db,
  auth: AuthContext,
  holder: RuleHolder,
  id: number,
  wanted: string[],
) {
  const unknown = wanted.filter((name) => !isRuleName(name));
  if (unknown.length) throw new AppError(400, 'errors.unknownRules', {}, unknown);
  const next = [...new Set(wanted)].sort();
  return db.transaction(async (tx) => {
    const current = await ruleSetOf(tx, holder, id);
    const changed = [
      ...next.filter((r) => !current.includes(r)),
      ...current.filter((r) => !next.includes(r)),
    ];
    const allowed = await assignableBy(tx, auth);
    const refused = allowed === 'all' ? [] : changed.filter((r) => !allowed.has(r));
    if (refused.length) throw new AppError(403, 'errors.cannotAssign', {}, refused);
    const h = HOLDERS[holder];
    await tx.execute(sql`delete from ${sql.identifier(h.table)} where ${sql.identifier(h.key)} = ${id}`);
    if (next.length) {
      await tx.execute(sql`insert into ${sql.identifier(h.table)} (${sql.identifier(h.key)}, rule_id)
        select ${id}, id from rules where name in (${sql.join(
          next.map((n) => sql`${n}`),
          sql`, `,
        )})`);
    }
    if (changed.length) {
      const label = holder === 'assignable' ? 'assignable_rules' : 'rules';
      await audit(tx, h.resource, id, 'rules', auth.userId, { [label]: current }, { [label]: next });
    }
    return next;
  });
}
