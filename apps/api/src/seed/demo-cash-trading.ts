import { fromMilli } from '@savdo/shared/quantity';
import { RULES } from '@savdo/shared/rules';
import {
  type CashTradeInput,
  cashTradeSchema,
  type TradePaymentInput,
  tradePaymentSchema,
  tradeReturnSchema,
} from '@savdo/shared/schemas/cash-trading';
import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { updateSetting } from '../areas/admin/general-settings/service.ts';
import { companyAccount, importStatement } from '../areas/cash/cashless/import.ts';
import { classifyBankRow } from '../areas/cash/cashless/service.ts';
import { LocalFiscalRegister } from '../areas/catalog/integrations/fiscal-register.ts';
import { saleRate } from '../areas/catalog/pricing/service.ts';
import { discountTrade } from '../areas/sales/cash-trading/discounts.ts';
import { takeFondPayment } from '../areas/sales/cash-trading/fonds.ts';
import { returnGoods } from '../areas/sales/cash-trading/returns.ts';
import { cancelTrade, createTrade, payTrade } from '../areas/sales/cash-trading/trades.ts';
import { approveInvoice, createInvoice } from '../areas/sales/release/invoices.ts';
import { exchangeAmount } from '../ledgers/money/lines.ts';
import type { Actor } from '../platform/actor/actor.ts';
import type { Db } from '../platform/db/client.ts';
import { parse } from '../platform/http/validate.ts';

/**
 * Demo cash sales (issue 10 item 5), made through the services the
 * handlers call, after the demo stock and money: about sixty sales over the
 * last three months in the head office and Chilonzor (cash, cards,
 * transfers, one paid partly in dollars, a few left unpaid for the cashbox's
 * payment screen, one discounted, one cancelled), two funds with their
 * sales — one settled by a bank statement row booked to the fund, the other
 * owing, partly paid in cash at the cashbox —, card proceeds from the bank
 * booked to their payment type, and one sale released and returned. Every
 * paid sale's receipt is registered with the local fake register.
 */

/** A small deterministic generator (the demo is the same every time). */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

interface Ctx {
  db: Db;
  admin: Actor;
  cashier: Actor;
  fiscal: LocalFiscalRegister;
  day: (daysAgo: number) => string;
  branch: (prefix: string) => number;
  box: (name: string) => number;
  type: (name: string) => number;
  products: { id: number; price: bigint }[];
  clients: number[];
}

const ALL_RULES: ReadonlySet<string> = new Set<string>(RULES);

async function ids(db: Db, query: ReturnType<typeof sql>): Promise<Map<string, number>> {
  const rows = await db.execute<{ key: string; id: number }>(query);
  return new Map(rows.rows.map((r) => [r.key, Number(r.id)]));
}

const pick = <T>(map: Map<string, T>, key: string, what: string): T => {
  const found = map.get(key);
  if (found === undefined) throw new Error(`demo cash sales: no ${what} «${key}»`);
  return found;
};

async function context(db: Db): Promise<Ctx> {
  const users = await ids(
    db,
    sql`select username as key, id from users where username in ('admin', 'kassir')`,
  );
  const branches = await ids(db, sql`select prefix as key, id from branches`);
  const boxes = await ids(db, sql`select name as key, id from cashboxes`);
  const types = await ids(db, sql`select name as key, id from payment_types`);
  const products = await db.execute<{ id: number; price: string }>(sql`select id, retail_price_uzs as price
    from products where active and retail_price_uzs > 0 and not is_serial order by id limit 40`);
  const clients = await db.execute<{ id: number }>(
    sql`select id from clients where active order by id limit 12`,
  );
  const today = tashkentToday();
  return {
    db,
    admin: { userId: pick(users, 'admin', 'user'), rules: ALL_RULES },
    cashier: { userId: pick(users, 'kassir', 'user'), rules: ALL_RULES },
    fiscal: new LocalFiscalRegister('LG420230630001'),
    day: (daysAgo) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - daysAgo);
      return d.toISOString().slice(0, 10);
    },
    branch: (prefix) => pick(branches, prefix, 'branch'),
    box: (name) => pick(boxes, name, 'cashbox'),
    type: (name) => pick(types, name, 'payment type'),
    products: products.rows.map((p) => ({ id: Number(p.id), price: BigInt(p.price) })),
    clients: clients.rows.map((c) => Number(c.id)),
  };
}

const amount = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

