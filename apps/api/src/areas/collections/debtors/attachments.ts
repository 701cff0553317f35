import type {
  AttachmentQuery,
  AttachmentRow,
  VillageAttachmentInput,
  WorkplaceAttachmentInput,
} from '@savdo/shared/schemas/collections';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';

/**
 * Collectors attached to villages or streets (`collector_villages`) and to
 * workplaces (`collector_workplaces`): list, attach, change, detach. One
 * active collector per village and street, and per workplace (409 when the
 * place is taken).
 */

export type AttachmentKind = 'village' | 'workplace';

const TABLES = {
  village: { table: sql`collector_villages`, place: sql`village_id`, ref: sql`villages` },
  workplace: { table: sql`collector_workplaces`, place: sql`workplace_id`, ref: sql`workplaces` },
} as const;

/** How a street is compared: trimmed, inner blanks collapsed, lower case. */
export const streetKey = (street: string | undefined) =>
  (street ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** A page of the active attachments, newest first. */
export async function listAttachments(db: DbOrTx, kind: AttachmentKind, q: AttachmentQuery) {
  const { table, place, ref } = TABLES[kind];
  const where: SQL[] = [sql`a.active`];
  if (q.user_id) where.push(sql`a.user_id = ${q.user_id}`);
  if (q.place_id) where.push(sql`a.${place} = ${q.place_id}`);
  const street = kind === 'village' ? sql`a.street` : sql`null::text`;
  const rows = await db.execute<AttachmentRow & Record<string, unknown>>(sql`select a.id, a.user_id,
      u.full_name as user_name, a.${place} as place_id, p.name as place_name, ${street} as street, a.created_at
    from ${table} a join users u on u.id = a.user_id left join ${ref} p on p.id = a.${place}
    where ${sql.join(where, sql` and `)} order by a.id desc
    limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  return { data: rows.rows, meta: { page: q.page, per_page: q.per_page } };
}

async function checkRefs(tx: DbOrTx, kind: AttachmentKind, userId: number, placeId: number) {
  const { ref } = TABLES[kind];
  // one after another: a transaction's connection runs one query at a time
  const user = await tx.execute(sql`select 1 from users where id = ${userId} and active`);
  const found = await tx.execute(sql`select 1 from ${ref} where id = ${placeId} and active`);
  const errors = [];
  if (user.rows.length === 0) errors.push({ field: 'user_id', key: 'validation.refMissing' });
  if (found.rows.length === 0)
    errors.push({ field: kind === 'village' ? 'village_id' : 'workplace_id', key: 'validation.refMissing' });
  if (errors.length > 0) throw new FieldErrors(errors);
}

const placeOf = (input: VillageAttachmentInput | WorkplaceAttachmentInput) =>
  'village_id' in input ? input.village_id : input.workplace_id;

/** Whether another active row holds the place (village and street, or workplace). */
async function taken(tx: DbOrTx, kind: AttachmentKind, placeId: number, key: string, except: number) {
  const { table, place } = TABLES[kind];
  const street = kind === 'village' ? sql`and street_key = ${key}` : sql``;
  const rows = await tx.execute(
    sql`select 1 from ${table} where active and ${place} = ${placeId} ${street} and id <> ${except} for update`,
  );
  return rows.rows.length > 0;
}

/** Attaches a collector to a place; 409 when another collector holds it. */
export async function attach(
  db: Db,
  kind: AttachmentKind,
  input: VillageAttachmentInput | WorkplaceAttachmentInput,
  userId: number,
) {
  const placeId = placeOf(input);
  const street = 'street' in input ? input.street : undefined;
  const key = streetKey(street);
  return db.transaction(async (tx) => {
    await checkRefs(tx, kind, input.user_id, placeId);
    if (await taken(tx, kind, placeId, key, 0)) throw conflict('collections.errors.placeTaken');
    const made =
      kind === 'village'
        ? await tx.execute<{ id: number }>(sql`insert into collector_villages
            (user_id, village_id, street, street_key, created_by)
            values (${input.user_id}, ${placeId}, ${street?.trim() || null}, ${key}, ${userId}) returning id`)
        : await tx.execute<{
            id: number;
          }>(sql`insert into collector_workplaces (user_id, workplace_id, created_by)
            values (${input.user_id}, ${placeId}, ${userId}) returning id`);
    return { id: Number(made.rows[0]?.id) };
  });
}

/** Changes an attachment's collector or place; 404 when it is not active, 409 when the place is taken. */
export async function changeAttachment(
  db: Db,
  kind: AttachmentKind,
  id: number,
  input: VillageAttachmentInput | WorkplaceAttachmentInput,
) {
  const placeId = placeOf(input);
  const street = 'street' in input ? input.street : undefined;
  const key = streetKey(street);
  const { table } = TABLES[kind];
  await db.transaction(async (tx) => {
    const found = await tx.execute(sql`select 1 from ${table} where id = ${id} and active for update`);
    if (found.rows.length === 0) throw notFound();
    await checkRefs(tx, kind, input.user_id, placeId);
    if (await taken(tx, kind, placeId, key, id)) throw conflict('collections.errors.placeTaken');
    if (kind === 'village')
      await tx.execute(sql`update collector_villages set user_id = ${input.user_id}, village_id = ${placeId},
        street = ${street?.trim() || null}, street_key = ${key} where id = ${id}`);
    else
      await tx.execute(sql`update collector_workplaces set user_id = ${input.user_id}, workplace_id = ${placeId}
        where id = ${id}`);
  });
}

/** Detaches (the row stays, inactive); the contracts it gave keep their responsible. 404 when not active. */
export async function detachAttachment(db: DbOrTx, kind: AttachmentKind, id: number) {
  const { table } = TABLES[kind];
  const done = await db.execute(
    sql`update ${table} set active = false where id = ${id} and active returning id`,
  );
  if (done.rows.length === 0) throw notFound();
}
