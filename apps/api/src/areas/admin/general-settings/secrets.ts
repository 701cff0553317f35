import type { SecretSettingState } from '@savdo/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { settingSecrets, users } from '../../../platform/db/schema.ts';
import { audit } from '../../../platform/engine/repository.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { decryptSecret, encryptSecret } from './secret-box.ts';

/**
 * Secret settings: keys of the providers the product will call (SMS, card
 * processing, the bank, the credit bureau). Write-only: the general settings
 * screen shows whether each is set and when, an editor replaces or clears
 * it, and only server code reads it (`SecretStore.read`).
 */
export const SECRET_SETTINGS = [
  { alias: 'sms_provider_login', name: 'SMS provayder: login' },
  { alias: 'sms_provider_password', name: 'SMS provayder: parol' },
  { alias: 'sms_provider_token', name: 'SMS provayder: token' },
  { alias: 'sms_callback_token', name: 'SMS: yetkazish xabarlari manzilining maxfiy kaliti (callback)' },
  { alias: 'card_processing_merchant_id', name: 'Karta protsessingi (Uzcard/Humo): merchant ID' },
  { alias: 'card_processing_secret_key', name: 'Karta protsessingi (Uzcard/Humo): maxfiy kalit' },
  { alias: 'bank_api_key', name: 'Bank API kaliti' },
  { alias: 'credit_bureau_api_key', name: 'Kredit byurosi API kaliti' },
  { alias: 'fiscal_api_token', name: 'Onlayn NKM (soliq kassasi) API tokeni' },
  { alias: 'plum_api_key', name: 'Plum (muddatli toʻlov hamkori): API kaliti' },
  { alias: 'plum_webhook_secret', name: 'Plum: webhook imzosi maxfiy kaliti' },
  { alias: 'payme_subscribe_id', name: 'Payme Subscribe API: kassa ID' },
  { alias: 'payme_subscribe_key', name: 'Payme Subscribe API: kassa kaliti' },
  { alias: 'payme_merchant_key', name: 'Payme Merchant API: kalit (Basic auth)' },
  { alias: 'click_secret_key', name: 'Click: SECRET_KEY (imzo)' },
] as const;

export type SecretAlias = (typeof SECRET_SETTINGS)[number]['alias'];

export const isSecretAlias = (alias: string): alias is SecretAlias =>
  SECRET_SETTINGS.some((s) => s.alias === alias);

/** What the screen shows of a secret: never its value, only whether it is set, when and by whom. */
export interface SecretState extends SecretSettingState {
  alias: SecretAlias;
}

export interface SecretStore {
  /** Every secret setting's state, in declaration order. */
  states(): Promise<SecretState[]>;
  /** Replaces (or first sets) the value; audited as a change without the value. */
  replace(alias: SecretAlias, value: string, by: number): Promise<SecretState>;
  /** Forgets the value; audited. */
  clear(alias: SecretAlias, by: number): Promise<SecretState>;
  /** The plain value for server code (a provider call), or null when not set. */
  read(alias: SecretAlias): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Secret settings of this server (`app.secrets.read('sms_provider_token')`). */
    secrets: SecretStore;
  }
}

const RESOURCE = 'general_setting_secret';

export function secretStore(db: Db, key: Buffer): SecretStore {
  async function states(): Promise<SecretState[]> {
    const rows = await db
      .select({
        alias: settingSecrets.alias,
        is_set: sql<boolean>`${settingSecrets.ciphertext} is not null`,
        updated_at: settingSecrets.updated_at,
        updated_by_name: users.full_name,
      })
      .from(settingSecrets)
      .leftJoin(users, eq(users.id, settingSecrets.updated_by));
    const byAlias = new Map(rows.map((row) => [row.alias, row]));
    return SECRET_SETTINGS.map(({ alias, name }) => {
      const row = byAlias.get(alias);
      return {
        alias,
        name,
        type: 'secret',
        value: null,
        is_set: row?.is_set ?? false,
        updated_at: row ? row.updated_at.toISOString() : null,
        updated_by_name: row?.updated_by_name ?? null,
      };
    });
  }

  async function stateOf(alias: SecretAlias): Promise<SecretState> {
    const found = (await states()).find((s) => s.alias === alias);
    if (!found) throw notFound('errors.settingNotFound', { alias });
    return found;
  }

  async function write(alias: SecretAlias, ciphertext: string | null, by: number): Promise<SecretState> {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ set: sql<boolean>`${settingSecrets.ciphertext} is not null` })
        .from(settingSecrets)
        .where(eq(settingSecrets.alias, alias))
        .for('update');
      const [row] = await tx
        .insert(settingSecrets)
        .values({ alias, ciphertext, updated_by: by })
        .onConflictDoUpdate({
          target: settingSecrets.alias,
          set: { ciphertext, updated_by: by, updated_at: sql`now()` },
        })
        .returning({ id: settingSecrets.id });
      // That it changed, by whom and when; never the value, old or new.
      await audit(
        tx,
        RESOURCE,
        row?.id ?? 0,
        'update',
        by,
        { alias, set: before?.set ?? false },
        { alias, set: ciphertext !== null, replaced: ciphertext !== null },
      );
    });
    return stateOf(alias);
  }

  return {
    states,
    replace: (alias, value, by) => write(alias, encryptSecret(key, alias, value), by),
    clear: (alias, by) => write(alias, null, by),
    async read(alias) {
      const [row] = await db
        .select({ ciphertext: settingSecrets.ciphertext })
        .from(settingSecrets)
        .where(eq(settingSecrets.alias, alias));
      return row?.ciphertext ? decryptSecret(key, alias, row.ciphertext) : null;
    },
  };
}
