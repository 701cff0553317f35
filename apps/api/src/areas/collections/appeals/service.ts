import {
  APPEAL_FROM,
  type AppealAction,
  type AppealAnswerInput,
  type AppealAssignInput,
  type AppealCreateInput,
  type AppealEditInput,
  type AppealStatus,
} from '@savdo/shared/schemas/appeals';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { Db, Tx } from '../../../platform/db/client.ts';
import { conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { appealDetail } from './queries.ts';

/** Who is acting: the user and their branch (the default branch of a new appeal). */
export type AppealActor = Pick<Actor, 'userId' | 'branchId'>;

const REFERENCES = [
  ['type_id', 'appeal_types'],
  ['source_id', 'appeal_sources'],
  ['group_id', 'appeal_groups'],
  ['form_id', 'appeal_forms'],
  ['direction_id', 'appeal_directions'],
] as const;

type Details = Omit<AppealEditInput, 'comment'>;

/** One column's value exists (and is active when `active`), or a 400 naming the field. */
async function exists(tx: Tx, table: string, id: number, active = true): Promise<boolean> {
  const rows = await tx.execute<{ ok: boolean }>(
    sql`select true as ok from ${sql.identifier(table)} where id = ${id} ${active ? sql`and active` : sql``}`,
  );
  return rows.rows.length > 0;
}

/**
 * Checks the references of an appeal's details (each list's record exists and
 * is active; the client; the contract, the client's when both are given) and
 * fills the client and the phone from the contract and the client when left out.
 */
async function checkedDetails(tx: Tx, input: Details): Promise<Details> {
  const errors: { field: string; key: string }[] = [];
  for (const [field, table] of REFERENCES) {
    const id = input[field];
    if (id !== undefined && !(await exists(tx, table, id))) errors.push({ field, key: 'validation.invalid' });
  }
  const out = { ...input };
  if (out.contract_id !== undefined) {
    const rows = await tx.execute<{ client_id: string }>(
      sql`select client_id from contracts where id = ${out.contract_id}`,
    );
    const owner = rows.rows[0] ? Number(rows.rows[0].client_id) : undefined;
    if (owner === undefined || (out.client_id !== undefined && out.client_id !== owner))
      errors.push({ field: 'contract_id', key: 'validation.invalid' });
    else out.client_id = owner;
  }
  if (out.client_id !== undefined) {
    const rows = await tx.execute<{ phone: string | null }>(
      sql`select phones[1] as phone from clients where id = ${out.client_id}`,
    );
    const client = rows.rows[0];
    if (!client) errors.push({ field: 'client_id', key: 'validation.invalid' });
    else if (out.phone === undefined && client.phone) out.phone = client.phone;
  }
  if (errors.length > 0) throw new FieldErrors(errors);
  return out;
}

const detailColumns = (d: Details) => ({
  client_id: d.client_id ?? null,
  contract_id: d.contract_id ?? null,
  phone: d.phone ?? null,
  type_id: d.type_id,
  source_id: d.source_id ?? null,
  group_id: d.group_id ?? null,
  form_id: d.form_id ?? null,
  direction_id: d.direction_id ?? null,
  text: d.text,
});

async function recordEvent(
  tx: Tx,
  appealId: number,
  action: AppealAction,
  from: AppealStatus | null,
  to: AppealStatus,
  assigneeId: number | null,
  comment: string | null,
  by: number,
): Promise<void> {
  await tx.execute(sql`insert into appeal_events
      (appeal_id, action, from_status, to_status, assignee_id, comment, created_by)
    values (${appealId}, ${action}, ${from}, ${to}, ${assigneeId}, ${comment}, ${by})`);
}

/** Registers an appeal (NEW) with its first history row. */
export async function createAppeal(db: Db, input: AppealCreateInput, actor: AppealActor) {
  const id = await db.transaction(async (tx) => {
    const { branch_id, ...rest } = input;
    const details = await checkedDetails(tx, rest);
    const branchId = branch_id ?? actor.branchId ?? null;
    if (branchId === null || !(await exists(tx, 'branches', branchId, false)))
      throw new FieldErrors([
        { field: 'branch_id', key: branchId === null ? 'validation.required' : 'validation.invalid' },
      ]);
    const c = detailColumns(details);
    const rows = await tx.execute<{ id: string }>(sql`insert into appeals
        (branch_id, client_id, contract_id, phone, type_id, source_id, group_id, form_id, direction_id, text,
         status, created_by)
      values (${branchId}, ${c.client_id}, ${c.contract_id}, ${c.phone}, ${c.type_id}, ${c.source_id},
        ${c.group_id}, ${c.form_id}, ${c.direction_id}, ${c.text}, 'NEW', ${actor.userId})
      returning id`);
    const appealId = Number(rows.rows[0]?.id);
    await recordEvent(tx, appealId, 'CREATE', null, 'NEW', null, null, actor.userId);
    return appealId;
  });
  return appealDetail(db, id);
}

interface Locked {
  status: AppealStatus;
  assignee_id: number | null;
}

/** What a transition changes: the new status, the columns set, and the history row's assignee and comment. */
interface Change {
  to: AppealStatus;
  set: SQL[];
  assigneeId: number | null;
  comment: string | null;
}

/**
 * One change of an appeal in one transaction: the row locked, its status
 * checked against the action's starting states (409 otherwise), the change
 * applied and its history row written.
 */
async function transition(
  db: Db,
  id: number,
  action: Exclude<AppealAction, 'CREATE'>,
  actor: AppealActor,
  change: (tx: Tx, row: Locked) => Promise<Change>,
) {
  await db.transaction(async (tx) => {
    const rows = await tx.execute<{ status: AppealStatus; assignee_id: number | null }>(
      sql`select status, assignee_id from appeals where id = ${id} for update`,
    );
    const row = rows.rows[0];
    if (!row) throw notFound();
    if (!APPEAL_FROM[action].includes(row.status)) throw conflict(`appeals.errors.state.${row.status}`);
    const c = await change(tx, row);
    const sets = [sql`status = ${c.to}`, sql`updated_at = now()`, ...c.set];
    await tx.execute(sql`update appeals set ${sql.join(sets, sql`, `)} where id = ${id}`);
    await recordEvent(tx, id, action, row.status, c.to, c.assigneeId, c.comment, actor.userId);
  });
  return appealDetail(db, id);
}

export const assignAppeal = (db: Db, id: number, input: AppealAssignInput, actor: AppealActor) =>
  transition(db, id, 'ASSIGN', actor, async (tx) => {
    const rows = await tx.execute(sql`select 1 from users where id = ${input.assignee_id} and active`);
    if (rows.rows.length === 0) throw new FieldErrors([{ field: 'assignee_id', key: 'validation.invalid' }]);
    return {
      to: 'IN_PROGRESS',
      set: [sql`assignee_id = ${input.assignee_id}`],
      assigneeId: input.assignee_id,
      comment: input.comment ?? null,
    };
  });

export const answerAppeal = (db: Db, id: number, input: AppealAnswerInput, actor: AppealActor) =>
  transition(db, id, 'ANSWER', actor, async (_tx, row) => ({
    to: 'ANSWERED',
    set: [sql`answer = ${input.answer}`],
    assigneeId: row.assignee_id,
    comment: input.answer,
  }));

export const closeAppeal = (db: Db, id: number, comment: string | undefined, actor: AppealActor) =>
  transition(db, id, 'CLOSE', actor, async (_tx, row) => ({
    to: 'CLOSED',
    set: [],
    assigneeId: row.assignee_id,
    comment: comment ?? null,
  }));

export const rejectAppeal = (db: Db, id: number, reason: string, actor: AppealActor) =>
  transition(db, id, 'REJECT', actor, async (_tx, row) => ({
    to: 'REJECTED',
    set: [sql`reject_reason = ${reason}`],
    assigneeId: row.assignee_id,
    comment: reason,
  }));

/** Back to work: IN_PROGRESS with its assignee (NEW when it had none); the answer and rejection cleared. */
export const reopenAppeal = (db: Db, id: number, reason: string, actor: AppealActor) =>
  transition(db, id, 'REOPEN', actor, async (_tx, row) => ({
    to: row.assignee_id === null ? 'NEW' : 'IN_PROGRESS',
    set: [sql`answer = null`, sql`reject_reason = null`],
    assigneeId: row.assignee_id,
    comment: reason,
  }));

/** Corrects an open appeal's details; the history row keeps the status and the comment. */
export const editAppeal = (db: Db, id: number, input: AppealEditInput, actor: AppealActor) =>
  transition(db, id, 'EDIT', actor, async (tx, row) => {
    const { comment, ...rest } = input;
    const c = detailColumns(await checkedDetails(tx, rest));
    return {
      to: row.status,
      set: [
        sql`client_id = ${c.client_id}`,
        sql`contract_id = ${c.contract_id}`,
        sql`phone = ${c.phone}`,
        sql`type_id = ${c.type_id}`,
        sql`source_id = ${c.source_id}`,
        sql`group_id = ${c.group_id}`,
        sql`form_id = ${c.form_id}`,
        sql`direction_id = ${c.direction_id}`,
        sql`text = ${c.text}`,
      ],
      assigneeId: row.assignee_id,
      comment: comment ?? null,
    };
  });
