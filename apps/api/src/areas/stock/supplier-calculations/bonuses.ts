import { fromMinor, toMinor } from '@savdo/shared/money';
import type {
  SupplierBonus,
  SupplierBonusInput,
  SupplierBonusQuery,
  SupplierBonusStep,
} from '@savdo/shared/schemas';
import type { SupplierBonusStatus } from '@savdo/shared/schemas/stock-constants';
import { type SQL, sql } from 'drizzle-orm';
import { postSupplierEntry } from '../../../ledgers/supplier/ledger.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { audit } from '../../../platform/engine/repository.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { assertPeriodOpen } from '../warehouse/document-input.ts';

type BonusRow = {
  id: string;
  supplier_id: number;
  supplier_name: string | null;
  currency: 'UZS' | 'USD';
  amount: string;
  bonus_date: string;
  note: string | null;
  status: SupplierBonusStatus;
  version: number;
  created_by_name: string | null;
  created_at: string;
};

const select = sql`select b.id, b.supplier_id, s.name as supplier_name, b.currency, b.amount,
    b.bonus_date::text as bonus_date, b.note, b.status, b.version, u.full_name as created_by_name, b.created_at
  from supplier_bonuses b left join suppliers s on s.id = b.supplier_id left join users u on u.id = b.created_by`;

const present = (row: BonusRow): SupplierBonus & { created_at: string } => ({
  ...row,
  id: Number(row.id),
  amount: fromMinor(BigInt(row.amount)),
});

/** Supplier bonuses, newest first; each filter rides an index of its own (supplier, status, date, with id). */
export async function listBonuses(db: Db, q: SupplierBonusQuery) {
  const conditions: SQL[] = [sql`true`];
  if (q.supplier_id) conditions.push(sql`b.supplier_id = ${q.supplier_id}`);
  if (q.status) conditions.push(sql`b.status = ${q.status}`);
  if (q.date_from) conditions.push(sql`b.bonus_date >= ${q.date_from}`);
  if (q.date_to) conditions.push(sql`b.bonus_date <= ${q.date_to}`);
  const where = sql.join(conditions, sql` and `);
  const [rows, total] = await Promise.all([
    db.execute<BonusRow>(sql`${select} where ${where} order by b.id desc
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute<{ total: string }>(sql`select count(*) as total from supplier_bonuses b where ${where}`),
  ]);
  return {
    data: rows.rows.map(present),
    meta: { page: q.page, per_page: q.per_page, total: Number(total.rows[0]?.total ?? 0) },
  };
}

export async function getBonus(db: DbOrTx, id: number) {
  const rows = await db.execute<BonusRow>(sql`${select} where b.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return present(row);
}

async function assertSupplier(tx: DbOrTx, supplierId: number): Promise<void> {
  const found = await tx.execute(sql`select 1 from suppliers where id = ${supplierId}`);
  if (found.rows.length === 0) throw new FieldErrors([{ field: 'supplier_id', key: 'validation.invalid' }]);
}

export async function createBonus(db: Db, input: SupplierBonusInput, userId: number) {
  return db.transaction(async (tx) => {
    await assertSupplier(tx, input.supplier_id);
    await assertPeriodOpen(tx, input.bonus_date);
    const created = await tx.execute<{ id: string }>(sql`insert into supplier_bonuses
        (supplier_id, currency, amount, bonus_date, note, created_by)
      values (${input.supplier_id}, ${input.currency}, ${toMinor(input.amount)}, ${input.bonus_date},
        ${input.note ?? null}, ${userId})
      returning id`);
    const id = Number(created.rows[0]?.id);
    await audit(tx, 'supplier_bonus', id, 'create', userId, null, { ...input, status: 'CREATED' });
    return getBonus(tx, id);
  });
}

/** Locks a bonus and checks its version (409 when someone changed it meanwhile). */
async function lockBonus(tx: DbOrTx, id: number, version: number | undefined) {
  const rows = await tx.execute<{
    id: string;
    supplier_id: number;
    currency: string;
    amount: string;
    bonus_date: string;
    status: string;
    version: number;
  }>(sql`select id, supplier_id, currency, amount, bonus_date::text as bonus_date, status, version
    from supplier_bonuses where id = ${id} for update`);
  const bonus = rows.rows[0];
  if (!bonus) throw notFound();
  if (version !== undefined && version !== bonus.version) throw conflict('errors.staleDocument');
  return bonus;
}

export async function updateBonus(
  db: Db,
  id: number,
  input: SupplierBonusInput,
  version: number | undefined,
  userId: number,
) {
  return db.transaction(async (tx) => {
    const bonus = await lockBonus(tx, id, version);
    if (bonus.status !== 'CREATED') throw conflict('errors.notEditable', { status: bonus.status });
    await assertSupplier(tx, input.supplier_id);
    await assertPeriodOpen(tx, input.bonus_date);
    await tx.execute(sql`update supplier_bonuses set supplier_id = ${input.supplier_id},
        currency = ${input.currency}, amount = ${toMinor(input.amount)}, bonus_date = ${input.bonus_date},
        note = ${input.note ?? null}, version = version + 1, updated_at = now()
      where id = ${id}`);
    await audit(tx, 'supplier_bonus', id, 'update', userId, null, { ...input });
    return getBonus(tx, id);
  });
}

/** The steps of a bonus's life: from which statuses, to which, and what each posts to the supplier ledger. */
export const BONUS_STEPS = {
  approve: { from: ['CREATED'], to: 'APPROVED', posts: 'BONUS' },
  cancel: { from: ['CREATED'], to: 'CANCELED', posts: null },
  'cancel-approved': { from: ['APPROVED'], to: 'CANCELED', posts: 'BONUS_REVERSAL' },
} as const satisfies Record<SupplierBonusStep, unknown>;
export type BonusStep = keyof typeof BONUS_STEPS;

/**
 * One step in one transaction: approving lowers the supplier's debt by the
 * bonus (a BONUS ledger row), cancelling an approved bonus raises it back
 * (a BONUS_REVERSAL row on the bonus's date, so the act of its period nets
 * to nothing); a step from the wrong status is 409.
 */
export async function bonusStep(
  db: Db,
  id: number,
  step: BonusStep,
  version: number | undefined,
  userId: number,
) {
  const config = BONUS_STEPS[step];
  return db.transaction(async (tx) => {
    const bonus = await lockBonus(tx, id, version);
    if (!(config.from as readonly string[]).includes(bonus.status)) {
      throw conflict('errors.wrongStatus', { status: bonus.status, action: step });
    }
    if (config.posts) {
      // A closed period's acts do not change: its bonuses are neither approved nor reversed.
      await assertPeriodOpen(tx, bonus.bonus_date);
      const amount = BigInt(bonus.amount);
      await postSupplierEntry(tx, {
        supplierId: bonus.supplier_id,
        currency: bonus.currency,
        amount: config.posts === 'BONUS' ? -amount : amount,
        kind: config.posts,
        bonusId: id,
        date: bonus.bonus_date,
      });
    }
    await tx.execute(sql`update supplier_bonuses set status = ${config.to}, version = version + 1,
        updated_at = now() where id = ${id}`);
    await audit(
      tx,
      'supplier_bonus',
      id,
      'update',
      userId,
      { status: bonus.status },
      { status: config.to, action: step },
    );
    return getBonus(tx, id);
  });
}
