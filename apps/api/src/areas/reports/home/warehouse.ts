import { type SQL, sql } from 'drizzle-orm';
import { countOf, type HomeContext, type LineReader, type LineReaders } from './figures.ts';

/**
 * The warehouse keeper's block, in the reader's branch: the goods documents
 * waiting for their approval (a supplier's input sent for approval; a
 * return or an expense document entered and not approved), and the moves
 * on the road to a warehouse of the branch (sent, not received or refused).
 */

/** How many documents of `kind` in `status` the branch holds (all branches without one). */
const waiting =
  (kind: string, status: string): LineReader =>
  async ({ db, branchId }: HomeContext) =>
    countOf(
      await counted(
        db,
        sql`d.kind = ${kind} and d.status = ${status}
          and (${branchId ?? null}::int is null or d.branch_id = ${branchId ?? null}::int)`,
      ),
    );

async function counted(db: HomeContext['db'], where: SQL): Promise<number> {
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from stock_documents d where ${where}`,
  );
  return Number(rows.rows[0]?.n ?? 0);
}

export const WAREHOUSE_READERS = {
  supplier_input: waiting('SUPPLIER_INPUT', 'SENT'),
  supplier_return: waiting('SUPPLIER_RETURN', 'CREATED'),
  expense_output: waiting('EXPENSE_OUTPUT', 'CREATED'),
  expense_input: waiting('EXPENSE_INPUT', 'CREATED'),
  moves_on_road: async ({ db, branchId }) =>
    countOf(
      await counted(
        db,
        sql`d.kind = 'MOVE' and d.status = 'WAY' and (${branchId ?? null}::int is null
          or d.to_warehouse_id in (select w.id from warehouses w where w.branch_id = ${branchId ?? null}::int))`,
      ),
    ),
} satisfies LineReaders;
