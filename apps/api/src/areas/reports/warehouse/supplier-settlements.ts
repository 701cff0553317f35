import { builtDefinition } from '@savdo/shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { type ServerReport, when } from '../engine/define.ts';

/** The period's columns: which supplier-ledger rows each sums (a payment, return or bonus lowers the debt). */
const PARTS: readonly { key: string; where: SQL; sign: 1 | -1 }[] = [
  { key: 'invoices', where: sql`l.kind = 'DOCUMENT' and l.amount > 0`, sign: 1 },
  { key: 'returns', where: sql`l.kind = 'DOCUMENT' and l.amount < 0`, sign: -1 },
  {
    key: 'paid_cash',
    where: sql`l.kind = 'MONEY' and l.amount < 0 and coalesce(o.type, '') not like 'CASHLESS%'`,
    sign: -1,
  },
  { key: 'paid_bank', where: sql`l.kind = 'MONEY' and l.amount < 0 and o.type like 'CASHLESS%'`, sign: -1 },
  { key: 'bonuses', where: sql`l.kind = 'BONUS'`, sign: -1 },
  // services calculated, refunds from the supplier: what raises the debt other than an invoice
  { key: 'other', where: sql`l.kind not in ('DOCUMENT', 'BONUS') and l.amount > 0`, sign: 1 },
];

/**
 * R0043 Supplier settlements: per supplier and currency, the debt at the
 * period's start (today's balance less the ledger rows since, read per supplier and
 * currency through the ledger's (supplier, currency, date) index), the period's
 * invoices, returns, payments by cash and by bank, bonuses and other rows,
 * the closing debt (the balance less the rows after the period) and the share
 * of the supplier's limit it uses. A supplier's debt spans every branch (the
 * supplier ledger has no branch), so the branch filter does not narrow it.
 */
export const supplierSettlements: ServerReport = {
  definition: builtDefinition('R0043'),
  source: (ctx) => {
    const { q, from, to } = ctx;
    const inPeriod = sql`l.business_date <= ${to}`;
    const parts = PARTS.map(
      (x) =>
        sql`coalesce(sum(${x.sign === 1 ? sql`l.amount` : sql`-l.amount`}) filter (where ${inPeriod} and ${x.where}), 0) as ${sql.identifier(x.key)}`,
    );
    return sql`select b.supplier_id, s.name as supplier_name, b.currency,
        b.debt - coalesce(a.since, 0) as opening_debt,
        ${sql.join(
          PARTS.map((x) => sql`coalesce(a.${sql.identifier(x.key)}, 0) as ${sql.identifier(x.key)}`),
          sql`, `,
        )},
        b.debt - coalesce(a.after, 0) as closing_debt,
        case when (case b.currency when 'USD' then s.limit_usd else s.limit_uzs end) > 0
          then round((b.debt - coalesce(a.after, 0)) * 100.0
            / (case b.currency when 'USD' then s.limit_usd else s.limit_uzs end), 1) end as limit_used
      from supplier_balances b join suppliers s on s.id = b.supplier_id
      left join lateral (select sum(l.amount) as since,
            coalesce(sum(l.amount) filter (where l.business_date > ${to}), 0) as after, ${sql.join(parts, sql`, `)},
            count(*) filter (where ${inPeriod}) as moved
          from supplier_ledger l left join money_operations o on o.id = l.money_operation_id
          where l.supplier_id = b.supplier_id and l.currency = b.currency and l.business_date >= ${from}) a on true
      where ${when(q.supplier_id, (id) => sql`b.supplier_id = ${id}`)}
        and ${when(q.currency, (c) => sql`b.currency = ${c}`)}
        and (coalesce(a.moved, 0) > 0 or b.debt <> coalesce(a.since, 0))`;
  },
  order: sql`supplier_name, supplier_id, currency desc`,
};
