import { eq, isNotNull, like } from 'drizzle-orm';
import { twoFactor } from '../areas/admin/auth/schema.ts';
import { totpAlias } from '../areas/admin/auth/two-factor.ts';
import { decryptSecret } from '../areas/admin/general-settings/secret-box.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/client.ts';
import { settingSecrets, users } from '../platform/db/schema.ts';
import { generateSecretsKey, readSecretsKey, secretsKeyFile } from '../platform/secrets-key.ts';

/** A value encrypted under the secrets key: what it is (for the message), its alias and its stored form. */
interface Sealed {
  what: string;
  alias: string;
  stored: string;
}

/**
 * Every encrypted secret the database holds: the secret settings that are set and the TOTP
 * secrets (those still in plain form, without `v1:`, are encrypted after this check).
 */
async function sealedSecrets(db: Db): Promise<Sealed[]> {
  const settings = await db
    .select({ alias: settingSecrets.alias, stored: settingSecrets.ciphertext })
    .from(settingSecrets)
    .where(isNotNull(settingSecrets.ciphertext));
  const totp = await db
    .select({ userId: twoFactor.user_id, username: users.username, stored: twoFactor.secret })
    .from(twoFactor)
    .innerJoin(users, eq(users.id, twoFactor.user_id))
    .where(like(twoFactor.secret, 'v1:%'));
  return [
    ...settings.map((s) => ({ what: `setting ${s.alias}`, alias: s.alias, stored: s.stored ?? '' })),
    ...totp.map((t) => ({
      what: `second factor of ${t.username}`,
      alias: totpAlias(t.userId),
      stored: t.stored,
    })),
  ];
}

function opens(key: Buffer, sealed: Sealed): boolean {
  try {
    decryptSecret(key, sealed.alias, sealed.stored);
    return true;
  } catch {
    return false;
  }
}

function refusal(unopened: Sealed[], total: number, key: string, file: string): Error {
  const named = unopened.slice(0, 5).map((s) => s.what);
  const more = unopened.length > named.length ? `, and ${unopened.length - named.length} more` : '';
  return new Error(
    `The database holds secrets that the key ${key} cannot open (${unopened.length} of ${total}: ${named.join(', ')}${more}): ` +
      `restore the key saved with the backup (copy it to ${file}), or set SECRETS_KEY. ` +
      'The server does not start, so that no new key replaces it.',
  );
}

/**
 * The secrets key the server runs with, checked against the database (after the migrations):
 * `SECRETS_KEY` or `<DATA_DIR>/secrets.key` must open every encrypted secret stored, else the start
 * is refused with the cause named. A key is generated only when there is none and the database
 * holds no encrypted secret at all, so a database restored without its key is never given a new
 * one that would lock every authenticator out and make the provider keys unreadable.
 */
export async function openSecretsKey(
  db: Db,
  config: Pick<Config, 'secretsKey' | 'dataDir'>,
  log: (line: string) => void,
): Promise<Buffer> {
  const sealed = await sealedSecrets(db);
  const configured = readSecretsKey(config.secretsKey, config.dataDir);
  const file = secretsKeyFile(config.dataDir);
  if (!configured) {
    if (sealed.length > 0) throw refusal(sealed, sealed.length, `${file} (there is no such file)`, file);
    const made = generateSecretsKey(config.dataDir);
    log(`A new secrets key was written to ${made.source}: npm run backup saves it beside each backup.`);
    return made.key;
  }
  const unopened = sealed.filter((s) => !opens(configured.key, s));
  if (unopened.length > 0) throw refusal(unopened, sealed.length, configured.source, file);
  return configured.key;
}
