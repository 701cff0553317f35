import { linePrice, minimumPrepayment } from '@savdo/shared/contracts';
import { fromMinor } from '@savdo/shared/money';
import { RULES } from '@savdo/shared/rules';
import { nameKey, tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { createContract } from '../areas/sales/contracts/create.ts';
import { activateContract } from '../areas/sales/contracts/lifecycle.ts';
import { approveOrder, createOrder, rejectOrder } from '../areas/sales/contracts/orders.ts';
import { settleContract } from '../areas/sales/contracts/settle.ts';
import { lockContract } from '../areas/sales/contracts/settle-rows.ts';
import { activeTariffs, contractRounding, priceLines } from '../areas/sales/contracts/terms.ts';
import { rateAt } from '../ledgers/money/rates.ts';
import type { Db } from '../platform/db/client.ts';

/**
 * Demo orders and contracts (issue 10): a few client orders (pending,
 * approved into a contract, rejected) and contracts signed over the past
 * months, each through the services the handlers call: the contract with
 * the calculator's schedule, signed, its down payment taken through the
 * settlement engine into the branch's cashbox on the contract date. Reusable:
 * run it again for more (numbers continue), or with another count; the
 * payments step adds payments on the contracts it answers.
 */

export interface DemoContractsOptions {
  /** Signed contracts to make (default 300: a few hundred, as the sales screens want). */
  contracts?: number;
  /** Spread over this many past days (default 180). */
  daysBack?: number;
}

const ALL_RULES: ReadonlySet<string> = new Set<string>(RULES);

/** A handful of people for the orders when no client cards exist yet (the clients step makes the real ones). */
const FALLBACK_CLIENTS = [
  'Abdullayev Jamshid Rustamovich',
  'Qodirova Nilufar Baxtiyorovna',
  'Yusupov Shahzod Anvarovich',
  'Tursunova Malika Olimovna',
  'Ergashev Doniyor Sobirovich',
  'Rahimova Gulnora Ilhomovna',
  'Sobirov Otabek Erkinovich',
  'Nazarova Dilfuza Akmalovna',
  'Hasanov Bobur Farhodovich',
  'Mirzayeva Kamola Shuhratovna',
  'Gʻaniyev Sanjar Ulugʻbekovich',
  'Oʻrinboyeva Zarina Toʻlqinovna',
];

const shiftDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function demoClients(db: Db, branchId: number, userId: number): Promise<number[]> {
  // not a blacklisted one: the services refuse them a contract
  const have = await db.execute<{ id: string }>(sql`select c.id from clients c where c.active and not exists (
      select 1 from client_blacklist b where b.active and (b.pinfl = c.pinfl or b.passport = c.passport))
    order by c.id limit 200`);
  if (have.rows.length >= 10) return have.rows.map((r) => Number(r.id));
  const ids: number[] = have.rows.map((r) => Number(r.id));
  for (const [i, name] of FALLBACK_CLIENTS.entries()) {
    const pinfl = String(30_101_900_000_000 + i * 7_919);
    const rows = await db.execute<{ id: string }>(sql`insert into clients
        (full_name, name_key, pinfl, passport, phones, branch_id, created_by)
      values (${name}, ${nameKey(name)}, ${pinfl}, ${`AB${String(4_100_000 + i * 131).padStart(7, '0')}`},
        array[${`99893${String(4_400_000 + i * 977).padStart(7, '0')}`}]::text[], ${branchId}, ${userId})
      returning id`);
    ids.push(Number(rows.rows[0]?.id));
  }
  return ids;
}

interface Setup {
  admin: number;
  boxes: { id: number; branch_id: number }[];
  clients: number[];
  products: { id: number; uzs: bigint; usd: bigint }[];
  tariffs: Awaited<ReturnType<typeof activeTariffs>>;
}

async function setup(db: Db): Promise<Setup | null> {
  const admin = await db.execute<{ id: number }>(sql`select id from users where username = 'admin'`);
  const boxes = await db.execute<{ id: number; branch_id: number }>(
    sql`select id, branch_id from cashboxes where active order by id`,
  );
  const products = await db.execute<{ id: number; uzs: string; usd: string }>(sql`select id,
      retail_price_uzs as uzs, retail_price_usd as usd from products
    where active and retail_price_uzs > 0 and retail_price_usd > 0 order by id limit 60`);
  const tariffs = await activeTariffs(db);
  const adminId = admin.rows[0]?.id;
  const first = boxes.rows[0];
  if (adminId === undefined || !first || products.rows.length === 0 || tariffs.length === 0) return null;
  return {
    admin: Number(adminId),
    boxes: boxes.rows.map((b) => ({ id: Number(b.id), branch_id: Number(b.branch_id) })),
    clients: await demoClients(db, Number(first.branch_id), Number(adminId)),
    products: products.rows.map((p) => ({ id: Number(p.id), uzs: BigInt(p.uzs), usd: BigInt(p.usd) })),
    tariffs,
  };
}

/** The prepayment a demo buyer offers: the tariff's minimum, at least a tenth, in whole thousands of soʻm (whole dollars). */
function demoPrepayment(net: bigint, percent: string, currency: 'UZS' | 'USD'): bigint {
  const step = currency === 'UZS' ? 100_000n : 100n;
  const wanted = minimumPrepayment(net, percent) > net / 10n ? minimumPrepayment(net, percent) : net / 10n;
  const rounded = ((wanted + step - 1n) / step) * step;
  return rounded < net ? rounded : minimumPrepayment(net, percent);
}

/** One contract signed `daysAgo` days ago with its down payment. */
async function signedContract(
  db: Db,
  s: Setup,
  i: number,
  date: string,
  currency: 'UZS' | 'USD',
): Promise<number> {
  const box = s.boxes[i % s.boxes.length] ?? { id: 0, branch_id: 0 };
  const tariff = s.tariffs[(i * 5) % s.tariffs.length] ?? s.tariffs[0];
  const goods = [
    s.products[(i * 7) % s.products.length],
    ...(i % 4 === 0 ? [s.products[(i * 11 + 3) % s.products.length]] : []),
  ];
  const unique = [...new Map(goods.filter((g) => g !== undefined).map((g) => [g.id, g])).values()];
  if (!tariff) throw new Error('demo contracts: no tariff');
  return db.transaction(async (tx) => {
    const lines = await priceLines(
      tx,
      unique.map((g) => ({ product_id: g.id, quantity: 1000n })),
      currency,
      date,
    );
    const net = lines.reduce((sum, l) => sum + linePrice(l) - l.discount, 0n);
    const rate = (await rateAt(tx, date)) ?? null;
    const made = await createContract(
      tx,
      {
        branchId: box.branch_id,
        clientId: s.clients[(i * 13) % s.clients.length] ?? 0,
        currency,
        tariffId: tariff.id,
        months: tariff.months,
        markupPercent: tariff.markup,
        additionalMarkupPercent: tariff.additional_markup,
        contractDate: date,
        items: lines,
        prepayment: demoPrepayment(net, tariff.prepayment_percent, currency),
        rounding: await contractRounding(tx, currency),
        byProduct: false,
        rate,
        responsibleId: s.admin,
      },
      s.admin,
    );
    await activateContract(tx, await lockContract(tx, made.id), date, s.admin);
    const down = made.calculation.prepayment;
    if (down > 0n) {
      await settleContract(
        tx,
        { contractId: made.id, kind: 'PRE_PAYMENT', amount: down, date, method: 'CASH', cashboxId: box.id },
        { userId: s.admin, rules: ALL_RULES },
      );
    }
    return made.id;
  });
}

/** The demo orders: three waiting, two approved into contracts, one rejected. */
async function demoOrders(db: Db, s: Setup): Promise<number[]> {
  const ids: number[] = [];
  const branchId = s.boxes[0]?.branch_id ?? null;
  for (let i = 0; i < 6; i++) {
    const product = s.products[(i * 3 + 1) % s.products.length];
    const tariff = s.tariffs[(i * 2) % s.tariffs.length];
    if (!product || !tariff) continue;
    const price = product.uzs;
    const prepayment = demoPrepayment(price, tariff.prepayment_percent, 'UZS');
    const id = await createOrder(
      db,
      {
        client_id: s.clients[(i * 5 + 2) % s.clients.length] ?? 0,
        branch_id: branchId ?? undefined,
        currency: 'UZS',
        tariff_id: tariff.id,
        prepayment: fromMinor(prepayment),
        items: [{ product_id: product.id, quantity: '1' }],
        comment: i === 5 ? 'Mijoz ish joyidan maʼlumotnoma olib keladi' : undefined,
      },
      { userId: s.admin, branchId },
    );
    if (i === 3 || i === 4) await approveOrder(db, id, {}, s.admin);
    if (i === 5) await rejectOrder(db, id, 'Daromadi tasdiqlanmadi', s.admin);
    ids.push(id);
  }
  return ids;
}

/**
 * Seeds the demo orders and signed contracts (see the file's comment);
 * answers their ids. Does nothing (and says so) when the reference data,
 * products with prices or cashboxes are missing.
 */
export async function seedDemoContracts(
  db: Db,
  options: DemoContractsOptions = {},
): Promise<{ orderIds: number[]; contractIds: number[] }> {
  const s = await setup(db);
  if (!s) throw new Error('demo contracts: no admin, cashbox, priced product or tariff');
  const today = tashkentToday();
  const count = options.contracts ?? 300;
  const back = options.daysBack ?? 180;
  const contractIds: number[] = [];
  for (let i = 0; i < count; i++) {
    // the last three are in dollars, within the month the exchange rates cover
    const usd = i >= count - 3;
    const daysAgo = usd ? 3 + (count - i) * 4 : 15 + ((i * 97) % Math.max(back - 15, 1));
    contractIds.push(await signedContract(db, s, i, shiftDays(today, -daysAgo), usd ? 'USD' : 'UZS'));
  }
  return { orderIds: await demoOrders(db, s), contractIds };
}
