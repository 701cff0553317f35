import { fromMinor, toMinor } from '@savdo/shared/money';
import type {
  CollectionCard,
  ContactInput,
  ContractCommentRow,
  StageMoveRow,
} from '@savdo/shared/schemas/collections';
import { sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { collectionRow } from './contract-list.ts';

/**
 * Contacts with a client about a contract (`contract_comments`): recorded
 * with their comment type, and the contract's `last_contact_at` set in the
 * same transaction (the lists sort and show it); and a contract's
 * collection card: its row, comments and stage moves.
 */

/**
 * Records a contact; 404 for an unknown contract, 400 for an unknown or retired comment type
 * or a promise to pay dated before the business day (Tashkent).
 */
export async function recordContact(db: Db, contractId: number, input: ContactInput, userId: number) {
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ client_id: string }>(
      sql`select client_id from contracts where id = ${contractId} for no key update`,
    );
    const contract = found.rows[0];
    if (!contract) throw notFound();
    if (input.promised_date !== undefined && input.promised_date < (await businessToday(tx)))
      throw new FieldErrors([{ field: 'promised_date', key: 'validation.futureDate' }]);
    if (input.comment_type_id !== undefined) {
      const type = await tx.execute(
        sql`select 1 from contract_comment_types where id = ${input.comment_type_id} and active`,
      );
      if (type.rows.length === 0)
        throw new FieldErrors([{ field: 'comment_type_id', key: 'validation.refMissing' }]);
    }
    const made = await tx.execute<{ id: string; created_at: Date }>(sql`insert into contract_comments
        (contract_id, client_id, contact, comment_type_id, text, promised_date, promised_sum, created_by)
      values (${contractId}, ${contract.client_id}, ${input.contact}, ${input.comment_type_id ?? null},
        ${input.text}, ${input.promised_date ?? null},
        ${input.promised_sum === undefined ? null : toMinor(input.promised_sum)}, ${userId})
      returning id, created_at`);
    const row = made.rows[0];
    if (!row) throw new Error('comment not saved');
    await tx.execute(sql`update contracts set last_contact_at = ${row.created_at} where id = ${contractId}`);
    return { id: Number(row.id) };
  });
}

async function comments(db: DbOrTx, contractId: number): Promise<ContractCommentRow[]> {
  const rows = await db.execute<
    ContractCommentRow & { id: string; promised_sum: string | null } & Record<string, unknown>
  >(
    sql`select cc.id, cc.contact, cc.comment_type_id, t.name as comment_type_name, cc.text,
        cc.promised_date::text as promised_date, cc.promised_sum::text as promised_sum, cc.created_at,
        u.full_name as created_by_name
      from contract_comments cc left join contract_comment_types t on t.id = cc.comment_type_id
      left join users u on u.id = cc.created_by
      where cc.contract_id = ${contractId} order by cc.id desc limit 200`,
  );
  return rows.rows.map((r) => ({
    ...r,
    id: Number(r.id),
    promised_sum: r.promised_sum === null ? null : fromMinor(BigInt(r.promised_sum)),
    created_at: new Date(r.created_at).toISOString(),
  }));
}

async function moves(db: DbOrTx, contractId: number): Promise<StageMoveRow[]> {
  const rows = await db.execute<StageMoveRow & { id: string } & Record<string, unknown>>(
    sql`select m.id, f.name as from_stage_name, s.name as to_stage_name, m.business_date::text as business_date,
        m.source, m.reason, m.days_late, u.full_name as created_by_name
      from contract_stage_moves m left join process_stages f on f.id = m.from_stage_id
      left join process_stages s on s.id = m.to_stage_id left join users u on u.id = m.created_by
      where m.contract_id = ${contractId} order by m.id desc limit 200`,
  );
  return rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** A contract's collection card; 404 when there is no such contract. */
export async function collectionCard(db: DbOrTx, contractId: number): Promise<CollectionCard> {
  const [contract, commentRows, moveRows] = await Promise.all([
    collectionRow(db, contractId),
    comments(db, contractId),
    moves(db, contractId),
  ]);
  if (!contract) throw notFound();
  return { contract, comments: commentRows, moves: moveRows };
}
