import { findRoute } from '@savdo/shared/routes';
import { checkRule } from '@savdo/shared/rules';
import {
  HOME_BLOCKS,
  HOME_LINES,
  type HomeBlock,
  type HomeLineKey,
  type HomeLineSpec,
  type HomeToday,
} from '@savdo/shared/schemas/home';
import type { Actor } from '../../../platform/actor/actor.ts';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db } from '../../../platform/db/client.ts';
import { CASH_READERS } from './cash.ts';
import { COLLECTION_READERS } from './collections.ts';
import type { HomeContext, LineReader } from './figures.ts';
import { HR_READERS } from './hr.ts';
import { WAREHOUSE_READERS } from './warehouse.ts';

const READERS: Record<HomeLineKey, LineReader> = {
  ...CASH_READERS,
  ...COLLECTION_READERS,
  ...WAREHOUSE_READERS,
  ...HR_READERS,
};

/** A line shows when its reader may open its screen (the route table's rule) and holds its `also` rule. */
export function mayRead(line: HomeLineSpec, rules: ReadonlySet<string>): boolean {
  const route = findRoute(line.path);
  if (!route) return false;
  return checkRule(route.rule, rules) && checkRule(line.also, rules);
}

/**
 * The landing page's blocks for `actor`: only the lines their rules allow,
 * each read by its block's reader; a block without a line is left out.
 */
export async function homeToday(db: Db, actor: Actor): Promise<HomeToday> {
  const today = await businessToday(db);
  const ctx: HomeContext = { db, actor, today, branchId: actor.branchId ?? undefined };
  const lines = HOME_LINES.filter((line) => mayRead(line, actor.rules));
  const figures = await Promise.all(lines.map((line) => READERS[line.key](ctx)));
  const blocks: HomeBlock[] = [];
  for (const key of HOME_BLOCKS) {
    const own = lines.flatMap((line, i) =>
      line.block === key
        ? (figures[i] ?? []).map((figure) => ({
            key: line.key,
            path: line.path,
            query: line.query ? { ...line.query } : null,
            ...figure,
          }))
        : [],
    );
    if (own.length > 0) blocks.push({ key, lines: own });
  }
  return { today, blocks };
}
