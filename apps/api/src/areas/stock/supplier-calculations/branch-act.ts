import { documentNumber } from '@savdo/shared/documents';
import type { BranchActQuery } from '@savdo/shared/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { type Act, runAct } from './acts.ts';

export interface BranchAct extends Act {
  branch_id: number;
  branch_name: string;
  other_branch_id: number | null;
  other_branch_name: string | null;
}

/** The kinds of documents that carry goods from one warehouse to another. */
const MOVE_KINDS = sql`('MOVE', 'MATERIAL_MOVE')`;

/**
 * The moves between a branch's warehouses and another branch's (or any
 * other's) up to `dateTo`, each with what left at cost and what came back to
 * the source (a refused move), read from the stock ledger's movements of the
 * document: nothing is booked twice. The documents are found through the
 * (warehouse, kind, date) and (destination, date) indexes.
 */
function movesSql(q: BranchActQuery, range: SQL): SQL {
  const ours = sql`(select id from warehouses where branch_id = ${q.branch_id})`;
  const theirs = q.other_branch_id
    ? sql`(select id from warehouses where branch_id = ${q.other_branch_id})`
    : sql`(select id from warehouses where branch_id <> ${q.branch_id})`;
  return sql`with docs as (
      select d.id, d.kind, d.number, d.status, d.doc_date, d.warehouse_id, true as outgoing
        from stock_documents d
        where d.warehouse_id in ${ours} and d.kind in ${MOVE_KINDS} and ${range}
          and d.to_warehouse_id in ${theirs}
      union all
      select d.id, d.kind, d.number, d.status, d.doc_date, d.warehouse_id, false as outgoing
        from stock_documents d
        where d.to_warehouse_id in ${ours} and ${range} and d.kind in ${MOVE_KINDS}
          and d.warehouse_id in ${theirs}
    ), costed as (
      select docs.*,
        coalesce((select -sum(m.cost_uzs) from stock_movements m
          where m.document_id = docs.id and m.type = 'MOVE_OUTPUT'), 0)
        - coalesce((select sum(m.cost_uzs) from stock_movements m
          where m.document_id = docs.id and m.type = 'MOVE_INPUT' and m.warehouse_id = docs.warehouse_id), 0)
          as cost
      from docs where docs.status in ('WAY', 'APPROVED', 'REJECTED')
    )`;
}

/**
 * Settlements between branches, in UZS at cost: goods a branch sends to
 * another are owed to it from the moment they leave (in transit or
 * received), a refused move comes back and nets to nothing. The balance is
 * what the other branch (or all others) owe this one.
 */
export async function branchAct(db: Db, q: BranchActQuery): Promise<BranchAct> {
  const names = await db.execute<{ id: number; name: string }>(
    sql`select id, name from branches where id in (${q.branch_id}, ${q.other_branch_id ?? q.branch_id})`,
  );
  const nameOf = (id: number) => names.rows.find((r) => r.id === id)?.name;
  const branchName = nameOf(q.branch_id);
  const otherName = q.other_branch_id ? nameOf(q.other_branch_id) : null;
  if (branchName === undefined || otherName === undefined) throw notFound();

  const [opening, entries] = await Promise.all([
    db.execute<{ amount: string }>(sql`${movesSql(q, sql`d.doc_date < ${q.date_from}`)}
      select coalesce(sum(case when outgoing then cost else -cost end), 0) as amount from costed`),
    db.execute<{
      id: string;
      kind: string;
      number: string;
      prefix: string | null;
      status: string;
      date: string;
      outgoing: boolean;
      cost: string;
      from_branch: string;
      to_branch: string;
    }>(sql`${movesSql(q, sql`d.doc_date between ${q.date_from} and ${q.date_to}`)}
      select c.id, c.kind, c.number, db.prefix, c.status, c.doc_date::text as date, c.outgoing, c.cost,
        fb.name as from_branch, tb.name as to_branch
      from costed c join stock_documents d on d.id = c.id join branches db on db.id = d.branch_id
        join warehouses fw on fw.id = d.warehouse_id join branches fb on fb.id = fw.branch_id
        join warehouses tw on tw.id = d.to_warehouse_id join branches tb on tb.id = tw.branch_id
      order by c.doc_date, c.id`),
  ]);
  const act = runAct(
    { currency: 'UZS', date_from: q.date_from, date_to: q.date_to },
    BigInt(opening.rows[0]?.amount ?? 0),
    entries.rows.map((e) => ({
      date: e.date,
      kind: e.kind,
      number: documentNumber(e.prefix, e.number),
      status: e.status,
      from_branch: e.from_branch,
      to_branch: e.to_branch,
      amount: e.outgoing ? BigInt(e.cost) : -BigInt(e.cost),
    })),
  );
  return {
    branch_id: q.branch_id,
    branch_name: branchName,
    other_branch_id: q.other_branch_id ?? null,
    other_branch_name: otherName,
    ...act,
  };
}
