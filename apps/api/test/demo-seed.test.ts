import { tashkentToday } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCashTrading } from '../src/db/seed/demo-cash-trading.ts';
import { DEMO_CLIENT_COUNT, seedDemoClients } from '../src/db/seed/demo-clients.ts';
import { seedDemoContracts } from '../src/db/seed/demo-contracts.ts';
import { seedDemoMoney } from '../src/db/seed/demo-money.ts';
import { seedDemoPayments } from '../src/db/seed/demo-payments.ts';
import { seedDemoRelease } from '../src/db/seed/demo-release.ts';
import { seedDemoStock } from '../src/db/seed/demo-stock.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../src/db/seed/index.ts';
import { CASH_TRADES_HOLD, cashTradeBreaks } from '../src/modules/cash-trading/checks.ts';
import { updateSetting } from '../src/modules/general-settings/service.ts';
import { ledgerBreaks, LEDGERS_HOLD as NONE } from './fixtures/ledger.ts';
import { bearer, createTestContext, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const meOf = async (username: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(username);
  const token = await signIn(ctx, account.username, account.password);
  const res = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
  return res.json().data as { rules: Record<string, Record<string, boolean>>; password_is_expire: boolean };
};

describe('demo data', () => {
  it('seeds an empty database once', async () => {
    expect(await seedDemo(ctx.db, ctx.secretsKey)).toBe(true);
    expect(await seedDemo(ctx.db, ctx.secretsKey)).toBe(false);
  });

  it('lets admin / Admin@123 in as a developer with an unexpired password', async () => {
    const me = await meOf('admin');
    expect(me.rules.is_dev?.show).toBe(true);
    expect(me.password_is_expire).toBe(false);
  });

  it('gives each position the rules of its job only', async () => {
    const cashier = await meOf('kassir');
    expect(cashier.rules.cashbox?.show).toBe(true);
    expect(cashier.rules.dashboard_cashbox?.show).toBe(true);
    expect(cashier.rules.warehouse).toBeUndefined();
    expect(cashier.rules.is_dev).toBeUndefined();
    // a cashier does not set up cash registers; the users' names they read only as the staff they pay
    expect(cashier.rules.cashbox?.add).toBeUndefined();
    expect(cashier.rules.output_to_staff?.show).toBe(true);
    const users = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/m-users/options',
      headers: bearer(await signIn(ctx, 'kassir', 'Kassir@123')),
    });
    expect(users.statusCode).toBe(200);
    const keeper = await meOf('omborchi');
    expect(keeper.rules.supplier_invoice_input?.show).toBe(true);
    expect(keeper.rules.cashbox).toBeUndefined();
    const collector = await meOf('undiruvchi');
    expect(collector.rules.levy_contract?.show).toBe(true);
    const hr = await meOf('kadrlar');
    expect(hr.rules.time_sheets?.show).toBe(true);
    expect(hr.rules.contract).toBeUndefined();
  });

  it('has branches with one office, and a current exchange rate', async () => {
    const token = await signIn(ctx, 'admin', 'Admin@123');
    const branches = await ctx.app.inject({
      method: 'GET',
      url: '/api/warehouse/branches/get-branches-for-autocomplete',
      headers: bearer(token),
    });
    const list = branches.json().data as { is_office: boolean }[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.filter((b) => b.is_office)).toHaveLength(1);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.json().data.exchange_rate).toBeGreaterThan(10_000);
  });
});

describe('program versions', () => {
  it('are read by every signed-in user, kept by developers only', async () => {
    const token = await signIn(ctx, 'kassir', 'Kassir@123');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/info/versions', headers: bearer(token) });
    expect(res.json().data[0]).toMatchObject({ version: '1.0.0' });
    const add = await ctx.app.inject({
      method: 'POST',
      url: '/api/info/program-versions',
      headers: bearer(token),
      payload: { version: '9.9.9', released_at: '2026-12-01', notes: '<p>x</p>' },
    });
    expect(add.statusCode).toBe(403);
  });
});

