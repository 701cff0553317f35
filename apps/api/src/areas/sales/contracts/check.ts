import { POSTING_KINDS } from '@savdo/shared/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { ACCOUNT_BALANCES } from '../../../ledgers/money/journal.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';

const postingKinds = sql.join(
  [...POSTING_KINDS].map((k) => sql`${k}`),
  sql`, `,
);

/**
 * Every invariant of the contracts' ledgers over the whole database (or one
 * contract); answers what breaks one, `[]` when all hold:
 *
 * - a contract's `rest` and `next_due_date` are what its schedule says;
 * - each schedule row's paid, forgiven and markup settled are the sums of
 *   its allocation rows, and 0 ≤ left ≤ amount, 0 ≤ markup settled ≤ markup;
 * - a settlement's amount is its allocations plus what was overpaid;
 * - an open contract has debt left and a closed one none;
 * - per currency, minus the company-wide `contract` account's balance equals
 *   the allocations of the kinds that post money.
 */
export async function contractBreaks(db: DbOrTx, contractId?: number) {
  const only = (column: SQL) => (contractId === undefined ? sql`true` : sql`${column} = ${contractId}`);
  const rows = await db.execute<{ what: string; id: string }>(sql`
    with left_rows as (select contract_id, n, due_date, amount - paid - forgiven as left_amount
                       from contract_schedule where ${only(sql`contract_id`)}),
         sums as (select contract_id, sum(left_amount) as rest,
                    min(due_date) filter (where left_amount > 0) as next_due
                  from left_rows group by contract_id)
    select 'rest' as what, c.id::text as id from contracts c left join sums s on s.contract_id = c.id
      where ${only(sql`c.id`)} and (c.rest <> coalesce(s.rest, 0) or c.next_due_date is distinct from s.next_due)
    union all
    select 'row', s.contract_id || ':' || s.n from contract_schedule s
      left join (select contract_id, n, sum(amount) filter (where not forgives) as paid,
                   sum(amount) filter (where forgives) as forgiven, sum(markup) as markup
                 from contract_allocations where ${only(sql`contract_id`)} group by contract_id, n) a
        on a.contract_id = s.contract_id and a.n = s.n
      where ${only(sql`s.contract_id`)} and (s.paid <> coalesce(a.paid, 0) or s.forgiven <> coalesce(a.forgiven, 0)
        or s.markup_settled <> coalesce(a.markup, 0) or s.paid + s.forgiven > s.amount or s.paid < 0
        or s.forgiven < 0 or s.markup_settled < 0 or s.markup_settled > s.markup
        or s.paid + s.forgiven - s.markup_settled > s.amount - s.markup)
    union all
    select 'settlement', st.id::text from contract_settlements st
      where ${only(sql`st.contract_id`)} and st.amount <> st.overpaid
        + coalesce((select sum(amount) from contract_allocations a where a.settlement_id = st.id), 0)
    union all
    select 'status', c.id::text from contracts c
      where ${only(sql`c.id`)} and ((c.status in ('ACTIVE', 'FREEZE') and c.rest = 0 and c.debt + c.prepayment > 0)
        or (c.status = 'CLOSED' and (c.rest <> 0 or c.closed_on is null)))
    ${contractId === undefined ? journalCheck() : sql``}`);
  return rows.rows;
}

/** Per currency: −(the `contract` account's balance) = Σ allocations of the posting kinds. */
const journalCheck = () => sql`union all
    select 'journal', cur.currency from (select 'UZS' as currency union all select 'USD') cur
    where coalesce((select -sum(b.balance) from ${ACCOUNT_BALANCES} b join money_accounts ma on ma.id = b.account_id
        where ma.kind = 'contract' and ma.ref_id = 0 and ma.currency = cur.currency), 0)
      <> coalesce((select sum(a.amount) from contract_allocations a
        join contract_settlements st on st.id = a.settlement_id join contracts c on c.id = st.contract_id
        where st.kind in (${postingKinds}) and c.currency = cur.currency), 0)`;