/** A sale of one to three products, one or two of each, at their retail price. */
function basket(ctx: Ctx, rnd: (n: number) => number) {
  const count = 1 + rnd(3);
  const items = Array.from({ length: count }, () => {
    const product = ctx.products[rnd(ctx.products.length)] ?? ctx.products[0];
    if (!product) throw new Error('demo cash sales: no priced products');
    return { product, quantity: BigInt(1 + rnd(2)) };
  });
  const total = items.reduce((a, i) => a + i.product.price * i.quantity, 0n);
  return { items: items.map((i) => ({ product_id: i.product.id, quantity: String(i.quantity) })), total };
}

const SHOPS = [
  { prefix: 'TSH', box: 'Bosh ofis asosiy kassasi', who: 'cashier' as const },
  { prefix: 'CHL', box: 'Chilonzor kassasi', who: 'admin' as const },
];

/** How a sale is paid: mostly cash, then cards, then transfers; `usdPart` (in sums) of it in 50 dollars. */
function payment(
  ctx: Ctx,
  total: bigint,
  box: number,
  rnd: (n: number) => number,
  usdPart = 0n,
): TradePaymentInput {
  const cards = ['Uzcard', 'Humo', 'Visa'];
  const transfers = ['Click', 'Payme', 'Uzum Bank'];
  const k = rnd(10);
  if (usdPart > 0n) {
    return {
      cashbox_id: box,
      parts: [
        { payment_type_id: ctx.type('Naqd pul'), amount: '50', currency: 'USD' },
        { payment_type_id: ctx.type('Naqd pul'), amount: amount(total - usdPart), currency: 'UZS' },
      ],
    };
  }
  const typeName = k < 5 ? 'Naqd pul' : k < 8 ? (cards[rnd(3)] ?? 'Uzcard') : (transfers[rnd(3)] ?? 'Click');
  return {
    cashbox_id: box,
    parts: [{ payment_type_id: ctx.type(typeName), amount: amount(total) }],
  };
}

/** The sale that is released and comes back. */
const RETURNED = 30;

/** A head-office warehouse holding two units or more of a priced product (not serial-tracked). */
const STOCKED = sql`select p.id as product_id, p.retail_price_uzs as price, b.warehouse_id
  from stock_balances b join products p on p.id = b.product_id
    join warehouses w on w.id = b.warehouse_id join branches r on r.id = w.branch_id
  where b.item_kind = 'product' and b.quantity >= 2000 and not p.is_serial and p.retail_price_uzs > 0
    and r.prefix = 'TSH' and w.active
  order by b.warehouse_id, p.id limit 1`;

/** Two units of a product a head-office warehouse holds (the sale that is released and comes back). */
async function stocked(
  ctx: Ctx,
): Promise<{ items: { product_id: number; quantity: string }[]; total: bigint }> {
  const rows = await ctx.db.execute<{ product_id: number; price: string }>(STOCKED);
  const row = rows.rows[0];
  if (!row) throw new Error('demo cash sales: nothing in stock to sell and take back');
  return { items: [{ product_id: Number(row.product_id), quantity: '2' }], total: BigInt(row.price) * 2n };
}

/** Sixty sales over 90 days in two shops; answers the ids of a few for the later steps. */
async function sales(ctx: Ctx): Promise<{ returnable: number; unpaid: number[] }> {
  const rnd = generator(20250105);
  const unpaid: number[] = [];
  let returnable = 0;
  for (let n = 0; n < 60; n++) {
    const shop = SHOPS[n % 5 === 4 ? 1 : 0] ?? SHOPS[0];
    if (!shop) break;
    const actor = shop.who === 'cashier' ? ctx.cashier : ctx.admin;
    const date = ctx.day(90 - Math.floor((n * 88) / 60));
    // the sale that comes back is of goods the head office has in stock (it is released first)
    const { items, total } = n === RETURNED ? await stocked(ctx) : basket(ctx, rnd);
    const client = ctx.clients.length > 0 && rnd(3) === 0 ? ctx.clients[rnd(ctx.clients.length)] : undefined;
    const box = ctx.box(shop.box);
    const leftUnpaid = n >= 56;
    // one sale is paid partly in dollars: 50 at the day's sale rate
    const usdPart = n === 7 ? exchangeAmount('USD', 5_000n, (await saleRate(ctx.db, date)).rate) : 0n;
    const input: CashTradeInput = parse(cashTradeSchema, {
      branch_id: ctx.branch(shop.prefix),
      client_id: client,
      items,
      ...(leftUnpaid || n === 12 || n === 20 ? {} : { payment: payment(ctx, total, box, rnd, usdPart) }),
    });
    const id = await createTrade(ctx.db, input, actor, ctx.fiscal, { date });
    if (n === 12) {
      const discount = { amount: amount(total / 20n), reason: 'Doimiy mijozga 5% chegirma' };
      await discountTrade(ctx.db, id, discount, actor, ctx.fiscal, date);
      const rest = parse(tradePaymentSchema, payment(ctx, total - total / 20n, box, rnd));
      await payTrade(ctx.db, id, rest, actor, ctx.fiscal, { date });
    }
    if (n === 20) await cancelTrade(ctx.db, id, 'Mijoz xariddan voz kechdi', actor);
    if (n === RETURNED) returnable = id;
    if (leftUnpaid) unpaid.push(id);
  }
  return { returnable, unpaid };
}

