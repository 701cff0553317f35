import { tashkentToday } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateSetting } from '../src/areas/admin/general-settings/service.ts';
import { CASH_TRADES_HOLD, cashTradeBreaks } from '../src/areas/sales/cash-trading/checks.ts';
import { drawDetail } from '../src/areas/sales/promotions/queries.ts';
import { seedDemoAppeals } from '../src/seed/demo-appeals.ts';
import { seedDemoAttendance } from '../src/seed/demo-attendance.ts';
import { seedDemoAutoPay } from '../src/seed/demo-auto-pay.ts';
import { seedDemoBonuses } from '../src/seed/demo-bonuses.ts';
import { seedDemoCashTrading } from '../src/seed/demo-cash-trading.ts';
import { DEMO_CLIENT_COUNT, seedDemoClients } from '../src/seed/demo-clients.ts';
import { seedDemoCollectionLists } from '../src/seed/demo-collection-lists.ts';
import { seedDemoCollectionProcess } from '../src/seed/demo-collection-process.ts';
import { seedDemoContracts } from '../src/seed/demo-contracts.ts';
import { seedDemoEmployees } from '../src/seed/demo-employees.ts';
import { seedDemoEngagement } from '../src/seed/demo-engagement.ts';
import { seedDemoHr } from '../src/seed/demo-hr.ts';
import { seedDemoInstallation } from '../src/seed/demo-installation.ts';
import { seedDemoMoney } from '../src/seed/demo-money.ts';
import { seedDemoPayments } from '../src/seed/demo-payments.ts';
import { seedDemoPayroll } from '../src/seed/demo-payroll.ts';
import { seedDemoPromotions } from '../src/seed/demo-promotions.ts';
import { seedDemoRatings } from '../src/seed/demo-ratings.ts';
import { seedDemoRelease } from '../src/seed/demo-release.ts';
import { seedDemoSms } from '../src/seed/demo-sms.ts';
import { seedDemoStock } from '../src/seed/demo-stock.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../src/seed/index.ts';
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
  }, 120_000);

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

  it('rates the clients and sends credit bureau reports through the fake, one failed for the job', async () => {
    const summary = await seedDemoRatings(ctx.db);
    expect(summary).toMatch(/ACCEPTED \d+/);
    const grades = await ctx.db.execute<{ grade: string }>(
      sql`select distinct grade from client_scores order by grade`,
    );
    // the demo payment habits give good and bad payers
    expect(grades.rows.map((r) => r.grade)).toEqual(expect.arrayContaining(['A', 'E']));
    const rated = await ctx.db.execute<{ n: string }>(sql`select count(*) as n from client_scores`);
    const withContracts = await ctx.db.execute<{ n: string }>(
      sql`select count(distinct client_id) as n from contracts where status in ('ACTIVE', 'FREEZE', 'CLOSED', 'RETURNED')`,
    );
    expect(rated.rows[0]?.n).toBe(withContracts.rows[0]?.n);
    const statuses = await ctx.db.execute<{ status: string }>(
      sql`select distinct status from katm_submissions order by status`,
    );
    expect(statuses.rows.map((r) => r.status)).toEqual(expect.arrayContaining(['ACCEPTED', 'FAILED']));
    expect(await ledgerBreaks(ctx.db)).toEqual(NONE);
  }, 120_000);
});

describe('demo appeals and Plum, after the payments (as npm start runs them)', () => {
  it('gives the appeals screen appeals in every state with history, and the Plum cabinet applications', async () => {
    expect(await seedDemoAppeals(ctx.db)).toEqual({ appeals: 8, plum: 4 });
    const states = await ctx.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from appeals group by status order by status`,
    );
    expect(states.rows).toEqual([
      { status: 'ANSWERED', n: 1 },
      { status: 'CLOSED', n: 2 },
      { status: 'IN_PROGRESS', n: 2 },
      { status: 'NEW', n: 2 },
      { status: 'REJECTED', n: 1 },
    ]);
    const history = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from appeal_events`);
    // 8 registered, 5 assigned, 4 answered, 2 closed, 1 rejected, 1 reopened
    expect(history.rows[0]?.n).toBe(21);
    const plum = await ctx.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from plum_applications group by status order by status`,
    );
    expect(plum.rows).toEqual([
      { status: 'ACCEPTED', n: 1 },
      { status: 'NEW', n: 2 },
      { status: 'REFUSED', n: 1 },
    ]);
    const payouts = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from plum_settlements`);
    expect(payouts.rows[0]?.n).toBe(1);
    expect(await ledgerBreaks(ctx.db)).toEqual(NONE);
  });
});