describe('demo stock history', () => {
  const rows = async (query: SQL) => (await ctx.db.execute(query)).rows;
  const get = async (url: string) => {
    const token = await signIn(ctx, 'admin', 'Admin@123');
    const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, url).toBe(200);
    return res.json().data;
  };

  let demoContracts: Awaited<ReturnType<typeof seedDemoContracts>> | undefined;
  it('is seeded through the services, quickly', async () => {
    const started = performance.now();
    await seedDemoStock(ctx.db);
    const seconds = (performance.now() - started) / 1000;
    console.log(`seedDemoStock: ${seconds.toFixed(2)} s`);
    // Under 5 s on a quiet machine; the bound leaves room for a busy one.
    expect(seconds).toBeLessThan(20);
    const moneyStarted = performance.now();
    await seedDemoMoney(ctx.db);
    console.log(`seedDemoMoney: ${((performance.now() - moneyStarted) / 1000).toFixed(2)} s`);
    const clientsStarted = performance.now();
    await seedDemoClients(ctx.db);
    console.log(`seedDemoClients: ${((performance.now() - clientsStarted) / 1000).toFixed(2)} s`);
    const contractsStarted = performance.now();
    demoContracts = await seedDemoContracts(ctx.db);
    console.log(`seedDemoContracts: ${((performance.now() - contractsStarted) / 1000).toFixed(2)} s`);
  });

  it('gives the clients screens some 300 cards, some in Cyrillic, duplicate pairs and blacklist requests', async () => {
    const [counts] = await rows(sql`select
        (select count(*)::int from clients) as clients,
        (select count(*)::int from clients where full_name ~ '[А-Яа-яЁёЎўҚқҒғҲҳ]') as cyrillic,
        (select count(distinct branch_id)::int from clients) as branches,
        (select count(*)::int from client_blacklist_orders where status = 'APPROVED') as approved,
        (select count(*)::int from client_blacklist_orders where status = 'CREATED') as waiting`);
    expect(Number(counts?.clients)).toBe(DEMO_CLIENT_COUNT + 5);
    expect(Number(counts?.cyrillic)).toBeGreaterThan(30);
    expect(Number(counts?.branches)).toBeGreaterThan(3);
    expect(counts).toMatchObject({ approved: 1, waiting: 1 });
    const token = await signIn(ctx, 'admin', 'Admin@123');
    const groups = await ctx.app.inject({
      method: 'GET',
      url: '/api/client/duplicate-customers?kind=name_birth',
      headers: bearer(token),
    });
    expect(groups.json().data.length).toBeGreaterThanOrEqual(3);
    const listed = await rows(
      sql`select c.id from clients c join client_blacklist b on b.pinfl = c.pinfl and b.active`,
    );
    expect(listed).toHaveLength(1);
  });

  it('gives the contract screens orders in each state and 300 contracts, 3 in dollars', async () => {
    expect(demoContracts?.contractIds).toHaveLength(300);
    const states = await rows(
      sql`select status, count(*)::int as n from client_orders group by status order by status`,
    );
    expect(states).toEqual([
      { status: 'APPROVED', n: 2 },
      { status: 'CREATED', n: 3 },
      { status: 'REJECTED', n: 1 },
    ]);
    const usd = await rows(
      sql`select count(*)::int as n from contracts where currency = 'USD' and status = 'ACTIVE'`,
    );
    expect(usd).toEqual([{ n: 3 }]);
  });

  it('keeps every stock, supplier and asset balance equal to its ledger, none negative', async () => {
    expect(await ledgerBreaks(ctx.db)).toEqual(NONE);
    const [counts] = await rows(sql`select
        (select count(*)::int from stock_documents where kind = 'SUPPLIER_INPUT' and status = 'APPROVED') as inputs,
        (select count(*)::int from stock_documents where kind = 'MOVE' and status = 'WAY') as on_the_road,
        (select count(*)::int from stock_serials where serial ~ '^[0-9]{15}$') as imeis,
        (select count(*)::int from stock_serials where marking_code is not null) as marked,
        (select count(*)::int from asset_entries where type = 'DEPRECIATION') as wear`);
    expect(counts).toMatchObject({ inputs: 13, on_the_road: 1 });
    expect(Number(counts?.imeis)).toBeGreaterThan(20);
    expect(Number(counts?.marked)).toBeGreaterThan(10);
    expect(Number(counts?.wear)).toBeGreaterThan(0);
  });

  it('gives the demo cashier cashboxes with cash in them', async () => {
    const token = await signIn(ctx, 'kassir', 'Kassir@123');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/cashbox/my-cash-registers',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const boxes = res.json().data as { name: string; balance_uzs: string; balance_usd: string }[];
    expect(boxes.map((b) => b.name)).toEqual(['Bosh ofis asosiy kassasi', 'Bosh ofis valyuta kassasi']);
    expect(boxes.every((b) => Number(b.balance_uzs) > 0 || Number(b.balance_usd) > 0)).toBe(true);
  });

  it('gives every cash operation screen demo rows, supplier payments in soʻm and dollars', async () => {
    const token = await signIn(ctx, 'admin', 'Admin@123');
    const total = async (query: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/cashbox/operations?${query}`,
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().meta.total as number;
    };
    for (const type of [
      'SUPPLIER_OUTPUT',
      'BANK_OUTPUT',
      'BANK_INPUT',
      'EXPENSE_OUTPUT',
      'EXPENSE_INPUT',
      'STAFF_OUTPUT',
      'STAFF_INPUT',
      'INVESTOR_INPUT',
      'INVESTOR_OUTPUT',
      'CASHBOX_OUTPUT',
      'CURRENCY_EXCHANGE',
    ]) {
      expect(await total(`type=${type}&status=APPROVED`), type).toBeGreaterThan(0);
    }
    const paid = await rows(sql`select distinct currency from supplier_ledger where kind = 'MONEY'`);
    expect(paid.map((r) => r.currency).sort()).toEqual(['USD', 'UZS']);
    // cash pays part of the debts, not all: a supplier is owed less than nothing only after a bank prepayment
    const overpaid = await rows(sql`select 1 from supplier_balances where debt < 0 and supplier_id not in
      (select target_id from bank_transactions where target = 'SUPPLIER' and direction = 'OUT')`);
    expect(overpaid).toEqual([]);
  });

  it('gives the expenses screens something to show: expenses, approved estimates (one near its limit), services paid and partly paid', async () => {
    const expenses = await get('/api/expenses/expenses?per_page=100');
    expect(expenses.length).toBeGreaterThan(20);
    const cash = await get('/api/expenses/expense-from-cashbox');
    expect(cash.length).toBeGreaterThan(0);
    const usage = (await get('/api/expenses/estimate-usage?per_page=100')) as { percent: string }[];
    expect(usage.length).toBe(18);
    expect(usage.some((u) => Number(u.percent) >= 90)).toBe(true);
    const services = (await get('/api/expenses/provided-services')) as { rest: string; paid: string }[];
    expect(services).toHaveLength(2);
    expect(services.map((s) => s.rest).sort()).toEqual(['0.00', '3800000.00']);
    // the supplier payment screen lists them for a holder of rendered_service_supplier_output.show
    const payments = (await get('/api/cashbox/operations?type=RENDERED_SERVICE_OUTPUT')) as unknown[];
    expect(payments.length).toBeGreaterThan(0);
  });

  it('gives every cashless screen demo rows: booked by rule, undirected, by hand', async () => {
    for (const target of ['SUPPLIER', 'EXPENSE', 'INCOME', 'INTERNAL', 'UNDIRECTED', 'CASHBOX', 'WRONG']) {
      const list = (await get(`/api/money-account-no-cash/operations?target=${target}`)) as unknown[];
      expect(list.length, target).toBeGreaterThan(0);
    }
    const [counts] = await rows(sql`select
        (select count(*)::int from bank_transactions where classified_by = 'RULE') as by_rule,
        (select count(*)::int from bank_transactions where target = 'UNDIRECTED') as undirected,
        (select count(distinct source)::int from bank_transactions) as statements`);
    expect(Number(counts?.by_rule)).toBeGreaterThan(Number(counts?.undirected));
    expect(counts?.statements).toBe(2);
    const balances = (await get('/api/money-account-no-cash/balances')) as { balance: string }[];
    expect(balances.some((b) => Number(b.balance) > 0)).toBe(true);
  });

  it('gives the cash order, residue and turnover screens demo rows (one order still in transit to the cashier)', async () => {
    const token = await signIn(ctx, 'kassir', 'Kassir@123');
    const read = async (url: string) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
      return res.json().data;
    };
    const forMe = (await read('/api/cashbox/cash-orders/for-me')) as {
      status: string;
      target_cashbox_name: string;
    }[];
    expect(forMe.filter((o) => o.status === 'SENT').map((o) => o.target_cashbox_name)).toEqual([
      'Bosh ofis asosiy kassasi',
    ]);
    const all = (await read('/api/cashbox/cash-orders')) as { status: string }[];
    expect(new Set(all.map((o) => o.status))).toEqual(new Set(['APPROVED', 'REJECTED', 'SENT']));
    const residues = await read('/api/cashbox/cash-residues');
    expect(residues.rows.length).toBeGreaterThanOrEqual(5);
    expect(Number(residues.totals.uzs)).toBeGreaterThan(0);
    const turnover = await read(`/api/cashbox/cash-turnover?date_from=2000-01-01&date_to=${tashkentToday()}`);
    const types = new Set(
      (turnover.rows as { by_type: { type: string }[] }[]).flatMap((r) => r.by_type.map((p) => p.type)),
    );
    expect([...types]).toEqual(expect.arrayContaining(['CASHBOX_INPUT', 'MOVE_OUTPUT', 'MOVE_INPUT']));
    // the order in transit prints its expense order (sent), not yet its receipt order
    const inTransit = (all as { id: number; status: string }[]).find((o) => o.status === 'SENT');
    const print = (side: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/cashbox/cash-orders/${inTransit?.id}/print?side=${side}`,
        headers: bearer(token),
      });
    expect((await print('receive')).statusCode).toBe(409);
    // the sending cashbox is the administrator's: its expense order is not the cashier's to print
    expect((await print('send')).statusCode).toBe(403);
  });

  it('names every company account so that the pickers tell them apart', async () => {
    const options = (await get('/api/money-account-no-cash/firm-account-numbers/options')) as {
      name: string;
    }[];
    expect(options.length).toBeGreaterThan(3);
    expect(new Set(options.map((o) => o.name)).size).toBe(options.length);
    const [names] = await rows(sql`select count(distinct name)::int as distinct_names, count(*)::int as n
      from firm_account_numbers`);
    expect(names?.distinct_names).toBe(names?.n);
  });

  it('gives the warehouse, supplier, price, asset and integration screens something to show', async () => {
    const central = await rows(sql`select id from warehouses where name = 'Markaziy ombor (Sergeli)'`);
    const token = await signIn(ctx, 'admin', 'Admin@123');
    const list = async (url: string) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
      const data = res.json().data as unknown[];
      expect(data.length, url).toBeGreaterThan(0);
      return data;
    };
    await list(`/api/warehouse/residues?warehouse_id=${central[0]?.id}`);
    await list(`/api/warehouse/residues?item=material&warehouse_id=${central[0]?.id}`);
    await list('/api/warehouse/practices?page=1');
    await list('/api/warehouse/move-invoices?status=WAY');
    const debts = (await list('/api/supplier-calculations/debts')) as {
      supplier_name: string;
      debt: string;
    }[];
    expect(debts.some((d) => d.supplier_name === '«Artel Electronics» MChJ' && Number(d.debt) > 0)).toBe(
      true,
    );
    const [artel] = await rows(sql`select id from suppliers where name = '«Artel Electronics» MChJ'`);
    const today = tashkentToday();
    const from = new Date(Date.parse(today) - 120 * 86_400_000).toISOString().slice(0, 10);
    const act = (await get(
      `/api/supplier-calculations/reconciliation-act?supplier_id=${artel?.id}&currency=UZS&date_from=${from}&date_to=${today}`,
    )) as { entries: { kind: string }[]; closing: string };
    expect(act.entries.map((r) => r.kind)).toEqual(
      expect.arrayContaining(['SUPPLIER_INPUT', 'SUPPLIER_RETURN', 'BONUS']),
    );
    const units = (await list('/api/basic-tools/units?status=IN_USE')) as {
      book_value: string;
      cost: string;
    }[];
    expect(units.some((u) => Number(u.book_value) < Number(u.cost))).toBe(true);
    await list('/api/basic-tools/depreciations');
    await list('/api/price-management/changed-selling-prices');
    await list('/api/price-management/selling-price-histories');
    await list('/api/integrations/markings/residue');
    await list('/api/integrations/markings/output');
    await list('/api/integrations/uzimei-blocked');
  });
});

