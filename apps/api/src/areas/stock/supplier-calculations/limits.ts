import { fromMinor, toMinor } from '@savdo/shared/money';
import type { SupplierLimitInput, SupplierLimitQuery, SupplierLimitRow } from '@savdo/shared/schemas';
import { foldUzbek } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { audit, escapeLike } from '../../../platform/engine/repository.ts';
import { notFound } from '../../../platform/http/errors.ts';

type LimitRow = {
  id: number;
  name: string;
  limit_uzs: string | null;
  limit_usd: string | null;
  debt_uzs: string | null;
  debt_usd: string | null;
};

/** Room left under a limit; null when there is no limit (0 or none). */
const room = (limit: bigint, debt: bigint): string | null => (limit > 0n ? fromMinor(limit - debt) : null);

function present(row: LimitRow): SupplierLimitRow {
  const limit = { UZS: BigInt(row.limit_uzs ?? 0), USD: BigInt(row.limit_usd ?? 0) };
  const debt = { UZS: BigInt(row.debt_uzs ?? 0), USD: BigInt(row.debt_usd ?? 0) };
  return {
    id: row.id,
    name: row.name,
    limit_uzs: fromMinor(limit.UZS),
    limit_usd: fromMinor(limit.USD),
    debt_uzs: fromMinor(debt.UZS),
    debt_usd: fromMinor(debt.USD),
    room_uzs: room(limit.UZS, debt.UZS),
    room_usd: room(limit.USD, debt.USD),
  };
}

const select = sql`select s.id, s.name, s.limit_uzs, s.limit_usd,
    (select debt from supplier_balances b where b.supplier_id = s.id and b.currency = 'UZS') as debt_uzs,
    (select debt from supplier_balances b where b.supplier_id = s.id and b.currency = 'USD') as debt_usd
  from suppliers s`;

/**
 * Each supplier's debt limits beside its current debt and the room left,
 * by name (the suppliers' name index; the search rides their folded-title
 * trigram index), a page at a time.
 */
export async function listLimits(db: Db, q: SupplierLimitQuery) {
  const where = q.search ? sql`where s.title_folded like ${`%${escapeLike(foldUzbek(q.search))}%`}` : sql``;
  const [rows, total] = await Promise.all([
    db.execute<LimitRow>(sql`${select} ${where} order by s.name, s.id
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute<{ total: string }>(sql`select count(*) as total from suppliers s ${where}`),
  ]);
  return {
    data: rows.rows.map(present),
    meta: { page: q.page, per_page: q.per_page, total: Number(total.rows[0]?.total ?? 0) },
  };
}

/** Sets a supplier's limits, audited on the supplier with the limits before and after. */
export async function setLimits(db: Db, id: number, input: SupplierLimitInput, userId: number) {
  return db.transaction(async (tx) => {
    const before = await tx.execute<{ limit_uzs: string | null; limit_usd: string | null }>(
      sql`select limit_uzs, limit_usd from suppliers where id = ${id} for update`,
    );
    const old = before.rows[0];
    if (!old) throw notFound();
    const next = { limit_uzs: toMinor(input.limit_uzs), limit_usd: toMinor(input.limit_usd) };
    await tx.execute(sql`update suppliers set limit_uzs = ${next.limit_uzs}, limit_usd = ${next.limit_usd}
      where id = ${id}`);
    await audit(
      tx,
      'supplier',
      id,
      'update',
      userId,
      {
        limit_uzs: fromMinor(BigInt(old.limit_uzs ?? 0)),
        limit_usd: fromMinor(BigInt(old.limit_usd ?? 0)),
      },
      { limit_uzs: fromMinor(next.limit_uzs), limit_usd: fromMinor(next.limit_usd) },
    );
    const rows = await tx.execute<LimitRow>(sql`${select} where s.id = ${id}`);
    return present(rows.rows[0] as LimitRow);
  });
}