describe('demo SMS, after the contract payments', () => {
  it('switches the automatic SMS on and sends messages through the fake, one refused', async () => {
    const summary = await seedDemoSms(ctx.db);
    expect(summary).toMatch(/^6 by hand/);
    const rows = await ctx.db.execute<{ kind: string; status: string; n: string }>(
      sql`select kind, status, count(*) as n from sms_messages group by kind, status order by kind, status`,
    );
    const count = (kind: string, status: string) =>
      Number(rows.rows.find((r) => r.kind === kind && r.status === status)?.n ?? 0);
    expect(count('MANUAL', 'DONE')).toBe(5);
    expect(count('MANUAL', 'REFUSED')).toBe(1);
    expect(count('BULK', 'DONE')).toBeGreaterThan(0);
    expect(rows.rows.every((r) => r.status === 'DONE' || r.status === 'REFUSED')).toBe(true);
    const on = await ctx.db.execute<{ alias: string }>(
      sql`select alias from general_settings where alias like 'sms_%_enabled' and value = 'true'::jsonb order by alias`,
    );
    expect(on.rows.map((r) => r.alias)).toEqual([
      'sms_missed_enabled',
      'sms_receipt_enabled',
      'sms_reminder_enabled',
    ]);
    expect(await ledgerBreaks(ctx.db)).toEqual(NONE);
  }, 60_000);
});

describe('demo auto-payment, after the contract payments (as npm start runs it)', () => {
  it('attaches cards, connects contracts, debits what is due and takes payments through Payme and Click', async () => {
    const summary = await seedDemoAutoPay(ctx.db);
    expect(summary).toContain('online Payme Click');
    const [counts] = (
      await ctx.db.execute<Record<string, number>>(sql`select
        (select count(*)::int from contract_cards where status = 'ACTIVE') as cards,
        (select count(*)::int from contract_card_links where auto_pay) as connected,
        (select count(*)::int from auto_pay_debits where status = 'PAID') as paid,
        (select count(*)::int from auto_pay_debits where status = 'FAILED_FUNDS') as funds,
        (select count(*)::int from online_payments where state = 2) as online`)
    ).rows;
    expect(counts).toMatchObject({ cards: 9, connected: 7, online: 2 });
    expect(counts?.paid).toBeGreaterThan(0);
    expect(counts?.funds).toBeGreaterThan(0);
    // the 150 000 soʻm card's contract: its payment-day debit refused for want of money, a smaller rung paid
    const ladder = Number(summary.match(/ladder (\d+)/)?.[1]);
    expect(ladder, summary).toBeGreaterThan(0);
    const rungs = await ctx.db.execute<{ step: number; status: string; amount: string }>(
      sql`select step, status, amount::text from auto_pay_debits where contract_id = ${ladder} order by step`,
    );
    expect(rungs.rows.length, JSON.stringify(rungs.rows)).toBeGreaterThan(1);
    expect(rungs.rows[0]).toMatchObject({ step: 0, status: 'FAILED_FUNDS' });
    const last = rungs.rows[rungs.rows.length - 1];
    expect(last).toMatchObject({ status: 'PAID' });
    expect(Number(last?.step)).toBeGreaterThan(0);
    expect(BigInt(last?.amount ?? 0)).toBeLessThanOrEqual(15_000_000n);
    const stepped = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from auto_pay_debits where step > 0`,
    );
    expect(stepped.rows[0]?.n).toBeGreaterThan(0);
    expect(await ledgerBreaks(ctx.db)).toEqual(NONE);
  }, 120_000);
});

describe('demo collection lists, after the payments (as npm start runs them)', () => {
  it('attaches collectors, gives late contracts their collector and records contacts', async () => {
    const summary = await seedDemoCollectionLists(ctx.db);
    const given = Number(summary.split(' ')[0]);
    expect(given, summary).toBeGreaterThan(0);
    expect(summary).toMatch(/[1-9]\d* contacts/);
    const collector = await signIn(ctx, 'undiruvchi', 'Undiruv@123');
    const today = await ctx.app.inject({
      method: 'GET',
      url: '/api/collections/all-contracts/today',
      headers: bearer(collector),
    });
    expect(today.statusCode, today.body).toBe(200);
    expect((today.json().data as unknown[]).length).toBeGreaterThan(0);
    const noOwner = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from contracts k
      join clients cl on cl.id = k.client_id join collector_villages a on a.active and a.village_id = cl.village_id
        and a.street_key = ''
      where k.status = 'ACTIVE' and k.next_due_date < (now() at time zone 'Asia/Tashkent')::date and k.responsible_id is null`);
    expect(noOwner.rows[0]?.n).toBe(0);
    expect(await ledgerBreaks(ctx.db)).toEqual(NONE);
  }, 120_000);

  it('then the collection process: stages moved, plans, a separate plan and two letters', async () => {
    const made = await seedDemoCollectionProcess(ctx.db);
    expect(made).toEqual(expect.arrayContaining(['separate plan']));
    const [counts] = (
      await ctx.db.execute<Record<string, number>>(sql`select
        (select count(*)::int from process_stages) as stages,
        (select count(*)::int from contracts where stage_id is not null) as in_process,
        (select count(*)::int from contract_stage_moves where source = 'JOB') as moves,
        (select count(*)::int from collector_plans) as plans,
        (select count(*)::int from separate_plans) as separate,
        (select count(*)::int from warning_letters) as letters,
        (select count(*)::int from contract_comments where contact = 'LETTER') as contacts`)
    ).rows;
    expect(counts).toMatchObject({ stages: 5, plans: 2, separate: 1, letters: 2 });
    // each letter is a LETTER contact (the collection lists' demo records letters of its own too)
    expect(Number(counts?.contacts)).toBeGreaterThanOrEqual(2);
    expect(Number(counts?.in_process)).toBeGreaterThan(0);
    expect(Number(counts?.moves)).toBe(Number(counts?.in_process));
    expect(await ledgerBreaks(ctx.db)).toEqual(NONE);
  }, 120_000);
});

