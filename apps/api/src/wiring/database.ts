import { encryptLegacyTotpSecrets } from '../areas/admin/auth/two-factor.ts';
import { refreshNameKeys } from '../areas/sales/clients/name-key-refresh.ts';
import type { Config } from '../platform/config.ts';
import { connect, type Database } from '../platform/db/client.ts';
import { startEmbedded } from '../platform/db/embedded.ts';
import { runMigrations } from '../platform/db/migrate.ts';
import { seedCore, seedDemo, seedFirstAdmin } from '../seed/index.ts';
import { plugHooks } from './hooks.ts';
import { openSecretsKey } from './secrets-key.ts';

export interface OpenDatabase extends Database {
  /** Where it runs: the embedded server or the given URL (password hidden). */
  where: string;
  /** Demo data was just seeded into an empty database (so the demo stock history may follow). */
  seededDemo: boolean;
  /** The connection URL (the background jobs open their own pool on it). */
  url: string;
  /** The key of the secret settings and TOTP secrets, checked against the database (`openSecretsKey`). */
  secretsKey: Buffer;
  close: () => Promise<void>;
}

/**
 * Opens the database the config names (or starts the embedded one), brings
 * its schema up to date (the migrations, then the data steps that need the
 * application's code: `refreshNameKeys`), takes the secrets key that opens its stored secrets
 * (refusing to start when the key cannot: `openSecretsKey`), encrypts TOTP
 * secrets still stored in plain form, and seeds an empty one: demo data, or
 * with DEMO=0 only the first administrator.
 */
export async function openDatabase(config: Config, log: (line: string) => void): Promise<OpenDatabase> {
  // the seed posts through the ledgers: the areas' hooks first
  plugHooks();
  const embedded = config.databaseUrl ? undefined : await startEmbedded(config.dataDir);
  const url = config.databaseUrl ?? embedded?.url ?? '';
  const database = connect(url);
  let seeded = false;
  let secretsKey: Buffer;
  try {
    await runMigrations(database.db);
    const keys = await refreshNameKeys(database.db);
    if (keys) log(`${keys} client name keys were recomputed for the search.`);
    secretsKey = await openSecretsKey(database.db, config, log);
    const legacy = await encryptLegacyTotpSecrets(database.db, secretsKey);
    if (legacy) log(`${legacy} two-factor secrets stored in plain form were encrypted.`);
    await seedCore(database.db);
    seeded = config.demo
      ? await seedDemo(database.db, secretsKey)
      : await seedFirstAdmin(database.db, config.adminPassword);
    if (seeded)
      log(config.demo ? 'Demo data seeded into the empty database.' : 'First administrator created.');
  } catch (error) {
    await database.pool.end();
    await embedded?.stop();
    throw error;
  }
  return {
    ...database,
    seededDemo: seeded && config.demo,
    url,
    secretsKey,
    where: embedded ? `embedded PostgreSQL under ${config.dataDir}` : url.replace(/:[^:@/]*@/, ':***@'),
    close: async () => {
      await database.pool.end();
      await embedded?.stop();
    },
  };
}
