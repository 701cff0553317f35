import type { ListMeta } from '@savdo/shared/resources';
import type { CallQuery, ClientCallInput, ClientCallRow } from '@savdo/shared/schemas/engagement';
import { type SQL, sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { FieldErrors } from '../../../platform/http/errors.ts';

/** 400 naming the field unless the row exists in the reference table. */
export async function assertRef(tx: DbOrTx, table: string, field: string, id: number | undefined) {
  if (id === undefined) return;
  const found = await tx.execute(sql`select 1 from ${sql.identifier(table)} where id = ${id}`);
  if (found.rows.length === 0) throw new FieldErrors([{ field, key: 'validation.refMissing' }]);
}

/** Records a call by the signed-in staff member (the caller); the date is today unless an earlier one is given. */
export async function recordCall(db: Db, input: ClientCallInput, callerId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const today = await businessToday(tx);
    const date = input.call_date ?? today;
    if (date > today) throw new FieldErrors([{ field: 'call_date', key: 'validation.futureDate' }]);
    await assertRef(tx, 'clients', 'client_id', input.client_id);
    await assertRef(tx, 'contract_comment_types', 'comment_type_id', input.comment_type_id);
    const rows = await tx.execute<{ id: string }>(sql`insert into client_calls
        (client_id, caller_id, call_date, outcome, comment_type_id, comment, created_by)
      values (${input.client_id}, ${callerId}, ${date}, ${input.outcome}, ${input.comment_type_id ?? null},
        ${input.comment ?? null}, ${callerId})
      returning id`);
    return Number(rows.rows[0]?.id);
  });
}

const CALL_COLUMNS = sql`k.id, k.client_id, c.full_name as client_name, c.phones[1] as phone, k.caller_id,
  u.full_name as caller_name, k.call_date::text as call_date, k.outcome, k.comment_type_id,
  t.name as comment_type, k.comment`;
type CallRow = ClientCallRow & Record<string, unknown>;
const CALL_FROM = sql`client_calls k join clients c on c.id = k.client_id join users u on u.id = k.caller_id
  left join contract_comment_types t on t.id = k.comment_type_id`;

/** The calls, newest first, by caller, client, outcome and period (each filter on an index). */
export async function listCalls(
  db: DbOrTx,
  q: CallQuery,
): Promise<{ data: ClientCallRow[]; meta: ListMeta }> {
  const where: SQL[] = [sql`true`];
  if (q.caller_id !== undefined) where.push(sql`k.caller_id = ${q.caller_id}`);
  if (q.client_id !== undefined) where.push(sql`k.client_id = ${q.client_id}`);
  if (q.outcome !== undefined) where.push(sql`k.outcome = ${q.outcome}`);
  if (q.from !== undefined) where.push(sql`k.call_date >= ${q.from}`);
  if (q.to !== undefined) where.push(sql`k.call_date <= ${q.to}`);
  const cond = sql.join(where, sql` and `);
  const rows = await db.execute<CallRow>(sql`select ${CALL_COLUMNS} from ${CALL_FROM} where ${cond}
    order by k.call_date desc, k.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  const total = await db.execute<{ n: string }>(sql`select count(*) as n from client_calls k where ${cond}`);
  return {
    data: rows.rows,
    meta: { page: q.page, per_page: q.per_page, total: Number(total.rows[0]?.n ?? 0) },
  };
}

/** One call as the list shows it (undefined when there is none). */
export async function getCall(db: DbOrTx, id: number): Promise<ClientCallRow | undefined> {
  const rows = await db.execute<CallRow>(sql`select ${CALL_COLUMNS} from ${CALL_FROM} where k.id = ${id}`);
  return rows.rows[0];
}