/** Releases a sale's goods from a head-office warehouse at their FIFO cost, by an output invoice taken away. */
async function release(ctx: Ctx, tradeId: number, date: string): Promise<number> {
  const items = await ctx.db.execute<{ id: string; quantity: string }>(
    sql`select id, quantity from cash_trade_items where trade_id = ${tradeId} order by id`,
  );
  const store = await ctx.db.execute<{ warehouse_id: number }>(STOCKED);
  const warehouseId = Number(store.rows[0]?.warehouse_id);
  const actor = { userId: ctx.cashier.userId, rules: new Set(['invoice_output.approve']) };
  const invoice = await createInvoice(
    ctx.db,
    {
      sale_kind: 'CASH_TRADE',
      sale_id: tradeId,
      warehouse_id: warehouseId,
      doc_date: date,
      handover: 'TAKE_AWAY',
      lines: items.rows.map((i) => ({ item_id: Number(i.id), quantity: fromMilli(BigInt(i.quantity)) })),
    },
    actor,
  );
  await approveInvoice(ctx.db, invoice.id, undefined, actor);
  return warehouseId;
}

/** The released sale's first line comes back a week later, its money out of the cashbox. */
async function oneReturn(ctx: Ctx, tradeId: number): Promise<void> {
  const trade = await ctx.db.execute<{ trade_date: string; item: string; quantity: string }>(sql`select
      t.trade_date::text as trade_date, i.id as item, i.quantity
    from cash_trades t join cash_trade_items i on i.trade_id = t.id where t.id = ${tradeId} order by i.id limit 1`);
  const row = trade.rows[0];
  if (!row) return;
  const warehouseId = await release(ctx, tradeId, row.trade_date);
  await returnGoods(
    ctx.db,
    tradeId,
    parse(tradeReturnSchema, {
      warehouse_id: warehouseId,
      refund_to: 'CASHBOX',
      cashbox_id: ctx.box('Bosh ofis asosiy kassasi'),
      reason: 'Mahsulot rangi mos kelmadi',
      items: [{ item_id: Number(row.item), quantity: '1' }],
    }),
    ctx.cashier,
    ctx.fiscal,
    { date: ctx.day(40) },
  );
}

/** The two funds of the demo. */
const FUNDS = [
  ['Yoshlar daftari jamgʻarmasi', '207123456', '20210000900100200301'],
  ['Ayollar daftari dasturi', '207654987', '20210000900100200302'],
] as const;

/** Fund sales: the first fund's settled by its transfer (a statement row booked to it), the second's owing. */
async function fundSales(ctx: Ctx): Promise<{ proceeds: bigint }> {
  const rnd = generator(777);
  const fonds: number[] = [];
  for (const [name, stir, account] of FUNDS) {
    const made = await ctx.db.execute<{ id: number }>(sql`insert into fonds (name, stir, bank_account, mfo,
        created_by, updated_by)
      values (${name}, ${stir}, ${account}, '00014', ${ctx.admin.userId}, ${ctx.admin.userId}) returning id`);
    fonds.push(Number(made.rows[0]?.id));
  }
  let proceeds = 0n;
  for (let n = 0; n < 7; n++) {
    const fond = fonds[n % 2] ?? 0;
    const { items, total } = basket(ctx, rnd);
    const share = n === 3 ? (total * 8n) / 10n : total;
    const input = parse(cashTradeSchema, {
      branch_id: ctx.branch('TSH'),
      fond_id: fond,
      fond_amount: amount(share),
      items,
      ...(share < total
        ? {
            payment: {
              cashbox_id: ctx.box('Bosh ofis asosiy kassasi'),
              parts: [{ payment_type_id: ctx.type('Naqd pul'), amount: amount(total - share) }],
            },
          }
        : {}),
    });
    await createTrade(ctx.db, input, ctx.cashier, ctx.fiscal, { date: ctx.day(70 - n * 8) });
    if (n % 2 === 0) proceeds += share;
  }
  const second = fonds[1] ?? 0;
  await takeFondPayment(
    ctx.db,
    {
      fond_id: second,
      cashbox_id: ctx.box('Bosh ofis asosiy kassasi'),
      amount: '1000000',
      comment: 'Fond vakili naqd toʻladi',
    },
    ctx.cashier,
    { date: ctx.day(10) },
  );
  return { proceeds };
}

