import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { inBranches, type ReportContext, type ServerReport, when } from '../engine/define.ts';

/** The money direction a cash-desk bank operation is on the account's statement: cash handed in arrives. */
const CASH_DESK_DIRECTION = sql`case when o.type = 'BANK_OUTPUT' then 'IN' else 'OUT' end`;

/**
 * Both records of each move between our own places, and the key that pairs
 * them: an internal transfer is on the sender's statement (OUT) and the
 * receiver's (IN), paired by (from, to, amount); cash between an account and
 * a cashbox is a statement row booked to the cashbox and the cash desk's
 * BANK_OUTPUT (cash handed to the bank) or BANK_INPUT (cash drawn from it),
 * counted (approved, not a reversal), paired by (account, cashbox,
 * direction, amount). `pair_side` tells the two records of a pair apart.
 */
const SIDES = sql`select 'STATEMENT' as side, t.id, t.doc_date, 'INTERNAL' as target, t.account_id,
    t.target_id as other_id, t.direction, t.amount, t.currency, t.doc_number, null::int as branch_id,
    concat_ws(':', 'INTERNAL', case when t.direction = 'OUT' then t.account_id else t.target_id end,
      case when t.direction = 'OUT' then t.target_id else t.account_id end, t.amount) as pair_key,
    t.direction as pair_side
  from bank_transactions t where t.target = 'INTERNAL'
  union all
  select 'STATEMENT', t.id, t.doc_date, 'CASHBOX', t.account_id, t.target_id, t.direction, t.amount, t.currency,
    t.doc_number, c.branch_id, concat_ws(':', 'CASHBOX', t.account_id, t.target_id, t.direction, t.amount),
    'STATEMENT'
  from bank_transactions t join cashboxes c on c.id = t.target_id where t.target = 'CASHBOX'
  union all
  select 'CASH_DESK', o.id, o.business_date, 'CASHBOX', o.counterpart_id, o.cashbox_id, ${CASH_DESK_DIRECTION},
    o.amount, o.currency, null, o.branch_id,
    concat_ws(':', 'CASHBOX', o.counterpart_id, o.cashbox_id, ${CASH_DESK_DIRECTION}, o.amount), 'CASH_DESK'
  from money_operations o where o.type in ('BANK_INPUT', 'BANK_OUTPUT') and o.status = 'APPROVED'
    and o.reversal_of is null and o.counterpart_kind = 'bank_account'`;

/** The records of each pair in date order: the k-th of one side matches the k-th of the other. */
const RANKED = sql`select s.*, row_number() over (partition by s.pair_key, s.pair_side order by s.doc_date, s.id) as k
  from (${SIDES}) s`;

/**
 * R0080 Internal transfers and transfers to cashboxes: each record of a
 * move between our own accounts, or between an account and a cashbox, in
 * the period, and whether its other side exists (the date it bears). A
 * cashbox's records follow its branch's scope; a transfer between company
 * accounts carries no branch and shows to whoever holds the report.
 */
export const internalTransfers: ServerReport = {
  definition: builtDefinition('R0080'),
  source: (ctx) => sql`with ranked as materialized (${RANKED})
    select r.side, r.id, r.doc_date::text as doc_date, r.target, r.account_id,
      a.name as account_name, r.other_id,
      case when r.target = 'INTERNAL' then (select x.name from firm_account_numbers x where x.id = r.other_id)
        else (select x.name from cashboxes x where x.id = r.other_id) end as other_name,
      r.doc_number, r.currency,
      case when r.direction = 'IN' then r.amount else 0 end as amount_in,
      case when r.direction = 'OUT' then r.amount else 0 end as amount_out,
      (m.doc_date is not null)::text as matched, m.doc_date::text as matched_date
    from ranked r
    join firm_account_numbers a on a.id = r.account_id
    left join ranked m on m.pair_key = r.pair_key and m.pair_side <> r.pair_side and m.k = r.k
    where r.doc_date between ${ctx.from}::date and ${ctx.to}::date
      and (r.branch_id is null or ${inBranches(sql`r.branch_id`, ctx)})
      and ${when(ctx.q.bank_account_id, (v) => sql`r.account_id = ${v}`)}
      and ${when(ctx.q.cashbox_id, (v) => sql`r.target = 'CASHBOX' and r.other_id = ${v}`)}
      and ${when(ctx.q.currency, (v) => sql`r.currency = ${v}`)}
      and ${when(ctx.q.matched, (v) => (v ? sql`m.doc_date is not null` : sql`m.doc_date is null`))}`,
  order: sql`doc_date desc, side, id desc`,
};

