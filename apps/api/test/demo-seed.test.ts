import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemo } from '../src/db/seed/index.ts';
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
    expect(await seedDemo(ctx.db)).toBe(true);
    expect(await seedDemo(ctx.db)).toBe(false);
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
