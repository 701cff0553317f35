import { isPassport, isPinfl, nameKey, nameTokens, phoneTail } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../../platform/engine/repository.ts';

/**
 * The one rule of every client search (the clients list, every client
 * picker, the contract, debtor, appeal and rating lists, the cash desk
 * finder): `clientMatch`. A search text is
 *
 * - 14 digits: a PINFL (`clients_pinfl`);
 * - two letters and 7 digits: a passport (`clients_passport`);
 * - digits (spaces, `+`, dashes allowed) read by the shared `phoneTail`: a
 *   phone by its last 9 digits (`901234567`, `+998 90 123 45 67`: the GIN
 *   `clients_phones`) or fewer, the end of a phone (`1234567`: the trigram
 *   `clients_phone_trgm` on `client_phone_text(phones)`, migration 0067);
 * - anything else words of the name in either script, in any order: the
 *   text is folded by the shared `nameKey()` (Cyrillic, Latin and the Russian
 *   spelling of Uzbek names give one key) and every word starts a word of
 *   the stored `name_key` (`nameWords`).
 *
 * `nameWords`: each word is `name_key like 'w%' or name_key like '% w%'`:
 * pg_trgm reads the literal start of the string and the blank before the
 * word as a word boundary, so both arms are answered by the trigram index
 * `clients_name_trgm` with its word-start trigrams ("  w", " wo", ...), even
 * for a one-letter word, and the rows it finds need no other check. A GIN
 * index serves no order, so callers bound the work with a LIMIT on the
 * matching clients before they sort or join (`boundedClients`).
 */
export function nameWords(alias: SQL, search: string): SQL {
  const tokens = nameTokens(search);
  if (tokens.length === 0) return sql`false`;
  return sql.join(
    tokens.map((token) => {
      const like = escapeLike(token);
      return sql`(${alias}.name_key like ${`${like}%`} or ${alias}.name_key like ${`% ${like}%`})`;
    }),
    sql` and `,
  );
}

/** A phone whose last digits are `tail` (`phoneTail`): the whole national number by the GIN, fewer by trigrams. */
export function phoneMatch(alias: SQL, tail: string): SQL {
  if (tail.length === 9) return sql`${alias}.phones @> array[${`998${tail}`}]::text[]`;
  return sql`client_phone_text(${alias}.phones) like ${`%${tail} %`}`;
}

/** What a search text is for the clients: an exact PINFL, passport or whole phone, the end of a phone, or a name. */
export type ClientSearchKind = 'exact' | 'phone-end' | 'name';

/** The kind of `clientMatch` a text is (see the module comment). */
export function clientSearchKind(search: string): ClientSearchKind {
  const text = search.trim();
  const compact = text.replace(/\s+/g, '');
  if (isPinfl(compact) || isPassport(compact.toUpperCase())) return 'exact';
  const tail = phoneTail(text);
  if (tail) return tail.length === 9 ? 'exact' : 'phone-end';
  return 'name';
}

/** The client aliased `alias` is the one (or among those) the search text names: the one rule (module comment). */
export function clientMatch(alias: SQL, search: string): SQL {
  const text = search.trim();
  const compact = text.replace(/\s+/g, '');
  if (isPinfl(compact)) return sql`${alias}.pinfl = ${compact}`;
  if (isPassport(compact.toUpperCase())) return sql`${alias}.passport = ${compact.toUpperCase()}`;
  const tail = phoneTail(text);
  if (tail) return phoneMatch(alias, tail);
  return nameWords(alias, text);
}

/**
 * Ids of the clients a search names (`clientMatch`), as a subquery the
 * planner keeps apart: an exact PINFL, passport or phone is the few cards of
 * its index (`offset 0`: PostgreSQL keeps no statistics of single array
 * elements and guesses 0.5 % of the clients hold any phone, so under an outer
 * LIMIT it would rather walk the table); a name or the end of a phone, read
 * by a trigram index, at most `limit` of them, whatever the number of
 * clients sharing the name.
 */
export function boundedClients(search: string, limit: number, extra: SQL = sql`true`): SQL {
  const where = sql`${clientMatch(sql`x`, search)} and ${extra}`;
  return clientSearchKind(search) === 'exact'
    ? sql`(select x.id from clients x where ${where} offset 0)`
    : sql`(select x.id from clients x where ${where} limit ${limit})`;
}

/**
 * A picker's clients as a row source `c` (every column of `clients`): the
 * active ones the search names (`clientMatch`), at most `PICKER_POOL` found
 * by their index and kept apart from the outer ORDER BY ... LIMIT (joining
 * them back to `clients` lets the planner hash the whole table). Order them
 * by `pickerOrder`.
 */
export function pickerClients(search: string): SQL {
  const where = sql`${clientMatch(sql`x`, search)} and x.active`;
  return clientSearchKind(search) === 'exact'
    ? sql`(select x.* from clients x where ${where} offset 0) c`
    : sql`(select x.* from clients x where ${where} limit ${PICKER_POOL}) c`;
}

/**
 * The order of a picker's clients once found: those whose whole name starts
 * with the search first ("yusupov sh" before "Aliyev Shahzod Yusupovich"),
 * then by name.
 */
export function pickerOrder(alias: SQL, search: string): SQL {
  const key = nameKey(search);
  const first = key ? sql`(${alias}.name_key like ${`${escapeLike(key)}%`}) desc, ` : sql``;
  return sql`${first}${alias}.name_key, ${alias}.id`;
}

/** How many matching clients a picker sorts before it shows its first page. */
export const PICKER_POOL = 1_000;
