import { fromMinor } from '@savdo/shared/money';
import { sql } from 'drizzle-orm';
import { LocalCardGateway } from '../areas/collections/auto-pay/card-gateway-fake.ts';
import { attachCard, linkCard, setAutoPay, verifyCard } from '../areas/collections/auto-pay/cards.ts';
import { clickMerchant, clickSign } from '../areas/collections/auto-pay/click-merchant.ts';
import { runDebits } from '../areas/collections/auto-pay/debits.ts';
import { paymeMerchant } from '../areas/collections/auto-pay/payme-merchant.ts';
import { queueDebits } from '../areas/collections/auto-pay/queue.ts';
import { businessToday } from '../platform/clock/business-today.ts';
import type { Db } from '../platform/db/client.ts';

/** The fake processor's cards the demo clients attach: two test cards with money, one without. */
const DEMO_CARDS = ['8600069195406311', '8600495473316478', '8600069195406311', '9860300000000038'] as const;

/** The fake's card holding 150 000 soʻm: less than an instalment, so its debit steps down (ladder.ts). */
const LADDER_CARD = '8600150000000018';

type Actor = { userId: number; rules: Set<string> };

/**
 * One more client connects a contract on the 150 000 soʻm card: one whose
 * single instalment due today leaves more than the card holds but at most
 * four times it (150 000 < left ≤ 600 000 soʻm), so the payment-day debit
 * is refused for want of money and a smaller rung (half, then a quarter) is
 * paid the same run: the ladder's rows on /auto-pay/list-of-payments.
 * Answers the contract's id (null: the demo has no such contract).
 */
async function connectLadderCard(
  db: Db,
  gateway: LocalCardGateway,
  actor: Actor,
  today: string,
): Promise<number | null> {
  const found = await db.execute<{ id: string; client_id: string }>(sql`select c.id, c.client_id
    from contracts c
    where c.status = 'ACTIVE' and c.currency = 'UZS'
      and not exists (select 1 from contract_cards k where k.client_id = c.client_id)
      and (select count(*) from contract_schedule s where s.contract_id = c.id and s.n > 0
        and s.due_date <= ${today} and s.amount - s.paid - s.forgiven > 0) = 1
      and exists (select 1 from contract_schedule s where s.contract_id = c.id and s.n > 0
        and s.due_date <= ${today} and s.amount - s.paid - s.forgiven between 15000001 and 60000000)
    order by c.id limit 1`);
  const row = found.rows[0];
  if (!row) return null;
  const card = await attachCard(
    db,
    gateway,
    { client_id: Number(row.client_id), number: LADDER_CARD, expire: '03/99' },
    actor,
  );
  await verifyCard(db, gateway, card.id, '666666', actor);
  await linkCard(db, { card_id: card.id, contract_id: Number(row.id) }, actor);
  await setAutoPay(db, Number(row.id), true, actor);
  return Number(row.id);
}

/**
 * Demo auto-payment (issue 11 item 4), after the contract payments: through
 * the services the screens and the merchant endpoints use. Eight clients of
 * active soʻm contracts attach a card (the fake processor, code 666666),
 * each card pays its contract, six contracts are connected; the close-of-day
 * step queues what is due today and the debit job pays it (one card has no
 * money: FAILED_FUNDS; one holds 150 000 soʻm, less than its instalment, and
 * its debit steps down to a smaller one that is paid); one client pays
 * through Payme and one through Click.
 * Answers a summary.
 */
export async function seedDemoAutoPay(db: Db): Promise<string> {
  const admin = await db.execute<{ id: number }>(
    sql`select id from users order by (username = 'admin') desc, id limit 1`,
  );
  const actor = { userId: Number(admin.rows[0]?.id), rules: new Set<string>() };
  const today = await businessToday(db);
  // clients with something due today first (their debits run now), one contract each
  const picked = await db.execute<{
    id: string;
    client_id: string;
    number: string;
    prefix: string | null;
    monthly: string;
    rest: string;
  }>(sql`select * from (select distinct on (c.client_id) c.id, c.client_id, c.number, b.prefix, c.monthly, c.rest,
        c.next_due_date <= ${today} as due
      from contracts c left join branches b on b.id = c.branch_id
      where c.status = 'ACTIVE' and c.currency = 'UZS' and c.rest > 0
      order by c.client_id, c.next_due_date nulls last, c.id) x
    order by due desc nulls last, id limit 10`);
  const contracts = picked.rows;
  const gateway = new LocalCardGateway();
  let connected = 0;
  for (const [i, c] of contracts.slice(0, 8).entries()) {
    const number = DEMO_CARDS[i % DEMO_CARDS.length] as string;
    const card = await attachCard(
      db,
      gateway,
      { client_id: Number(c.client_id), number, expire: '03/99' },
      actor,
    );
    await verifyCard(db, gateway, card.id, '666666', actor);
    await linkCard(db, { card_id: card.id, contract_id: Number(c.id) }, actor);
    if (i < 6) {
      await setAutoPay(db, Number(c.id), true, actor);
      connected += 1;
    }
  }
  const ladder = await connectLadderCard(db, gateway, actor, today);
  if (ladder !== null) connected += 1;
  const queued = await queueDebits(db, today);
  const outcomes = await runDebits(db, gateway);

  // a client pays through Payme, another through Click (the merchant endpoints' services)
  const online: string[] = [];
  const [payme, click] = contracts.slice(8);
  if (payme) {
    const amount = Number(BigInt(payme.monthly) < BigInt(payme.rest) ? payme.monthly : payme.rest);
    const account = { contract: `${payme.prefix ? `${payme.prefix}-` : ''}${payme.number}` };
    const id = `demo-payme-${payme.id}`;
    await paymeMerchant(
      db,
      { id: 1, method: 'CreateTransaction', params: { id, time: Date.now(), amount, account } },
      true,
    );
    const done = await paymeMerchant(db, { id: 2, method: 'PerformTransaction', params: { id } }, true);
    if (done.result) online.push('Payme');
  }
  if (click) {
    const amount = fromMinor(
      BigInt(click.monthly) < BigInt(click.rest) ? BigInt(click.monthly) : BigInt(click.rest),
    );
    const secret = 'demo-click-secret';
    const base = {
      click_trans_id: `demo${click.id}`,
      service_id: '1',
      click_paydoc_id: '1',
      merchant_trans_id: `${click.prefix ? `${click.prefix}-` : ''}${click.number}`,
      amount,
      sign_time: `${today} 10:00:00`,
      error: '0',
    };
    const prepare = { ...base, action: '0' };
    const prepared = await clickMerchant(db, { ...prepare, sign_string: clickSign(prepare, secret) }, secret);
    const complete = {
      ...base,
      action: '1',
      merchant_prepare_id: String(prepared.merchant_prepare_id ?? ''),
    };
    const done = await clickMerchant(db, { ...complete, sign_string: clickSign(complete, secret) }, secret);
    if (done.error === 0) online.push('Click');
  }
  const cards = Math.min(contracts.length, 8) + (ladder === null ? 0 : 1);
  return `cards ${cards}, connected ${connected}, queued ${queued.queued}, debits ${JSON.stringify(outcomes)}, online ${online.join(' ')}, ladder ${ladder ?? 'none'}`;
}
