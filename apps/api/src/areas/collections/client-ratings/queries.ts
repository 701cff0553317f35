import type { DisciplineSummary } from '@savdo/shared/contracts';
import { fromMinor } from '@savdo/shared/money';
import type {
  ClientDisciplineView,
  ContractSkipQuery,
  ContractSkipRow,
  DisciplineFigures,
  DisciplineQuery,
  DisciplineRow,
  KatmQuery,
  KatmSubmissionRow,
  KatmSubmissionView,
} from '@savdo/shared/schemas/client-ratings';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { boundedClients } from '../../sales/clients/name-search.ts';
import { clientDiscipline, summaryColumns } from '../../sales/contracts/discipline.ts';
import { contractNumberSql } from '../../sales/contracts/number-search.ts';

/**
 * Reading the ratings: the stored figures of the close of day for the
 * lists (each filter and sort on an index of `client_scores` /
 * `contract_scores`), one client's figures computed now, and the bureau
 * submissions.
 */

type Raw = Record<string, string | number | null>;
const n = (v: string | number | null | undefined) => Number(v ?? 0);

const figures = (r: Raw): DisciplineFigures => ({
  instalments: n(r.instalments),
  on_time: n(r.on_time),
  late_1_30: n(r.late_1_30),
  late_31_60: n(r.late_31_60),
  late_61_90: n(r.late_61_90),
  late_91: n(r.late_91),
  paid_late: n(r.paid_late),
  skipped: n(r.skipped),
  open_late: n(r.open_late),
  worst_days_late: n(r.worst_days_late),
  current_days_late: n(r.current_days_late),
  score: r.score === null || r.score === undefined ? null : Number(r.score),
  grade: (r.grade ?? 'N') as DisciplineFigures['grade'],
});

export const figuresOf = (s: DisciplineSummary): DisciplineFigures => summaryColumns(s);

const BUCKET_COLUMN = {
  D1_30: 'late_1_30',
  D31_60: 'late_31_60',
  D61_90: 'late_61_90',
  D91: 'late_91',
} as const;
const CLIENT_SORT = {
  score: 's.score',
  worst: 's.worst_days_late',
  current: 's.current_days_late',
  client: 's.client_id',
};

/** Clients with their stored figures: worst score first unless sorted otherwise. */
export async function listDiscipline(db: Db, q: DisciplineQuery) {
  const c: SQL[] = [sql`true`];
  if (q.branch_id) c.push(sql`s.branch_id = ${q.branch_id}`);
  if (q.grade) c.push(sql`s.grade = ${q.grade}`);
  if (q.bucket) c.push(sql`${sql.raw(`s.${BUCKET_COLUMN[q.bucket]}`)} > 0`);
  if (q.search) c.push(sql`s.client_id in ${boundedClients(q.search, 500)}`);
  const column = CLIENT_SORT[q.sort ?? 'score'];
  const dir = (q.order ?? (q.sort === 'score' || !q.sort ? 'asc' : 'desc')) === 'asc' ? 'asc' : 'desc';
  const nulls = column === 's.score' ? (dir === 'asc' ? ' nulls last' : ' nulls first') : '';
  const orderBy = sql.raw(`${column} ${dir}${nulls}, s.client_id ${dir}`);
  const rows = await db.execute<Raw>(sql`select s.*, s.as_of::text as as_of, cl.full_name as client_name,
      cl.pinfl, b.name as branch_name
    from (select * from client_scores s where ${sql.join(c, sql` and `)}
      order by ${orderBy} limit ${q.per_page} offset ${(q.page - 1) * q.per_page}) s
    join clients cl on cl.id = s.client_id
    left join branches b on b.id = s.branch_id
    order by ${orderBy}`);
  const data: DisciplineRow[] = rows.rows.map((r) => ({
    ...figures(r),
    client_id: n(r.client_id),
    client_name: String(r.client_name ?? ''),
    pinfl: r.pinfl === null ? null : String(r.pinfl),
    branch_name: r.branch_name === null ? null : String(r.branch_name),
    contracts: n(r.contracts),
    as_of: String(r.as_of),
  }));
  return { data, meta: { page: q.page, per_page: q.per_page } };
}

/** One client's discipline computed now from their schedules and payments; null when no such client. */
export async function clientDisciplineView(
  db: DbOrTx,
  clientId: number,
  asOf: string,
): Promise<ClientDisciplineView | null> {
  const client = await db.execute<{ full_name: string }>(
    sql`select full_name from clients where id = ${clientId}`,
  );
  const name = client.rows[0]?.full_name;
  if (name === undefined) return null;
  const { summary, contracts } = await clientDiscipline(db, clientId, asOf);
  return {
    ...figuresOf(summary),
    client_id: clientId,
    client_name: name,
    as_of: asOf,
    contracts: contracts.map((c) => ({
      ...figuresOf(c.summary),
      contract_id: c.id,
      number: c.number,
      branch_prefix: c.branch_prefix,
      status: c.status,
      currency: c.currency,
      contract_date: c.contract_date,
    })),
    history: contracts.flatMap((c) =>
      c.rows.map((r) => ({
        contract_id: c.id,
        contract_number: c.number,
        contract_prefix: c.branch_prefix,
        n: r.n,
        due_date: r.dueDate,
        amount: fromMinor(r.amount),
        settled: fromMinor(r.settled),
        settled_on: r.settledOn,
        days_late: r.daysLate,
        open: r.open,
        currency: c.currency,
      })),
    ),
  };
}