/** A 1C statement of the main account with the fund's transfer and the card acquirer's settlement. */
function statement(
  ours: string,
  rows: {
    number: string;
    date: string;
    amount: bigint;
    name: string;
    inn: string;
    account: string;
    purpose: string;
  }[],
) {
  const dotted = (d: string) => d.split('-').reverse().join('.');
  const lines = ['1CClientBankExchange', 'ВерсияФормата=1.03', 'Кодировка=Windows', `РасчСчет=${ours}`];
  for (const r of rows)
    lines.push(
      'СекцияДокумент=Платежное поручение',
      `Номер=${r.number}`,
      `Дата=${dotted(r.date)}`,
      `Сумма=${amount(r.amount)}`,
      `ПлательщикСчет=${r.account}`,
      `ПлательщикИНН=${r.inn}`,
      `Плательщик1=${r.name}`,
      `ПолучательСчет=${ours}`,
      'ПолучательИНН=302111222',
      'Получатель1=«Savdo Demo» MChJ',
      `ДатаПоступило=${dotted(r.date)}`,
      `НазначениеПлатежа=${r.purpose}`,
      'КонецДокумента',
    );
  lines.push('КонецФайла');
  return lines.join('\r\n');
}

/** The fund's proceeds and Uzcard's settlement arrive on the main account and are booked by hand. */
async function bankProceeds(ctx: Ctx, proceeds: bigint): Promise<void> {
  const accounts = await ctx.db.execute<{ id: number }>(sql`select id from firm_account_numbers
    where currency = 'UZS' and active order by id limit 1`);
  const main = await companyAccount(ctx.db, Number(accounts.rows[0]?.id));
  const uzcard = ctx.type('Uzcard');
  const card = await ctx.db.execute<{
    sum: string | null;
  }>(sql`select sum(amount) as sum from cash_trade_payments
    where payment_type_id = ${uzcard} and business_date < ${ctx.day(30)}`);
  const [fond] = FUNDS;
  const rows = [
    {
      number: '9001',
      date: ctx.day(6),
      amount: proceeds,
      name: fond[0],
      inn: fond[1],
      account: fond[2],
      purpose: 'Yoshlar daftari boʻyicha xaridlar uchun toʻlov',
    },
    ...(card.rows[0]?.sum
      ? [
          {
            number: '9002',
            date: ctx.day(25),
            amount: BigInt(card.rows[0].sum),
            name: 'ATB «Uzcard» protsessing markazi',
            inn: '200900800',
            account: '20208000100900800001',
            purpose: 'Terminal orqali toʻlovlar boʻyicha hisob-kitob',
          },
        ]
      : []),
  ];
  await importStatement(
    ctx.db,
    {
      firm_account_number_id: main.id,
      file_name: 'kochirma-fond.txt',
      content: Buffer.from(statement(main.account, rows)).toString('base64'),
    },
    ctx.admin.userId,
  );
  const booked = async (number: string, input: Parameters<typeof classifyBankRow>[2]) => {
    const row = await ctx.db.execute<{ id: number }>(
      sql`select id from bank_transactions where account_id = ${main.id} and doc_number = ${number}`,
    );
    if (row.rows[0]) await classifyBankRow(ctx.db, Number(row.rows[0].id), input, ctx.admin);
  };
  const fondId = await ctx.db.execute<{ id: number }>(sql`select id from fonds where stir = ${fond[1]}`);
  await booked('9001', { target: 'FOND', target_id: Number(fondId.rows[0]?.id) });
  await booked('9002', { target: 'PAYMENT_TYPE', target_id: uzcard });
}

/** Seeds the demo cash sales into a freshly seeded demo database (after the demo stock and money). */
export async function seedDemoCashTrading(db: Db): Promise<void> {
  const ctx = await context(db);
  // the MXIK code the demo goods' receipts carry (set in the general settings by an administrator)
  await updateSetting(db, 'fiscal_default_mxik', '08517001001000000', ctx.admin.userId);
  const { returnable } = await sales(ctx);
  if (returnable) await oneReturn(ctx, returnable);
  const { proceeds } = await fundSales(ctx);
  await bankProceeds(ctx, proceeds);
}
