import { documentNumber } from '@savdo/shared/documents';
import { type SmsFields, smsDate, smsMoney } from '@savdo/shared/sms';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { normalizePhone } from './queue.ts';

/** A contract as a message about it needs it: its figures as of a date, its client and phone. */
export interface SmsContract {
  contractId: number;
  clientId: number;
  /** The client's first valid phone, or null (nothing can be sent). */
  phone: string | null;
  currency: 'UZS' | 'USD';
  monthly: bigint;
  overdue: bigint;
  rest: bigint;
  daysLate: number;
  fields: SmsFields;
}

type Row = {
  id: string;
  client_id: string;
  number: string;
  branch_prefix: string | null;
  branch_name: string | null;
  currency: 'UZS' | 'USD';
  monthly: string;
  rest: string;
  paid: string;
  overdue: string;
  next_due_date: string | null;
  status: string;
  full_name: string;
  phones: string[];
  company: string | null;
};

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/**
 * The placeholders' values of contracts as of `today`: the client, the
 * number, the monthly, the oldest unpaid due date, the overdue (instalments
 * due before today not settled), days late, what is left and what is paid,
 * the branch and the company; `{sum}` is the monthly unless the caller
 * names another sum.
 */
export async function contractsForSms(db: DbOrTx, ids: readonly number[], today: string) {
  if (ids.length === 0) return new Map<number, SmsContract>();
  const result = await db.execute<Row>(sql`
    select c.id, c.client_id, c.number, b.prefix as branch_prefix, b.name as branch_name, c.currency,
      c.monthly, c.rest, c.next_due_date, c.status, cl.full_name, cl.phones,
      (select value #>> '{}' from general_settings where alias = 'company_name') as company,
      coalesce(s.paid, 0) as paid, coalesce(s.overdue, 0) as overdue
    from contracts c
    join clients cl on cl.id = c.client_id
    left join branches b on b.id = c.branch_id
    left join lateral (
      select sum(paid) as paid,
        sum(greatest(amount - paid - forgiven, 0)) filter (where due_date < ${today}) as overdue
      from contract_schedule where contract_id = c.id
    ) s on true
    where c.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const out = new Map<number, SmsContract>();
  for (const r of result.rows) {
    const overdue = BigInt(r.overdue);
    const daysLate =
      r.status === 'ACTIVE' && r.next_due_date && r.next_due_date < today
        ? daysBetween(r.next_due_date, today)
        : 0;
    const money = (v: bigint) => smsMoney(v, r.currency);
    out.set(Number(r.id), {
      contractId: Number(r.id),
      clientId: Number(r.client_id),
      phone: r.phones.map(normalizePhone).find((p) => p !== null) ?? null,
      currency: r.currency,
      monthly: BigInt(r.monthly),
      overdue,
      rest: BigInt(r.rest),
      daysLate,
      fields: {
        client: r.full_name,
        contract_number: documentNumber(r.branch_prefix, r.number),
        sum: money(BigInt(r.monthly)),
        monthly: money(BigInt(r.monthly)),
        due_date: smsDate(r.next_due_date),
        overdue: money(overdue),
        days_late: String(daysLate),
        rest: money(BigInt(r.rest)),
        debt: money(BigInt(r.rest)),
        paid: money(BigInt(r.paid)),
        branch: r.branch_name ?? '',
        company: r.company ?? '',
        date: smsDate(today),
      },
    });
  }
  return out;
}