describe('demo promotions, after the sales (as npm start runs it)', () => {
  it('a finished promotion with tickets from the sales, drawn with a seed that re-runs to its winners', async () => {
    const summary = await seedDemoPromotions(ctx.db);
    expect(summary.tickets).toBeGreaterThan(summary.winners);
    expect(summary.winners).toBe(4);
    const [promo] = (
      await ctx.db.execute<{ id: string; status: string }>(
        sql`select id, status from promotions where name = 'Kuzgi omad aksiyasi'`,
      )
    ).rows;
    expect(promo?.status).toBe('DRAWN');
    const draw = await drawDetail(ctx.db, Number(promo?.id));
    expect(draw.reproduced).toBe(true);
    expect(draw.winners).toHaveLength(4);
    const given = await ctx.db.execute(sql`select 1 from promotion_winners where given_date is not null`);
    expect(given.rows).toHaveLength(1);
    expect(await ledgerBreaks(ctx.db)).toEqual(NONE);
  }, 60_000);
});

describe('demo installation, after the auto-payments (as npm start runs it)', () => {
  it('gives masters rates, assigns sold lines, installs, refuses one and pays a master through the cashbox', async () => {
    const summary = await seedDemoInstallation(ctx.db);
    expect(summary).toMatch(/installed, paid /);
    const rows = await ctx.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from installations group by status order by status`,
    );
    const count = (status: string) => rows.rows.find((r) => r.status === status)?.n ?? 0;
    expect(count('INSTALLED')).toBeGreaterThan(0);
    expect(count('REFUSED')).toBe(1);
    expect(count('EXAMINE')).toBe(1);
    // the first line's product has a rate of its own: its job earned it, not the master's
    const sources = await ctx.db.execute<{ earning_source: string }>(
      sql`select distinct earning_source from installations where status = 'INSTALLED'`,
    );
    expect(sources.rows.map((r) => r.earning_source)).toContain('PRODUCT');
    const waiting = await ctx.db.execute<{ n: number }>(sql`select
      (select count(*)::int from contract_items i where needs_installation
        and not exists (select 1 from installations j where j.source = 'CONTRACT' and j.line_id = i.id))
      + (select count(*)::int from cash_trade_items i where needs_installation
        and not exists (select 1 from installations j where j.source = 'CASH_TRADE' and j.line_id = i.id)) as n`);
    expect(waiting.rows[0]?.n).toBe(2);
    const paid = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from money_operations where type = 'MASTER_OUTPUT' and status = 'APPROVED'`,
    );
    expect(paid.rows[0]?.n).toBe(1);
    expect(await ledgerBreaks(ctx.db)).toEqual(NONE);
  }, 60_000);
});
describe('demo customer engagement and resale, after auto-payment (as npm start runs it)', () => {
  it('records calls, pays one caller bonus through the journal, and offers clients who paid well', async () => {
    const summary = await seedDemoEngagement(ctx.db);
    const [counts] = (
      await ctx.db.execute<Record<string, number>>(sql`select
        (select count(*)::int from client_calls) as calls,
        (select count(*)::int from call_bonus_invoices) as bonuses,
        (select count(*)::int from call_bonus_invoices where status = 'PAID') as paid,
        (select count(*)::int from money_operations where type = 'STAFF_OUTPUT' and doc_type = 'call_bonus') as ops,
        (select count(*)::int from resale_offers) as offers,
        (select count(*)::int from resale_offers where status = 'ACCEPTED' and order_id is not null) as accepted`)
    ).rows;
    expect(counts?.calls, summary).toBeGreaterThan(0);
    expect(counts?.bonuses, summary).toBeGreaterThan(0);
    expect(counts?.paid, summary).toBe(1);
    expect(counts?.ops).toBe(1);
    expect(counts?.offers, summary).toBeGreaterThan(0);
    expect(counts?.accepted, summary).toBe(1);
    expect(await ledgerBreaks(ctx.db)).toEqual(NONE);
  }, 120_000);
});