describe('demo stock history after a closed period', () => {
  it('dates nothing into the closed period, and keeps every ledger exact', async () => {
    const own = await createTestContext();
    try {
      expect(await seedDemo(own.db, own.secretsKey)).toBe(true);
      const today = tashkentToday();
      const closed = new Date(Date.parse(today) - 45 * 86_400_000).toISOString().slice(0, 10);
      const [admin] = (
        await own.db.execute<{ id: number }>(sql`select id from users where username = 'admin'`)
      ).rows;
      await updateSetting(own.db, 'stock_closed_until', closed, Number(admin?.id));
      await seedDemoStock(own.db);
      expect(await ledgerBreaks(own.db)).toEqual(NONE);
      const early = await own.db.execute(sql`select 1 from stock_movements where business_date <= ${closed}
        union all select 1 from supplier_ledger where business_date <= ${closed}
        union all select 1 from asset_entries where business_date <= ${closed}`);
      expect(early.rows).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

describe('demo cash sales', () => {
  it('seeds about sixty sales, two funds, a settled fund, a return, through the services', async () => {
    const started = performance.now();
    await seedDemoCashTrading(ctx.db);
    console.log(`seedDemoCashTrading: ${((performance.now() - started) / 1000).toFixed(2)} s`);
    const [counts] = (
      await ctx.db.execute<Record<string, number>>(sql`select
        (select count(*)::int from cash_trades where fond_id is null) as sales,
        (select count(*)::int from cash_trades where fond_id is not null) as fund_sales,
        (select count(distinct fond_id)::int from cash_trades) as funds,
        (select count(*)::int from cash_trade_payments where currency = 'USD') as usd,
        (select count(distinct method)::int from cash_trade_payments) as methods,
        (select count(*)::int from cash_trade_returns) as returns,
        (select count(*)::int from cash_trade_discounts) as discounts,
        (select count(*)::int from cash_trades where status = 'CREATED') as unpaid,
        (select count(*)::int from bank_transactions where target = 'FOND') as fund_rows,
        (select count(*)::int from cash_trade_receipts where status <> 'REGISTERED') as unregistered`)
    ).rows;
    expect(counts).toMatchObject({
      funds: 2,
      usd: 1,
      methods: 4,
      returns: 1,
      discounts: 1,
      fund_rows: 1,
      unregistered: 0,
    });
    expect(Number(counts?.sales)).toBeGreaterThanOrEqual(58);
    expect(Number(counts?.fund_sales)).toBeGreaterThan(4);
    expect(Number(counts?.unpaid)).toBeGreaterThan(0);
    const token = await signIn(ctx, 'admin', 'Admin@123');
    const debts = await ctx.app.inject({
      method: 'GET',
      url: '/api/cash-tradings/fond-debts',
      headers: bearer(token),
    });
    const rows = debts.json().data as { debt: string }[];
    expect(rows.map((r) => Number(r.debt) > 0).sort()).toEqual([false, true]);
    expect(await cashTradeBreaks(ctx.db)).toEqual(CASH_TRADES_HOLD);
    expect(await ledgerBreaks(ctx.db)).toEqual(NONE);
  });
});

describe('demo release and contract payments, after the sales (as npm start runs them)', () => {
  it('releases sales, pays the contracts and makes every special case, the ledgers holding', async () => {
    expect(await seedDemoRelease(ctx.db)).toBeGreaterThan(0);
    const summary = await seedDemoPayments(ctx.db);
    for (const special of ['early close', 'return', 'write-off', 'discount', 'overpayment', 'deposit']) {
      expect(summary).toContain(special);
    }
    const states = await ctx.db.execute<{ status: string }>(
      sql`select distinct status from contracts order by status`,
    );
    expect(states.rows.map((r) => r.status)).toEqual(['ACTIVE', 'CLOSED', 'CREATED', 'RETURNED']);
    expect(await ledgerBreaks(ctx.db)).toEqual(NONE);
  }, 120_000);
});
