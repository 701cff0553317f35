import type { CollectionContractRow } from '@savdo/shared/schemas/collections';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignStep } from '../src/areas/collections/debtors/assign.ts';
import { businessToday } from '../src/platform/clock/business-today.ts';
import { addDays } from '../src/platform/close-of-day/close.ts';
import { activate, newClient, newContract } from './fixtures/contracts.ts';
import { firstBranch, firstRow, products, rowId } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

/**
 * The collection lists through the HTTP API: the filters give the right
 * contracts (days late, late months, stage, responsible, comment type, the
 * client), a contact sets the last contact, bulk attaching with either rule
 * (403 with neither), the close of day step assigning collectors from their
 * streets, villages and workplaces once, the collector's day in its order,
 * and bad input answering 400 with nothing written.
 */

let ctx: TestContext;
const tokens = { boss: '', collector: '', altAttacher: '', viewer: '' };
const ids = {
  branch: 0,
  collector: 0,
  other: 0,
  village: 0,
  workplace: 0,
  stage: 0,
  type: 0,
  k1: 0,
  k2: 0,
  k3: 0,
  k4: 0,
};
let today = '';

const BOSS_RULES = [
  'levy_contract.show',
  'levy_contract.add',
  'client_contract_details.show',
  'contract_attach_responsible.show',
  'contract_responsible.attach',
  'levy_villages.show',
  'levy_villages.add',
  'levy_villages.edit',
  'levy_workplaces.show',
  'levy_workplaces.add',
  'levy_workplaces.edit',
];

