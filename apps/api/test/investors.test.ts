import { fromMinor, toMinor } from '@savdo/shared/money';
import type { DistributionDetail, PeriodProfit } from '@savdo/shared/schemas/investors';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * Investors' profit distribution (/api/investors) on the demo data: the
 * lines split R0073's profit to the tiyin for any shares; a draft is
 * approved, then paid out of a cashbox through the journal (the cashbox's
 * balance falls by it); the rules and bad input are refused.
 */

let ctx: TestContext;
let admin: string;
let investors: number[];
const PERIOD = { date_from: '2000-01-01', date_to: '2100-01-01', basis: 'accrual' };

beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  admin = await signIn(ctx, 'admin', 'Admin@123');
  const rows = await ctx.db.execute<{ id: number }>(sql`select id from investors order by id`);
  investors = rows.rows.map((r) => Number(r.id));
}, 600_000);
afterAll(async () => {
  await ctx?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token = admin, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...freshKey() },
    ...(payload ? { payload } : {}),
  });

async function create(
  lines: { investor_id: number; share: string }[],
  extra: object = {},
): Promise<DistributionDetail> {
  const res = await call('POST', '/api/investors/distributions', admin, { ...PERIOD, lines, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: DistributionDetail }>().data;
}

/** The UZS balance of a cashbox's account, in tiyin. */
async function cashboxBalance(id: number): Promise<bigint> {
  const rows = await ctx.db.execute<{ v: string | null }>(sql`select b.balance::text as v
    from money_accounts a join money_balances b on b.account_id = a.id
    where a.kind = 'cashbox' and a.ref_id = ${id} and a.currency = 'UZS'`);
  return BigInt(rows.rows[0]?.v ?? '0');
}

const share = (n: number) => `${Math.floor(n / 10_000)}.${String(n % 10_000).padStart(4, '0')}`;

describe('a distribution splits the period’s profit', () => {
  it('to the tiyin for any shares: the lines sum to R0073’s profit', async () => {
    const asked = await call(
      'GET',
      '/api/investors/profit?date_from=2000-01-01&date_to=2100-01-01&basis=accrual',
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const profit = asked.json<{ data: PeriodProfit }>().data.profit;
    expect(toMinor(profit)).toBeGreaterThan(0n);
    const pl = await call('GET', '/api/reports/R0073?period=range&date_from=2000-01-01&date_to=2100-01-01');
    expect(pl.json<{ data: { totals: Record<string, string>[] } }>().data.totals[0]?.net_profit_uzs).toBe(
      profit,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...investors), { minLength: 1, maxLength: investors.length }),
        fc.array(fc.integer({ min: 1, max: 9_999_999 }), {
          minLength: investors.length,
          maxLength: investors.length,
        }),
        async (who, weights) => {
          const d = await create(who.map((id, i) => ({ investor_id: id, share: share(weights[i] ?? 1) })));
          expect(d.status).toBe('DRAFT');
          expect(d.profit).toBe(profit);
          expect(fromMinor(d.lines.reduce((a, l) => a + toMinor(l.amount), 0n))).toBe(profit);
          expect(d.lines.map((l) => l.investor_id)).toEqual(who);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('draft → approved → paid through the cash journal', () => {
  it('approves a draft, refuses to change it then, pays a line and the cashbox’s balance falls by it', async () => {
    const [a, b] = investors;
    const draft = await create([
      { investor_id: a ?? 0, share: '60' },
      { investor_id: b ?? 0, share: '40' },
    ]);
    const early = await call('POST', `/api/investors/distributions/${draft.id}/payments`, admin, {
      line_id: draft.lines[0]?.id,
      cashbox_id: 1,
      amount: '1.00',
    });
    expect(early.statusCode).toBe(409);
    const edited = await call('PUT', `/api/investors/distributions/${draft.id}`, admin, {
      ...PERIOD,
      lines: [
        { investor_id: a, share: '3' },
        { investor_id: b, share: '1' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ data: DistributionDetail }>().data.lines[0]?.percent).toBe('75.00');
    const approved = await call('POST', `/api/investors/distributions/${draft.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const detail = approved.json<{ data: DistributionDetail }>().data;
    expect(detail.status).toBe('APPROVED');
    expect((await call('POST', `/api/investors/distributions/${draft.id}/approve`)).statusCode).toBe(409);
    expect(
      (
        await call('PUT', `/api/investors/distributions/${draft.id}`, admin, {
          ...PERIOD,
          lines: [{ investor_id: a, share: '1' }],
        })
      ).statusCode,
    ).toBe(409);

    const rich = await ctx.db.execute<{ id: number }>(sql`select a.ref_id as id from money_accounts a
      join money_balances b on b.account_id = a.id join cashboxes c on c.id = a.ref_id
      where a.kind = 'cashbox' and a.currency = 'UZS' and c.active order by b.balance desc limit 1`);
    const cashbox = Number(rich.rows[0]?.id);
    const line = detail.lines[1];
    if (!line) throw new Error('no line');
    const part = fromMinor(toMinor(line.amount) < 100_000_00n ? toMinor(line.amount) / 2n : 50_000_00n);
    const before = await cashboxBalance(cashbox);
    const over = await call('POST', `/api/investors/distributions/${draft.id}/payments`, admin, {
      line_id: line.id,
      cashbox_id: cashbox,
      amount: fromMinor(toMinor(line.amount) + 1n),
    });
    expect(over.statusCode).toBe(400);
    const paid = await call('POST', `/api/investors/distributions/${draft.id}/payments`, admin, {
      line_id: line.id,
      cashbox_id: cashbox,
      amount: part,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const after = paid.json<{ data: DistributionDetail }>().data;
    expect(await cashboxBalance(cashbox)).toBe(before - toMinor(part));
    expect(after.lines[1]?.paid).toBe(part);
    expect(after.lines[1]?.owed).toBe(fromMinor(toMinor(line.amount) - toMinor(part)));
    expect(after.status).toBe('APPROVED');
    const op = after.payments[0];
    const journal = await ctx.db.execute<{
      type: string;
      status: string;
      counterpart_id: number;
    }>(sql`select type, status,
        counterpart_id from money_operations where id = ${op?.operation_id}`);
    expect({ ...journal.rows[0], counterpart_id: Number(journal.rows[0]?.counterpart_id) }).toEqual({
      type: 'INVESTOR_OUTPUT',
      status: 'APPROVED',
      counterpart_id: b,
    });
    const pdf = await call('GET', `/api/investors/distributions/${draft.id}/print`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const ru = await ctx.app.inject({
      method: 'GET',
      url: `/api/investors/distributions/${draft.id}/print`,
      headers: { ...bearer(admin), 'accept-language': 'ru' },
    });
    expect(ru.statusCode).toBe(200);
    expect(String(ru.headers['content-disposition'])).toContain(encodeURIComponent('Распределение прибыли'));
  });
});

describe('rules and bad input', () => {
  it('answers 403 without the rule, 400 on bad input', async () => {
    const none = await createUser(ctx, { username: 'inv-none', rules: ['cashbox.show'] });
    const viewer = await createUser(ctx, { username: 'inv-viewer', rules: ['investor_calculation.show'] });
    const noneToken = await signIn(ctx, 'inv-none', none.password);
    const viewerToken = await signIn(ctx, 'inv-viewer', viewer.password);
    expect((await call('GET', '/api/investors/distributions', noneToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/investors/distributions', viewerToken)).statusCode).toBe(200);
    const lines = [{ investor_id: investors[0] ?? 0, share: '1' }];
    expect(
      (await call('POST', '/api/investors/distributions', viewerToken, { ...PERIOD, lines })).statusCode,
    ).toBe(403);
    const d = await create(lines);
    expect((await call('POST', `/api/investors/distributions/${d.id}/approve`, viewerToken)).statusCode).toBe(
      403,
    );
    for (const bad of [
      { ...PERIOD, lines: [] },
      { ...PERIOD, lines: [{ investor_id: investors[0], share: 'abc' }] },
      { ...PERIOD, lines: [{ investor_id: investors[0], share: '0' }] },
      { ...PERIOD, lines: [lines[0], lines[0]] },
      { ...PERIOD, date_from: '2100-01-02', lines },
      { ...PERIOD, basis: 'cash', lines },
      { ...PERIOD, lines: [{ investor_id: 999_999, share: '1' }] },
      { ...PERIOD, branch_ids: [999_999], lines },
    ]) {
      const res = await call('POST', '/api/investors/distributions', admin, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const loss = await call('POST', '/api/investors/distributions', admin, {
      ...PERIOD,
      date_from: '2099-01-01',
      lines,
    });
    expect(loss.statusCode).toBe(409);
  });
});
