import { documentNumber } from '@savdo/shared/documents';
import type { SmsListQuery, SmsMessageRow } from '@savdo/shared/schemas/sms';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';

/** Totals are exact up to this many matching rows. */
const EXACT_TOTAL_LIMIT = 10_000;

/** The filters of the message list, each with an index of `sms_messages` that keeps the newest-first order. */
function where(q: Partial<SmsListQuery>): SQL {
  const c: SQL[] = [sql`true`];
  if (q.status) c.push(sql`m.status = ${q.status}`);
  if (q.kind) c.push(sql`m.kind = ${q.kind}`);
  if (q.date_from)
    c.push(sql`m.created_at >= (${q.date_from}::date)::timestamp at time zone 'Asia/Tashkent'`);
  if (q.date_to) c.push(sql`m.created_at < (${q.date_to}::date + 1)::timestamp at time zone 'Asia/Tashkent'`);
  if (q.phone) {
    c.push(sql`m.phone = ${q.phone.length === 9 ? `998${q.phone}` : q.phone}`);
  }
  if (q.client_id) c.push(sql`m.client_id = ${q.client_id}`);
  if (q.contract_id) c.push(sql`m.contract_id = ${q.contract_id}`);
  return sql.join(c, sql` and `);
}

type Raw = {
  id: string;
  phone: string;
  text: string;
  kind: SmsMessageRow['kind'];
  status: SmsMessageRow['status'];
  template_name: string | null;
  client_id: string | null;
  client_name: string | null;
  contract_id: string | null;
  contract_number: string | null;
  contract_prefix: string | null;
  provider_status: string | null;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
  finished_at: Date | string | null;
  created_by_name: string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const present = ({ contract_prefix, ...r }: Raw): SmsMessageRow => ({
  ...r,
  id: Number(r.id),
  contract_number: r.contract_number === null ? null : documentNumber(contract_prefix, r.contract_number),
  client_id: r.client_id === null ? null : Number(r.client_id),
  contract_id: r.contract_id === null ? null : Number(r.contract_id),
  created_at: new Date(r.created_at).toISOString(),
  sent_at: iso(r.sent_at),
  finished_at: iso(r.finished_at),
});

const SELECT = sql`select m.id, m.phone, m.text, m.kind, m.status, t.name as template_name, m.client_id,
    cl.full_name as client_name, m.contract_id,
    k.number::text as contract_number, b.prefix as contract_prefix,
    m.provider_status, m.attempts, m.last_error, m.created_at, m.sent_at, m.finished_at,
    u.full_name as created_by_name
  from sms_messages m
  left join sms_templates t on t.id = m.template_id
  left join clients cl on cl.id = m.client_id
  left join contracts k on k.id = m.contract_id
  left join branches b on b.id = k.branch_id
  left join users u on u.id = m.created_by`;

/** A page of messages, newest first, with the count (exact up to 10 000). */
export async function listMessages(db: DbOrTx, q: SmsListQuery) {
  const filter = where(q);
  const [rows, total] = await Promise.all([
    db.execute<Raw>(sql`${SELECT}
      join (select m.id from sms_messages m where ${filter} order by m.created_at desc, m.id desc
        limit ${q.per_page} offset ${(q.page - 1) * q.per_page}) page on page.id = m.id
      order by m.created_at desc, m.id desc`),
    db.execute<{ total: string }>(sql`select count(*) as total from
      (select 1 from sms_messages m where ${filter} limit ${EXACT_TOTAL_LIMIT + 1}) x`),
  ]);
  const counted = Number(total.rows[0]?.total ?? 0);
  return {
    data: rows.rows.map(present),
    meta: { page: q.page, per_page: q.per_page, total: counted, total_exact: counted <= EXACT_TOTAL_LIMIT },
  };
}

/** One message, or 404. */
export async function getMessage(db: DbOrTx, id: number): Promise<SmsMessageRow> {
  const rows = await db.execute<Raw>(sql`${SELECT} where m.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return present(row);
}
