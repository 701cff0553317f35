import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { escapeLike } from '../../../platform/engine/repository.ts';

/**
 * The selects of the collection screens: users (collectors), branches,
 * provinces, regions, villages and workplaces (by the beginning of a word of
 * the name), stages and comment types; active ones, at most 50.
 */

export const OPTION_LISTS = [
  'users',
  'branches',
  'provinces',
  'regions',
  'villages',
  'workplaces',
  'stages',
  'comment-types',
] as const;
export type OptionList = (typeof OPTION_LISTS)[number];

const SOURCES: Record<OptionList, { table: SQL; name: SQL; order: SQL }> = {
  users: { table: sql`users`, name: sql`full_name`, order: sql`full_name, id` },
  branches: { table: sql`branches`, name: sql`name`, order: sql`name, id` },
  provinces: { table: sql`provinces`, name: sql`name`, order: sql`name, id` },
  regions: { table: sql`regions`, name: sql`name`, order: sql`name, id` },
  villages: { table: sql`villages`, name: sql`name`, order: sql`name, id` },
  workplaces: { table: sql`workplaces`, name: sql`name`, order: sql`name, id` },
  stages: { table: sql`process_stages`, name: sql`name`, order: sql`sort_order, id` },
  'comment-types': { table: sql`contract_comment_types`, name: sql`name`, order: sql`name, id` },
};

export async function optionsOf(db: DbOrTx, list: OptionList, search: string | undefined) {
  const { table, name, order } = SOURCES[list];
  const like = search ? `%${escapeLike(search.toLowerCase())}%` : undefined;
  const where = like ? sql`and lower(${name}) like ${like}` : sql``;
  const rows = await db.execute<{ id: number; name: string }>(
    sql`select id::int as id, ${name} as name from ${table} where active ${where} order by ${order} limit 50`,
  );
  return rows.rows;
}
