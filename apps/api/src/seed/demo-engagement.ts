import { fromMinor } from '@savdo/shared/money';
import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { approveBonus, calculateBonuses, payBonus } from '../areas/after-sale/engagement/bonus.ts';
import { recordCall } from '../areas/after-sale/engagement/calls.ts';
import {
  acceptOffer,
  createOffer,
  listResaleClients,
  recordOutcome,
} from '../areas/after-sale/resale/offers.ts';
import { addDays } from '../platform/close-of-day/close.ts';
import type { Db } from '../platform/db/client.ts';

type Sale = { client_id: number; d: string };

/** Calls a few days before some of the demo's sales (and some unanswered), bonuses calculated, one paid. */
async function seedCalls(db: Db, by: number): Promise<string> {
  const staff = await db.execute<{ id: number }>(sql`select id from users where active order by id limit 3`);
  const callers = staff.rows.map((r) => r.id);
  const sales = await db.execute<Sale>(sql`select * from (
      (select client_id::int as client_id, contract_date::text as d from contracts
        where status in ('ACTIVE', 'CLOSED') order by contract_date desc, id desc limit 6)
      union all
      (select client_id::int, trade_date::text from cash_trades where status = 'PAID' and client_id is not null
        order by trade_date desc, id desc limit 3)) s order by d`);
  const types = await db.execute<{ id: number }>(
    sql`select id from contract_comment_types order by id limit 2`,
  );
  for (const [i, sale] of sales.rows.entries()) {
    await recordCall(
      db,
      {
        client_id: sale.client_id,
        // every third call went unanswered: its client's purchase earns nothing
        outcome: i % 3 === 2 ? 'NO_ANSWER' : i % 2 ? 'CALL_BACK' : 'REACHED',
        comment_type_id: types.rows[i % 2]?.id,
        comment: i % 3 === 2 ? undefined : 'Yangi mahsulotlar haqida aytildi',
        call_date: addDays(sale.d, -3),
      },
      callers[i % callers.length] ?? by,
    );
  }
  const first = sales.rows[0]?.d;
  if (!first) return 'no sales to call about';
  const ids = await calculateBonuses(db, { date_from: first, date_to: tashkentToday() }, by).catch(() => []);
  const [paid, approved] = ids;
  let paidNote = 'none paid';
  if (paid !== undefined) {
    await approveBonus(db, paid, by);
    const box = await db.execute<{ id: number; responsible_id: number }>(sql`select c.id, c.responsible_id
      from cashboxes c join money_accounts a on a.kind = 'cashbox' and a.ref_id = c.id and a.currency = 'UZS'
      join money_balances b on b.account_id = a.id where c.active order by b.balance desc limit 1`);
    const cashbox = box.rows[0];
    if (cashbox) {
      const actor = { userId: cashbox.responsible_id, rules: new Set(['cashbox.all']) };
      await payBonus(db, paid, cashbox.id, actor, `demo-call-bonus-${paid}`)
        .then(() => {
          paidNote = '1 paid';
        })
        .catch(() => undefined);
    }
  }
  if (approved !== undefined) await approveBonus(db, approved, by);
  return `${sales.rows.length} calls, ${ids.length} bonuses, ${paidNote}`;
}

/** Offers to the clients who paid well: one invited, one to call back, one rejected, one accepted (an order). */
async function seedOffers(db: Db, by: number): Promise<string> {
  const clients = await listResaleClients(db, { page: 1, per_page: 4 });
  const product = await db.execute<{
    id: number;
    price: string;
  }>(sql`select id, retail_price_uzs::text as price
    from products where active and retail_price_uzs > 0 order by id limit 1`);
  const tariff = await db.execute<{
    id: number;
    pct: string;
  }>(sql`select id, coalesce(prepayment_percent, 0)::text
      as pct from contract_tariffs where active order by id limit 1`);
  const goods = product.rows[0];
  const terms = tariff.rows[0];
  if (!goods || !terms) return 'no goods or tariff to offer';
  const pct = Math.min(Math.ceil(Number(terms.pct)) + 10, 90);
  const prepayment = fromMinor(((BigInt(goods.price) * BigInt(pct)) / 100n / 100_000n) * 100_000n);
  const comment = await db.execute<{ id: number }>(
    sql`select id from conversation_comments order by id limit 1`,
  );
  const outcomes = ['ACCEPT', 'INVITED', 'UNFINISHED', 'REJECTED'] as const;
  let accepted = 0;
  for (const [i, row] of (clients.data as { client_id: number }[]).entries()) {
    const id = await createOffer(
      db,
      {
        client_id: Number(row.client_id),
        text: 'Sodiq mijozlar uchun: yangi texnika 6 oyga, oshirilgan chegirma bilan',
        currency: 'UZS',
        tariff_id: terms.id,
        prepayment,
        items: [{ product_id: goods.id, quantity: '1' }],
      },
      by,
    );
    const outcome = outcomes[i % outcomes.length];
    if (outcome === 'ACCEPT') {
      accepted += await acceptOffer(db, id, { userId: by, branchId: null })
        .then(() => 1)
        .catch(() => 0);
    } else if (outcome === 'UNFINISHED') {
      await recordOutcome(db, id, { outcome, call_back_date: addDays(tashkentToday(), 3) }, by);
    } else if (outcome === 'REJECTED' && comment.rows[0]) {
      await recordOutcome(
        db,
        id,
        { outcome, comment_id: comment.rows[0].id, note: 'Hozir ehtiyoj yoʻq' },
        by,
      );
    } else if (outcome === 'INVITED') {
      await recordOutcome(db, id, { outcome }, by);
    }
  }
  return `${clients.data.length} offers, ${accepted} accepted`;
}

/**
 * Demo customer engagement and resale (issue 12 items 4–5), after the
 * ratings and payments: calls to the clients of recent sales (a bonus
 * calculated per caller, one approved and paid from a cashbox through the
 * journal, one approved), and offers to the clients who paid well in each
 * outcome, one accepted into a client order — all through the services.
 */
export async function seedDemoEngagement(db: Db): Promise<string> {
  const admin = await db.execute<{ id: number }>(sql`select id from users where username = 'admin'`);
  const by = admin.rows[0]?.id ?? 1;
  return `${await seedCalls(db, by)}; ${await seedOffers(db, by)}`;
}
