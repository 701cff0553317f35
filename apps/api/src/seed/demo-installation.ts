import { fromMinor } from '@savdo/shared/money';
import type { InstallationSource } from '@savdo/shared/schemas/installation';
import { sql } from 'drizzle-orm';
import {
  assignInstallation,
  completeInstallation,
  examineInstallation,
  refuseInstallation,
} from '../areas/after-sale/installation/jobs.ts';
import { masterTotals, payMaster } from '../areas/after-sale/installation/payments.ts';
import type { Db } from '../platform/db/client.ts';

/**
 * Demo installation (issue 12 item 1), through the services: the masters
 * get a rate per job, one product and its category a rate of their own; a few sold lines (signed contracts, paid cash trades)
 * are marked as needing installation (the sale screens do not set the mark
 * yet), most get a master and a date; some are examined, installed on past
 * days, one refused; the first master is paid part of what he earned from
 * the cashbox holding the most money. Two lines stay waiting for a master.
 */

const RATES = [15_000_000n, 12_000_000n, 10_000_000n, 20_000_000n, 8_000_000n];

const daysAgo = (today: string, n: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

async function markLines(db: Db): Promise<{ source: InstallationSource; id: number }[]> {
  const contract = await db.execute<{ id: string }>(sql`update contract_items set needs_installation = true
    where id in (select i.id from contract_items i join contracts c on c.id = i.contract_id
      where c.status = 'ACTIVE' order by i.id limit 7) returning id`);
  const cash = await db.execute<{ id: string }>(sql`update cash_trade_items set needs_installation = true
    where id in (select i.id from cash_trade_items i join cash_trades t on t.id = i.trade_id
      where t.status = 'PAID' order by i.id limit 3) returning id`);
  return [
    ...contract.rows.map((r) => ({ source: 'CONTRACT' as const, id: Number(r.id) })),
    ...cash.rows.map((r) => ({ source: 'CASH_TRADE' as const, id: Number(r.id) })),
  ].sort((a, b) => a.id - b.id);
}

/**
 * Rates above the masters' own: the first marked contract line's product gets
 * a rate of its own, its category one, so the installed jobs show each source.
 */
async function seedRates(db: Db, lines: { source: InstallationSource; id: number }[], admin: number) {
  const first = lines.find((l) => l.source === 'CONTRACT');
  if (!first) return;
  const product = (
    await db.execute<{ product_id: number; category: number | null }>(sql`select p.id as product_id,
        p.product_category_id as category
      from contract_items i join products p on p.id = i.product_id where i.id = ${first.id}`)
  ).rows[0];
  if (!product) return;
  await db.execute(sql`insert into installation_rates (product_id, amount, created_by, updated_by)
    values (${product.product_id}, 25000000, ${admin}, ${admin})`);
  if (product.category !== null)
    await db.execute(sql`insert into installation_rates (product_category_id, amount, created_by, updated_by)
      values (${product.category}, 18000000, ${admin}, ${admin})`);
}

export async function seedDemoInstallation(db: Db): Promise<string> {
  const masters = (
    await db.execute<{ id: number }>(sql`select id from installation_masters where active order by id`)
  ).rows.map((r) => Number(r.id));
  const admin = Number(
    (await db.execute<{ id: number }>(sql`select min(id) as id from users where active`)).rows[0]?.id,
  );
  if (!masters.length || !admin) return 'no masters';
  for (const [i, id] of masters.entries()) {
    await db.execute(
      sql`update installation_masters set rate = ${RATES[i % RATES.length] ?? 0n} where id = ${id}`,
    );
  }
  const lines = await markLines(db);
  await seedRates(db, lines, admin);
  const today = (
    await db.execute<{ d: string }>(sql`select ((now() at time zone 'Asia/Tashkent')::date)::text as d`)
  ).rows[0]?.d;
  if (!today) return 'no date';
  let installed = 0;
  // the last two lines stay waiting for a master
  for (const [i, line] of lines.slice(0, Math.max(lines.length - 2, 0)).entries()) {
    const master = masters[i % Math.min(masters.length, 2)] ?? masters[0] ?? 0;
    const job = await assignInstallation(
      db,
      { source: line.source, line_id: line.id, master_id: master, install_date: daysAgo(today, 10 - i) },
      admin,
    );
    const id = job.id ?? 0;
    if (i % 4 === 3) continue; // assigned, not yet visited
    if (i === 2) {
      await examineInstallation(db, id, { version: 1 }, admin);
      continue;
    }
    if (i === 5) {
      await refuseInstallation(db, id, { reason: 'Mijoz oʻzi oʻrnatishini aytdi', version: 1 }, admin);
      continue;
    }
    await completeInstallation(db, id, { version: 1, date: daysAgo(today, 9 - i) }, admin);
    installed++;
  }
  const first = masters[0] ?? 0;
  const { earned, paid } = await masterTotals(db, first);
  const owed = earned - paid;
  let payment = 'no payment';
  const box = (
    await db.execute<{ id: number; balance: string }>(sql`select a.ref_id as id, sum(b.balance) as balance
      from money_accounts a join money_balances b on b.account_id = a.id
      where a.kind = 'cashbox' and a.currency = 'UZS' group by a.ref_id order by 2 desc limit 1`)
  ).rows[0];
  if (owed > 0n && box && BigInt(box.balance) >= owed / 2n) {
    const amount = fromMinor(owed / 2n);
    await payMaster(
      db,
      { master_id: first, cashbox_id: Number(box.id), amount, comment: 'Oʻrnatish ishlari uchun avans' },
      { userId: admin, rules: new Set(['cashbox.all']) },
      'demo-master-payment-1',
    );
    payment = `paid ${amount}`;
  }
  return `${lines.length} lines, ${installed} installed, ${payment}`;
}
