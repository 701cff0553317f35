import { documentNumber } from '@savdo/shared/documents';
import type { MasterActQuery } from '@savdo/shared/schemas/installation';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { type Act, runAct } from '../../stock/supplier-calculations/acts.ts';
import { masterOf } from './jobs.ts';

export interface MasterAct extends Act {
  master_id: number;
  master_name: string;
}

/**
 * A master's reconciliation act for a period, UZS: what the company owed the
 * master before it (jobs installed less payments), each job installed and
 * each payment (or its reversal) within it with the running balance, and the
 * balance at its end. A job's line says where its earning came from (the
 * product's rate, its category's, or the master's own). A job is a debit (owed more), a payment a credit.
 */
export async function masterAct(db: Db, q: MasterActQuery): Promise<MasterAct> {
  const master = await masterOf(db, q.master_id);
  const [opening, entries] = await Promise.all([
    db.execute<{ amount: string }>(sql`select
      (select coalesce(sum(earning), 0) from installations
        where master_id = ${q.master_id} and status = 'INSTALLED' and installed_on < ${q.date_from})
      - (select coalesce(sum(p.amount), 0) from money_postings p join money_accounts a on a.id = p.account_id
        where a.kind = 'master' and a.ref_id = ${q.master_id} and a.currency = 'UZS'
          and p.business_date < ${q.date_from}) as amount`),
    db.execute<{
      date: string;
      kind: string;
      number: string;
      prefix: string | null;
      earning_source: string | null;
      amount: string;
    }>(sql`select * from (
        select j.installed_on::text as date, 'INSTALLATION_JOB' as kind,
          j.sale_number::text as number, b.prefix,
          coalesce(j.earning_source, 'MASTER') as earning_source, j.earning as amount, j.id,
          0 as ord
        from installations j left join branches b on b.id = j.branch_id
        where j.master_id = ${q.master_id} and j.status = 'INSTALLED'
          and j.installed_on between ${q.date_from} and ${q.date_to}
        union all
        select p.business_date::text, case when p.amount > 0 then 'MASTER_PAYMENT' else 'PAYMENT_REVERSAL' end,
          p.operation_id::text, null, null, -p.amount, p.id, 1
        from money_postings p join money_accounts a on a.id = p.account_id
        where a.kind = 'master' and a.ref_id = ${q.master_id} and a.currency = 'UZS'
          and p.business_date between ${q.date_from} and ${q.date_to}
      ) e order by date, ord, id`),
  ]);
  const act = runAct(
    { currency: 'UZS', date_from: q.date_from, date_to: q.date_to },
    BigInt(opening.rows[0]?.amount ?? 0),
    entries.rows.map((e) => ({
      date: e.date,
      kind: e.kind,
      number: e.kind === 'INSTALLATION_JOB' ? documentNumber(e.prefix, e.number) : e.number,
      earning_source: e.earning_source,
      amount: BigInt(e.amount),
    })),
  );
  return { master_id: q.master_id, master_name: master.name, ...act };
}
