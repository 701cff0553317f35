import { nameKey, nameTokens } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../../platform/engine/repository.ts';

/**
 * Searching clients by name, in either script: the text is folded by the
 * shared `nameKey()` (Cyrillic and Latin spellings give one key) and compared
 * with the stored `name_key`. Two shapes, each served by an index:
 *
 * - `nameWords`: every word of the search starts a word of the name, in any
 *   order ("vali aliyev" finds "Aliyev Vali"). Each word is
 *   `name_key like 'w%' or name_key like '% w%'`: pg_trgm reads the literal
 *   start of the string and the blank before the word as a word boundary, so
 *   both arms are answered by the trigram index `clients_name_trgm` with its
 *   word-start trigrams ("  w", " wo", ...), even for a one-letter word, and
 *   the rows it finds need no other check. A GIN index serves no order, so
 *   callers bound the work with a LIMIT on the matching clients before they
 *   sort or join (see `boundedNameClients`).
 * - `namePrefix`: the whole key starts with the search's key ("yusupov sh"),
 *   a range of the btree `clients_name_key` (text_pattern_ops, id) read in its
 *   own order (`NAME_ORDER`), so a picker stops after its page however many
 *   clients share the surname.
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

/** The whole name key starts with the search's key (the btree `clients_name_key`); blank matches nothing. */
export function namePrefix(alias: SQL, search: string): SQL {
  const key = nameKey(search);
  if (!key) return sql`false`;
  return sql`${alias}.name_key like ${`${escapeLike(key)}%`}`;
}

/** The order `clients_name_key` serves (byte order, the index's text_pattern_ops), for `namePrefix`. */
export const nameOrder = (alias: SQL) => sql`${alias}.name_key using ~<~, ${alias}.id`;

/**
 * Ids of at most `limit` clients matching `nameWords`, as a subquery that
 * the planner keeps apart (its LIMIT): the trigram index finds them and the
 * heap is read for no more than `limit` rows, whatever the number of clients
 * sharing the name.
 */
export const boundedNameClients = (search: string, limit: number, extra: SQL = sql`true`) =>
  sql`(select x.id from clients x where ${nameWords(sql`x`, search)} and ${extra} limit ${limit})`;

/**
 * Clients found by an exact key (PINFL, passport, a phone) as a row source
 * `c` kept apart from the outer ORDER BY ... LIMIT (`offset 0`): PostgreSQL
 * keeps no statistics of single array elements and guesses that 0.5 % of the
 * clients hold any phone, so a phone condition under an ordered LIMIT makes
 * it walk an ordered index filtering every card; kept apart, the GIN index
 * finds the few cards and only they are sorted.
 */
export const exactClients = (where: SQL) => sql`(select * from clients c where ${where} offset 0) c`;