const CONTRACT_SORT = {
  skipped: 's.skipped',
  paid_late: 's.paid_late',
  worst: 's.worst_days_late',
  contract: 's.contract_id',
};

/** Contracts by skipped and late payments (stored figures), most skipped first unless sorted otherwise. */
export async function listContractSkips(db: Db, q: ContractSkipQuery) {
  const c: SQL[] = [sql`true`];
  if (q.branch_id) c.push(sql`s.branch_id = ${q.branch_id}`);
  if (q.min_skipped !== undefined) c.push(sql`s.skipped >= ${q.min_skipped}`);
  if (q.min_late !== undefined) c.push(sql`s.paid_late >= ${q.min_late}`);
  if (q.search) c.push(sql`s.client_id in ${boundedClients(q.search, 500)}`);
  if (q.number)
    c.push(sql`s.contract_id in (select k.id from contracts k where ${contractNumberSql(sql`k`, q.number)})`);
  const column = CONTRACT_SORT[q.sort ?? 'skipped'];
  const dir = (q.order ?? (q.sort === 'contract' ? 'asc' : 'desc')) === 'asc' ? 'asc' : 'desc';
  const orderBy = sql.raw(`${column} ${dir}, s.contract_id ${dir}`);
  const rows = await db.execute<Raw>(sql`select s.*, s.as_of::text as as_of, k.number, k.status,
      cl.full_name as client_name, b.name as branch_name, kb.prefix as branch_prefix
    from (select * from contract_scores s where ${sql.join(c, sql` and `)}
      order by ${orderBy} limit ${q.per_page} offset ${(q.page - 1) * q.per_page}) s
    join contracts k on k.id = s.contract_id
    join clients cl on cl.id = s.client_id
    left join branches b on b.id = s.branch_id
    left join branches kb on kb.id = k.branch_id
    order by ${orderBy}`);
  const data: ContractSkipRow[] = rows.rows.map((r) => ({
    ...figures(r),
    contract_id: n(r.contract_id),
    number: n(r.number),
    branch_prefix: r.branch_prefix === null ? null : String(r.branch_prefix),
    status: String(r.status),
    client_id: n(r.client_id),
    client_name: String(r.client_name ?? ''),
    branch_name: r.branch_name === null ? null : String(r.branch_name),
    as_of: String(r.as_of),
  }));
  return { data, meta: { page: q.page, per_page: q.per_page } };
}

const SUBMISSION = sql`k.id, k.form, k.subject_kind, k.subject_id, k.subject_version, k.claim_id, k.client_id,
  cl.full_name as client_name, k.business_date::text as business_date, k.status, k.attempts, k.report_id,
  k.message, k.source, k.created_at, k.sent_at`;

const submissionRow = (r: Raw): KatmSubmissionRow => ({
  id: n(r.id),
  form: r.form as KatmSubmissionRow['form'],
  subject_kind: String(r.subject_kind),
  subject_id: n(r.subject_id),
  subject_version: String(r.subject_version),
  claim_id: String(r.claim_id),
  client_id: r.client_id === null ? null : n(r.client_id),
  client_name: r.client_name === null ? null : String(r.client_name),
  business_date: String(r.business_date),
  status: r.status as KatmSubmissionRow['status'],
  attempts: n(r.attempts),
  report_id: r.report_id === null ? null : String(r.report_id),
  message: r.message === null ? null : String(r.message),
  source: String(r.source),
  created_at: new Date(String(r.created_at)).toISOString(),
  sent_at: r.sent_at === null ? null : new Date(String(r.sent_at)).toISOString(),
});

/** The submissions, newest first, by form, status, date queued and client (each on an index with the id). */
export async function listSubmissions(db: Db, q: KatmQuery) {
  const c: SQL[] = [sql`true`];
  if (q.form) c.push(sql`k.form = ${q.form}`);
  if (q.status) c.push(sql`k.status = ${q.status}`);
  if (q.date_from) c.push(sql`k.business_date >= ${q.date_from}`);
  if (q.date_to) c.push(sql`k.business_date <= ${q.date_to}`);
  if (q.client_id) c.push(sql`k.client_id = ${q.client_id}`);
  const rows = await db.execute<Raw>(sql`select ${SUBMISSION}
    from (select * from katm_submissions k where ${sql.join(c, sql` and `)}
      order by k.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}) k
    left join clients cl on cl.id = k.client_id
    order by k.id desc`);
  return { data: rows.rows.map(submissionRow), meta: { page: q.page, per_page: q.per_page } };
}

/** One submission with what was sent and what the bureau answered. */
export async function submissionView(db: DbOrTx, id: number): Promise<KatmSubmissionView | null> {
  const rows = await db.execute<Raw & { payload: unknown; answer: unknown }>(sql`select ${SUBMISSION},
      k.payload, k.answer, k.provider
    from katm_submissions k left join clients cl on cl.id = k.client_id where k.id = ${id}`);
  const r = rows.rows[0];
  if (!r) return null;
  return {
    ...submissionRow(r),
    payload: r.payload,
    answer: r.answer,
    provider: r.provider === null ? null : String(r.provider),
  };
}