/** Days a receipt made by mistake may be held before its return is overdue, when the `days` filter is not given. */
export const WRONG_RETURN_DAYS = 10;

/**
 * The statement rows booked as received by mistake (WRONG), with the party
 * they came from or went back to (its account, else STIR, else name) and,
 * per account and party, the running sum in date order of the receipts (IN)
 * and of the returns (OUT).
 */
const WRONG_ROWS = sql`select w.*, sum(w.amount) over (partition by w.account_id, w.party, w.direction
    order by w.doc_date, w.id) as upto
  from (select t.id, t.account_id, t.doc_date, t.doc_number, t.direction, t.amount, t.currency,
      t.counterparty_name, t.counterparty_inn, t.purpose,
      coalesce(nullif(t.counterparty_account, ''), t.counterparty_inn, t.counterparty_name, '') as party
    from bank_transactions t where t.target = 'WRONG') w`;

/** Each receipt made by mistake, with what of it was returned (returns clear the oldest receipt of the party first). */
const receipts = (ctx: ReportContext): SQL => sql`with wrong as materialized (${WRONG_ROWS})
  select r.*, a.name as account_name,
    least(r.amount, greatest(0, coalesce(back.total, 0) - (r.upto - r.amount))) as returned,
    (select min(x.doc_date) from wrong x where x.direction = 'OUT' and x.account_id = r.account_id
      and x.party = r.party and x.upto >= r.upto) as returned_date
  from wrong r join firm_account_numbers a on a.id = r.account_id
  left join lateral (select max(x.upto) as total from wrong x
    where x.direction = 'OUT' and x.account_id = r.account_id and x.party = r.party) back on true
  where r.direction = 'IN' and r.doc_date between ${ctx.from}::date and ${ctx.to}::date
    and ${when(ctx.q.bank_account_id, (v) => sql`r.account_id = ${v}`)}
    and ${when(ctx.q.currency, (v) => sql`r.currency = ${v}`)}`;

/**
 * R0081 Incorrectly transferred funds: the receipts of the period booked as
 * received by mistake, what was returned of each (the rows booked WRONG
 * going back to the same party, oldest receipt first) and when, what is
 * still held; held past the `days` filter (10 by default) since it came is
 * overdue. The returns are read up to today.
 */
export const incorrectTransfers: ServerReport = {
  definition: builtDefinition('R0081'),
  source: (ctx) => {
    const days = ctx.q.days ?? WRONG_RETURN_DAYS;
    return sql`select * from (select w.id, w.doc_date::text as doc_date, w.account_id, w.account_name,
        w.doc_number, w.counterparty_name, w.counterparty_inn, w.purpose, w.currency, w.amount, w.returned,
        w.amount - w.returned as held,
        case when w.returned = w.amount then w.returned_date::text end as returned_date,
        case when w.returned = w.amount then w.returned_date else ${ctx.today}::date end - w.doc_date as days_held,
        case when w.returned = w.amount then 'RETURNED'
          when ${ctx.today}::date - w.doc_date > ${days} then 'OVERDUE' else 'HELD' end as wrong_state
      from (${receipts(ctx)}) w) s
      where ${when(ctx.q.wrong_state, (v) => sql`s.wrong_state = ${v}`)}`;
  },
  order: sql`doc_date desc, id desc`,
};
