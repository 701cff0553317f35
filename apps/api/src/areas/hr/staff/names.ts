import type { OrderChange, OrderRow } from '@savdo/shared/schemas/hr';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';

/** The lists an order's placement fields name. */
export const PLACEMENT_TABLES: Record<string, string> = {
  branch_id: 'branches',
  hr_section_id: 'hr_sections',
  work_location_id: 'work_locations',
  user_position_id: 'user_positions',
  work_schedule_id: 'work_schedules',
};

type Bare = Omit<OrderRow, 'changes'>;

/** Each order's placement fields with the names of their ids before and after, one query per list. */
export async function withChanges(db: DbOrTx, orders: Bare[]): Promise<OrderRow[]> {
  const wanted = new Map<string, Set<number>>();
  for (const o of orders) {
    for (const side of [o.before, o.after]) {
      for (const [field, id] of Object.entries(side ?? {})) {
        if (PLACEMENT_TABLES[field] && typeof id === 'number') {
          wanted.set(field, (wanted.get(field) ?? new Set()).add(id));
        }
      }
    }
  }
  const names = new Map<string, string>();
  for (const [field, ids] of wanted) {
    const rows = await db.execute<{ id: number; name: string }>(sql`select id, name
      from ${sql.identifier(PLACEMENT_TABLES[field] ?? '')} where id in (${sql.join([...ids], sql`, `)})`);
    for (const r of rows.rows) names.set(`${field}:${r.id}`, String(r.name));
  }
  const name = (field: string, id: number | null | undefined) =>
    id === null || id === undefined ? null : (names.get(`${field}:${id}`) ?? `#${id}`);
  return orders.map((o) => {
    const fields = Object.keys(PLACEMENT_TABLES).filter(
      (f) => o.before?.[f] !== undefined || o.after?.[f] !== undefined,
    );
    const changes: OrderChange[] = fields.map((field) => ({
      field,
      before: name(field, o.before?.[field]),
      after: name(field, o.after?.[field]),
    }));
    return { ...o, changes };
  });
}