describe('demo client bonuses, after auto-payment (as npm start runs it)', () => {
  it('offers bonus products, gives some for points (one with cash), takes one back', async () => {
    const summary = await seedDemoBonuses(ctx.db);
    expect(summary).toMatch(/^3 bonus products, [1-3] orders/);
    const [counts] = (
      await ctx.db.execute<Record<string, number>>(sql`select
        (select count(*)::int from bonus_history where kind = 'EARN') as earned,
        (select count(*)::int from bonus_orders) as orders,
        (select count(*)::int from bonus_returns) as returned`)
    ).rows;
    expect(counts?.earned).toBeGreaterThan(0);
    expect(counts?.orders).toBeGreaterThan(0);
    const { bonusLedgerBreaks } = await import('../src/areas/sales/bonuses/ledger.ts');
    expect(await bonusLedgerBreaks(ctx.db)).toEqual([]);
    expect(await ledgerBreaks(ctx.db)).toEqual(NONE);
  }, 120_000);
});

describe('demo staff, after the bonuses (as npm start runs it)', () => {
  it('hires six employees a branch, each with a user, a HIRE order and the salary in effect', async () => {
    const { employees } = await seedDemoEmployees(ctx.db);
    const [counts] = (
      await ctx.db.execute<Record<string, number>>(sql`select
        (select count(*)::int from branches where active and not is_office) as branches,
        (select count(*)::int from employees e join users u on u.id = e.user_id) as staff,
        (select count(*)::int from employee_orders where kind = 'HIRE') as hired,
        (select count(*)::int from employees e where e.salary <> (select s.amount from employee_salaries s
          where s.employee_id = e.id order by s.effective_from desc limit 1)) as drifted`)
    ).rows;
    expect(employees).toBe((counts?.branches ?? 0) * 6);
    expect(counts?.staff).toBe(employees);
    expect(counts?.hired).toBe(employees);
    expect(counts?.drifted).toBe(0);
    expect((await seedDemoEmployees(ctx.db)).employees).toBe(0);
  });
});