const get = (url: string, token = tokens.boss) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: object, token = tokens.boss) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function contractIds(query: string, token = tokens.boss): Promise<number[]> {
  const res = await get(`/api/collections/all-contracts?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CollectionContractRow[] }>().data.map((r) => r.id);
}

const eventCount = async () =>
  Number((await firstRow<{ n: string }>(ctx, sql`select count(*) as n from contract_events`)).n);

/** An ACTIVE contract dated `daysAgo` before today: its down payment, due that day, is unpaid. */
async function lateContract(client: number, daysAgo: number, userId: number, product: number) {
  const id = await newContract(ctx, {
    branch: ids.branch,
    client,
    userId,
    items: [{ product, price: 150_000_000n }],
    date: addDays(today, -daysAgo),
  });
  await activate(ctx, id);
  return id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  today = await businessToday(ctx.db);
  const boss = await createUser(ctx, { username: 'rahbar', rules: BOSS_RULES });
  ids.collector = (
    await createUser(ctx, { username: 'undiruvchi', rules: ['levy_contract.show', 'levy_contract.add'] })
  ).id;
  ids.other = (await createUser(ctx, { username: 'ikkinchi', rules: ['levy_contract.show'] })).id;
  await createUser(ctx, {
    username: 'biriktiruvchi',
    rules: ['levy_contract.show', 'responsible_attach_the_contract.attach'],
  });
  tokens.boss = await signIn(ctx, 'rahbar', 'Secret#123');
  tokens.collector = await signIn(ctx, 'undiruvchi', 'Secret#123');
  tokens.altAttacher = await signIn(ctx, 'biriktiruvchi', 'Secret#123');
  tokens.viewer = await signIn(ctx, 'ikkinchi', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  const province = await rowId(
    ctx,
    sql`insert into provinces (name) values ('Toshkent shahri') returning id`,
  );
  const region = await rowId(
    ctx,
    sql`insert into regions (name, province_id) values ('Chilonzor', ${province}) returning id`,
  );
  ids.village = await rowId(
    ctx,
    sql`insert into villages (name, province_id, region_id) values ('Novza MFY', ${province}, ${region}) returning id`,
  );
  const category = await rowId(
    ctx,
    sql`insert into workplace_categories (name) values ('Maktab') returning id`,
  );
  ids.workplace = await rowId(
    ctx,
    sql`insert into workplaces (name, workplace_category_id, province_id, region_id)
      values ('12-maktab', ${category}, ${province}, ${region}) returning id`,
  );
  ids.stage = await rowId(
    ctx,
    sql`insert into process_stages (name, sort_order) values ('Qoʻngʻiroq', 1) returning id`,
  );
  ids.type = await rowId(
    ctx,
    sql`insert into contract_comment_types (name) values ('Toʻlashni vaʼda qildi') returning id`,
  );
  const phone = (await products(ctx, { phone: 'Samsung Galaxy A15' })).phone;
  const c1 = await newClient(ctx, ids.branch, 'Aliyev Vali', '31234567890123', '998901234567');
  const c2 = await newClient(ctx, ids.branch, 'Karimova Zulfiya', '41234567890123', '998911112233');
  const c3 = await newClient(ctx, ids.branch, 'Toshmatov Eshmat', '51234567890123', '998931112233');
  const c4 = await newClient(ctx, ids.branch, 'Qodirova Nodira', '61234567890123', '998941112233');
  await ctx.db.execute(sql`update clients set village_id = ${ids.village}, street = '  Navoiy   koʻchasi 5'
    where id = ${c1}`);
  await ctx.db.execute(
    sql`update clients set village_id = ${ids.village}, street = 'Bobur 1' where id = ${c2}`,
  );
  await ctx.db.execute(sql`update clients set workplace_id = ${ids.workplace} where id = ${c3}`);
  ids.k1 = await lateContract(c1, 40, boss.id, phone);
  ids.k2 = await lateContract(c2, 10, boss.id, phone);
  ids.k3 = await lateContract(c3, 100, boss.id, phone);
  ids.k4 = await lateContract(c4, 0, boss.id, phone);
  await ctx.db.execute(sql`update contracts set stage_id = ${ids.stage} where id = ${ids.k1}`);
});
afterAll(async () => ctx?.close());

describe('the all-contracts list', () => {
  it('lists the late contracts most late first, with their figures', async () => {
    const res = await get('/api/collections/all-contracts');
    const rows = res.json<{ data: CollectionContractRow[] }>().data;
    expect(rows.map((r) => r.id)).toEqual([ids.k3, ids.k1, ids.k2]);
    expect(rows.map((r) => r.days_late)).toEqual([100, 40, 10]);
    const k1 = rows.find((r) => r.id === ids.k1);
    expect(k1?.stage_name).toBe('Qoʻngʻiroq');
    expect(k1?.client_name).toBe('Aliyev Vali');
    expect(k1?.phone).toBe('998901234567');
    // the down payment, 300 000, is overdue at least
    expect(Number(k1?.overdue)).toBeGreaterThanOrEqual(300_000);
    expect(k1?.late_months).toBeGreaterThanOrEqual(1);
    // not late yet: only when asked
    expect(await contractIds('late_only=false')).toContain(ids.k4);
    expect(await contractIds('sort=rest&order=desc')).toHaveLength(3);
  });

  it('filters by days late, late months, stage, the client and sum', async () => {
    expect(await contractIds('days_late_from=20&days_late_to=50')).toEqual([ids.k1]);
    expect(await contractIds('days_late_to=15')).toEqual([ids.k2]);
    expect(await contractIds(`stage_id=${ids.stage}`)).toEqual([ids.k1]);
    expect(await contractIds('search=karimova')).toEqual([ids.k2]);
    expect(await contractIds('phone=998931112233')).toEqual([ids.k3]);
    expect(await contractIds(`village_id=${ids.village}`)).toEqual([ids.k1, ids.k2]);
    expect(await contractIds('rest_from=999999999')).toEqual([]);
    // late months: the list's filter agrees with each row's own count
    const all = (await get('/api/collections/all-contracts')).json<{ data: CollectionContractRow[] }>().data;
    for (const k of [1, 2, 3]) {
      const expected = all.filter((r) => r.late_months >= k).map((r) => r.id);
      expect(await contractIds(`late_months_from=${k}`), `late months ≥ ${k}`).toEqual(expected);
    }
    expect(all.find((r) => r.id === ids.k3)?.late_months).toBeGreaterThanOrEqual(3);
  });
});

describe('contacts', () => {
  it('records a call with its type, sets the last contact, and the comment type filter finds it', async () => {
    expect(await contractIds(`comment_type_id=${ids.type}`)).toEqual([]);
    const res = await post(`/api/collections/contracts/${ids.k3}/comments`, {
      contact: 'CALL',
      comment_type_id: ids.type,
      text: 'Dushanba kuni toʻlayman dedi',
      promised_date: addDays(today, 3),
      promised_sum: '280000',
    });
    expect(res.statusCode, res.body).toBe(201);
    const card = res.json<{
      data: { card: { contract: CollectionContractRow; comments: { text: string }[] } };
    }>().data.card;
    expect(card.contract.last_contact_at).not.toBeNull();
    expect(card.contract.contacted_today).toBe(true);
    expect(card.comments.map((c) => c.text)).toEqual(['Dushanba kuni toʻlayman dedi']);
    expect(await contractIds(`comment_type_id=${ids.type}`)).toEqual([ids.k3]);
    const row = await firstRow<{ last_contact_at: Date | null }>(
      ctx,
      sql`select last_contact_at from contracts where id = ${ids.k3}`,
    );
    expect(row.last_contact_at).not.toBeNull();
  });

  it('refuses a promise to pay dated before the business day with 400 naming promised_date', async () => {
    const comments = async () =>
      Number((await firstRow<{ n: string }>(ctx, sql`select count(*) as n from contract_comments`)).n);
    const before = await comments();
    for (const promised_date of [addDays(today, -1), addDays(today, -40)]) {
      const res = await post(`/api/collections/contracts/${ids.k3}/comments`, {
        contact: 'CALL',
        text: 'Kecha toʻlayman dedi',
        promised_date,
        promised_sum: '100000',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ errors: string[] }>().errors.join(' | ')).toMatch(/(^| )promised_date: /);
    }
    expect(await comments()).toBe(before);
    for (const promised_date of [today, addDays(today, 1)]) {
      const res = await post(`/api/collections/contracts/${ids.k3}/comments`, {
        contact: 'CALL',
        text: `Toʻlaydi ${promised_date}`,
        promised_date,
      });
      expect(res.statusCode, res.body).toBe(201);
      const card = res.json<{
        data: { card: { comments: { text: string; promised_date: string | null }[] } };
      }>().data.card;
      expect(card.comments.find((c) => c.text === `Toʻlaydi ${promised_date}`)?.promised_date).toBe(
        promised_date,
      );
    }
  });

  it('refuses bad input with 400 and writes nothing; a user without the rule gets 403', async () => {
    const before = Number(
      (await firstRow<{ n: string }>(ctx, sql`select count(*) as n from contract_comments`)).n,
    );
    for (const payload of [
      { contact: 'FAX', text: 'x' },
      { contact: 'CALL', text: '' },
      { contact: 'CALL', text: 'x', comment_type_id: 999_999 },
      { contact: 'CALL', text: 'x', promised_sum: '100' },
      { contact: 'CALL', text: 'x', promised_date: '2026-13-45' },
    ]) {
      const res = await post(`/api/collections/contracts/${ids.k1}/comments`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ errors: unknown[] }>().errors.length).toBeGreaterThan(0);
    }
    expect(
      (await post(`/api/collections/contracts/999999/comments`, { contact: 'CALL', text: 'x' })).statusCode,
    ).toBe(404);
    const denied = await post(
      `/api/collections/contracts/${ids.k1}/comments`,
      { contact: 'CALL', text: 'x' },
      tokens.viewer,
    );
    expect(denied.statusCode).toBe(403);
    const after = Number(
      (await firstRow<{ n: string }>(ctx, sql`select count(*) as n from contract_comments`)).n,
    );
    expect(after).toBe(before);
    for (const query of [
      'days_late_from=abc',
      'sort=name',
      'status=CLOSED',
      'late_months_to=-1',
      'phone=12',
    ]) {
      expect((await get(`/api/collections/all-contracts?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('attaching contracts to a responsible', () => {
  it('attaches picked contracts with either rule, audited; refuses without both rules', async () => {
    const before = await eventCount();
    const res = await post('/api/collections/responsible-attachment', {
      responsible_id: ids.other,
      contract_ids: [ids.k2],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { changed: number } }>().data.changed).toBe(1);
    expect(await contractIds(`responsible_id=${ids.other}`)).toEqual([ids.k2]);
    expect(await eventCount()).toBe(before + 1);
    const event = await firstRow<{ event: string; data: { from: number | null; to: number } }>(
      ctx,
      sql`select event, data from contract_events where contract_id = ${ids.k2} order by id desc limit 1`,
    );
    expect(event).toMatchObject({ event: 'RESPONSIBLE', data: { from: null, to: ids.other } });

    // by the filters, with the other rule: every contract 5 … 15 days late
    const alt = await post(
      '/api/collections/responsible-attachment',
      { responsible_id: ids.collector, filter: { days_late_to: '15' } },
      tokens.altAttacher,
    );
    expect(alt.statusCode, alt.body).toBe(200);
    expect(alt.json<{ data: { matched: number; changed: number } }>().data).toEqual({
      matched: 1,
      changed: 1,
    });
    expect(await contractIds(`responsible_id=${ids.collector}`)).toEqual([ids.k2]);

    const denied = await post(
      '/api/collections/responsible-attachment',
      { responsible_id: ids.other, contract_ids: [ids.k2] },
      tokens.viewer,
    );
    expect(denied.statusCode).toBe(403);
    for (const payload of [
      { responsible_id: ids.other },
      { responsible_id: 999_999, contract_ids: [ids.k2] },
      { responsible_id: ids.other, contract_ids: [] },
      { responsible_id: ids.other, filter: { days_late_from: 'x' } },
    ]) {
      const bad = await post('/api/collections/responsible-attachment', payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await contractIds(`responsible_id=${ids.collector}`)).toEqual([ids.k2]);
  });

  it('groups the attached contracts by responsible and detaches', async () => {
    const groups = await get('/api/collections/attached-contracts');
    expect(groups.statusCode, groups.body).toBe(200);
    const rows = groups.json<{ data: { responsible_id: number; contracts: number; late: number }[] }>().data;
    expect(rows).toEqual([expect.objectContaining({ responsible_id: ids.collector, contracts: 1, late: 1 })]);
  });
});

describe('collectors attached to streets, villages and workplaces', () => {
  it('gives late contracts without a responsible their collector, once for a date', async () => {
    const street = await post('/api/collections/attachment-of-streets', {
      user_id: ids.other,
      village_id: ids.village,
      street: 'Navoiy koʻchasi',
    });
    expect(street.statusCode, street.body).toBe(201);
    const taken = await post('/api/collections/attachment-of-streets', {
      user_id: ids.collector,
      village_id: ids.village,
      street: ' NAVOIY  koʻchasi ',
    });
    expect(taken.statusCode).toBe(409);
    const village = await post('/api/collections/attachment-of-streets', {
      user_id: ids.collector,
      village_id: ids.village,
    });
    expect(village.statusCode, village.body).toBe(201);
    const workplace = await post('/api/collections/assign-workplaces', {
      user_id: ids.collector,
      workplace_id: ids.workplace,
    });
    expect(workplace.statusCode, workplace.body).toBe(201);
    expect((await post('/api/collections/assign-workplaces', { user_id: ids.collector })).statusCode).toBe(
      400,
    );
    const listed = await get('/api/collections/attachment-of-streets');
    expect(listed.json<{ data: { street: string | null }[] }>().data.map((r) => r.street)).toEqual([
      null,
      'Navoiy koʻchasi',
    ]);

    // k1 (Navoiy street) → the street's collector; k3 (workplace) → the workplace's; k2 already has one
    const context = { db: ctx.db, date: addDays(today, -1), today, log: () => undefined };
    const first = await assignStep.run(context);
    expect(first).toEqual({ by_street: 1, by_village: 0, by_workplace: 1 });
    const responsibles = await ctx.db.execute<{ id: string; responsible_id: number | null }>(
      sql`select id, responsible_id from contracts where id in (${ids.k1}, ${ids.k2}, ${ids.k3}, ${ids.k4}) order by id`,
    );
    expect(responsibles.rows.map((r) => [Number(r.id), r.responsible_id])).toEqual([
      [ids.k1, ids.other],
      [ids.k2, ids.collector],
      [ids.k3, ids.collector],
      [ids.k4, null],
    ]);
    const events = await eventCount();
    const second = await assignStep.run(context);
    expect(second).toEqual({ by_street: 0, by_village: 0, by_workplace: 0 });
    expect(await eventCount()).toBe(events);
    // the screen's "apply now" does the same, and finds nothing left either
    const now = await post('/api/collections/apply-attachments', {});
    expect(now.json<{ data: object }>().data).toEqual({ by_street: 0, by_village: 0, by_workplace: 0 });
  });
});

describe("the collector's day", () => {
  it('lists my late contracts: not contacted today first, then most late, then the largest rest', async () => {
    const res = await get('/api/collections/all-contracts/today', tokens.collector);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ data: CollectionContractRow[] }>().data;
    // k3 (100 days) was called today: it goes after k2 (10 days)
    expect(rows.map((r) => [r.id, r.contacted_today])).toEqual([
      [ids.k2, false],
      [ids.k3, true],
    ]);
    await ctx.db.execute(
      sql`update contracts set last_contact_at = now() - interval '3 days' where id = ${ids.k3}`,
    );
    const again = (await get('/api/collections/all-contracts/today', tokens.collector)).json<{
      data: CollectionContractRow[];
    }>().data;
    expect(again.map((r) => r.id)).toEqual([ids.k3, ids.k2]);
    const mine = (await get('/api/collections/all-contracts/today', tokens.viewer)).json<{
      data: CollectionContractRow[];
    }>().data;
    expect(mine.map((r) => r.id)).toEqual([ids.k1]);
  });

  it('lists clients with their late contracts', async () => {
    const res = await get('/api/collections/all-customer');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ data: { client_name: string; days_late: number; contracts: number }[] }>().data;
    expect(rows.map((r) => [r.client_name, r.days_late, r.contracts])).toEqual([
      ['Toshmatov Eshmat', 100, 1],
      ['Aliyev Vali', 40, 1],
      ['Karimova Zulfiya', 10, 1],
    ]);
    // a page at a time, each client once
    const names: string[][] = [];
    for (const page of [1, 2, 3, 4]) {
      const one = await get(`/api/collections/all-customer?per_page=1&page=${page}`);
      names.push(one.json<{ data: { client_name: string }[] }>().data.map((r) => r.client_name));
    }
    expect(names).toEqual([['Toshmatov Eshmat'], ['Aliyev Vali'], ['Karimova Zulfiya'], []]);
    const filtered = await get(`/api/collections/all-customer?village_id=${ids.village}&days_late_from=20`);
    expect(filtered.json<{ data: { client_name: string }[] }>().data.map((r) => r.client_name)).toEqual([
      'Aliyev Vali',
    ]);
  });
});