describe('demo attendance, after the staff (as npm start runs it)', () => {
  it('pushes three months of terminal events, closes the days, decides two requests', async () => {
    const { events, days } = await seedDemoAttendance(ctx.db);
    const [counts] = (
      await ctx.db.execute<Record<string, number>>(sql`select
        (select count(*)::int from attendance_events) as events,
        (select count(*)::int from attendance_days where late_minutes > 0) as late,
        (select count(*)::int from attendance_days where early_minutes > 0) as early,
        (select count(*)::int from attendance_days where status = 'PRESENT' and last_out is null) as open,
        (select count(*)::int from attendance_days where status = 'ABSENT') as absent,
        (select count(*)::int from attendance_days where status = 'EXCUSED') as excused,
        (select count(*)::int from absence_requests where status = 'REJECTED') as rejected,
        (select count(*)::int from employee_devices d join attendance_device_secrets s on s.device_id = d.id
          where d.serial_number is not null) as devices`)
    ).rows;
    expect(events).toBeGreaterThan(0);
    expect(counts?.events).toBe(events);
    expect(days).toBeGreaterThan(0);
    for (const key of ['late', 'early', 'open', 'absent', 'devices'] as const)
      expect(counts?.[key], key).toBeGreaterThan(0);
    expect(counts?.excused).toBe(1);
    expect(counts?.rejected).toBe(1);
    expect((await seedDemoAttendance(ctx.db)).events).toBe(0);
  }, 300_000);
});

describe('demo payroll, after the staff (as npm start runs it)', () => {
  it("approves last month's statement through the journal and pays it, one employee in part", async () => {
    const summary = await seedDemoPayroll(ctx.db);
    expect(summary).toMatch(/^statement \d{4}-\d\d approved for \d+ employees, [1-9]\d* paid$/);
    const [counts] = (
      await ctx.db.execute<Record<string, number>>(sql`select
        (select count(*)::int from payroll_statements where status = 'APPROVED') as approved,
        (select count(*)::int from payroll_statement_rows where money_operation_id is not null) as posted,
        (select count(*)::int from payroll_statement_rows where paid > 0 and paid < to_pay) as partly,
        (select count(*)::int from payroll_statement_rows where to_pay > 0 and paid = to_pay) as fully,
        (select count(*)::int from payroll_statement_rows where advances > 0) as advanced,
        (select count(*)::int from money_operations where type = 'SALARY_PAYMENT') as payments,
        (select count(*)::int from payroll_statements s where s.to_pay <> (select sum(r.to_pay)
          from payroll_statement_rows r where r.statement_id = s.id)) as unbalanced`)
    ).rows;
    expect(counts?.approved).toBe(1);
    expect(counts?.posted).toBeGreaterThan(0);
    expect(counts?.partly).toBe(1);
    expect(counts?.fully).toBeGreaterThan(0);
    expect(counts?.advanced).toBe(1);
    expect(counts?.payments).toBeGreaterThan(1);
    expect(counts?.unbalanced).toBe(0);
    expect(await ledgerBreaks(ctx.db)).toEqual(NONE);
    expect(await seedDemoPayroll(ctx.db)).toBe('statements exist');
  }, 120_000);
});

describe('demo HR records, after the staff (as npm start runs it)', () => {
  it('seeds candidates in each status, a hire, a transfer, a dismissal and a future raise, through the services', async () => {
    const summary = await seedDemoHr(ctx.db);
    expect(summary).toMatch(
      /^6 candidates, 1 hired, 1 transferred, 1 dismissed, 1 raise from \d{4}-\d{2}-01$/,
    );
    const [counts] = (
      await ctx.db.execute<Record<string, number>>(sql`select
        (select count(distinct status)::int from candidates) as statuses,
        (select count(*)::int from employees e join candidates c on c.id = e.candidate_id where c.status = 'HIRED') as hired,
        (select count(*)::int from employee_orders where kind = 'TRANSFER') as transfers,
        (select count(*)::int from employees e join users u on u.id = e.user_id
          where e.status = 'DISMISSED' and not u.active) as dismissed,
        (select count(*)::int from employee_salaries s join employees e on e.id = s.employee_id
          where s.effective_from > (now() at time zone 'Asia/Tashkent')::date and e.salary <> s.amount) as future,
        (select count(*)::int from employees e where e.salary <> coalesce((select s.amount from employee_salaries s
          where s.employee_id = e.id and s.effective_from <= (now() at time zone 'Asia/Tashkent')::date
          order by s.effective_from desc limit 1), 0)) as drifted`)
    ).rows;
    expect(counts).toEqual({ statuses: 4, hired: 1, transfers: 1, dismissed: 1, future: 1, drifted: 0 });
    expect(await seedDemoHr(ctx.db)).toBe('already seeded');
  });
});
