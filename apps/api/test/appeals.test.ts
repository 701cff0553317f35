import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, newContract } from './fixtures/contracts.ts';
import { firstBranch, products, rowId } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

/**
 * Appeals through the HTTP API: registering, assigning, answering, closing,
 * rejecting and reopening, each change a history row; a change from the
 * wrong state answers 409 and changes nothing, a user without the rule 403,
 * bad input 400; the list's filters and "mine".
 */

let ctx: TestContext;
let clerk: string;
let reader: string;
let adder: string;
const ids = {
  branch: 0,
  clerk: 0,
  worker: 0,
  client: 0,
  other: 0,
  contract: 0,
  type: 0,
  source: 0,
  group: 0,
};

const base = '/api/appeals/appeals';
const post = (url: string, payload: object, token = clerk) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const get = (url: string, token = clerk) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const register = async (extra: object = {}, token = clerk) => {
  const res = await post(
    base,
    { type_id: ids.type, text: 'Televizor ishlamayapti', client_id: ids.client, ...extra },
    token,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; status: string; phone: string | null; history: unknown[] };
};
const statusOf = async (id: number) => (await get(`${base}/${id}`)).json().data.status as string;
const historyOf = async (id: number) =>
  (await get(`${base}/${id}`)).json().data.history as {
    action: string;
    from_status: string | null;
    to_status: string;
    comment: string | null;
    created_by_name: string;
    assignee_name: string | null;
  }[];

beforeAll(async () => {
  ctx = await createTestContext();
  ids.clerk = (
    await createUser(ctx, { username: 'operator', rules: ['appeals.show', 'appeals.add', 'appeals.edit'] })
  ).id;
  ids.worker = (await createUser(ctx, { username: 'xodim', rules: ['appeals.show'] })).id;
  await createUser(ctx, { username: 'kiritish', rules: ['appeals.show', 'appeals.add'] });
  clerk = await signIn(ctx, 'operator', 'Secret#123');
  reader = await signIn(ctx, 'xodim', 'Secret#123');
  adder = await signIn(ctx, 'kiritish', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  ids.client = await newClient(ctx, ids.branch, 'Aliyev Vali', '31234567890123', '998901234567');
  ids.other = await newClient(ctx, ids.branch, 'Qodirov Anvar', '51234567890123', '998935554433');
  const { tv } = await products(ctx, { tv: 'Artel TV' });
  ids.contract = await newContract(ctx, {
    branch: ids.branch,
    client: ids.other,
    userId: ids.clerk,
    items: [{ product: tv, price: 3_000_000_00n }],
  });
  ids.type = await rowId(ctx, sql`insert into appeal_types (name) values ('Shikoyat') returning id`);
  ids.source = await rowId(ctx, sql`insert into appeal_sources (name) values ('Call-markaz') returning id`);
  ids.group = await rowId(ctx, sql`insert into appeal_groups (name) values ('Yetkazib berish') returning id`);
});
afterAll(async () => {
  await ctx?.close();
});

describe('the life of an appeal', () => {
  it('goes NEW → IN_PROGRESS → ANSWERED → CLOSED, each change a history row with who and what', async () => {
    const made = await register({ source_id: ids.source, group_id: ids.group });
    expect(made.status).toBe('NEW');
    expect(made.phone).toBe('998901234567'); // taken from the client's card
    let res = await post(`${base}/${made.id}/assign`, { assignee_id: ids.worker, comment: 'Tezroq' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'IN_PROGRESS', assignee_name: 'Test xodim' });
    res = await post(`${base}/${made.id}/answer`, { answer: 'Usta yuborildi' });
    expect(res.json().data).toMatchObject({ status: 'ANSWERED', answer: 'Usta yuborildi' });
    res = await post(`${base}/${made.id}/close`, {});
    expect(res.json().data.status).toBe('CLOSED');
    const history = await historyOf(made.id);
    expect(history.map((h) => [h.action, h.from_status, h.to_status])).toEqual([
      ['CREATE', null, 'NEW'],
      ['ASSIGN', 'NEW', 'IN_PROGRESS'],
      ['ANSWER', 'IN_PROGRESS', 'ANSWERED'],
      ['CLOSE', 'ANSWERED', 'CLOSED'],
    ]);
    expect(history[1]).toMatchObject({
      comment: 'Tezroq',
      assignee_name: 'Test xodim',
      created_by_name: 'Test operator',
    });
  });

  it('rejects with a reason from NEW or IN_PROGRESS, and reopens to the assignee', async () => {
    const fresh = await register();
    let res = await post(`${base}/${fresh.id}/reject`, { reason: 'Takroriy murojaat' });
    expect(res.json().data).toMatchObject({ status: 'REJECTED', reject_reason: 'Takroriy murojaat' });
    res = await post(`${base}/${fresh.id}/reopen`, { reason: 'Mijoz qayta qoʻngʻiroq qildi' });
    expect(res.json().data).toMatchObject({ status: 'NEW', reject_reason: null });

    const working = await register();
    await post(`${base}/${working.id}/assign`, { assignee_id: ids.worker });
    await post(`${base}/${working.id}/answer`, { answer: 'Javob' });
    res = await post(`${base}/${working.id}/reopen`, { reason: 'Mijoz rozi emas' });
    expect(res.json().data).toMatchObject({ status: 'IN_PROGRESS', answer: null, assignee_id: ids.worker });
    res = await post(`${base}/${working.id}/reject`, { reason: 'Asossiz' });
    expect(res.json().data.status).toBe('REJECTED');
    expect((await historyOf(working.id)).map((h) => h.action)).toEqual([
      'CREATE',
      'ASSIGN',
      'ANSWER',
      'REOPEN',
      'REJECT',
    ]);
  });

  it('reassigns an appeal in progress and corrects its details, keeping the state', async () => {
    const made = await register();
    await post(`${base}/${made.id}/assign`, { assignee_id: ids.worker });
    let res = await post(`${base}/${made.id}/assign`, { assignee_id: ids.clerk });
    expect(res.json().data).toMatchObject({ status: 'IN_PROGRESS', assignee_id: ids.clerk });
    res = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/${made.id}`,
      headers: bearer(clerk),
      payload: {
        type_id: ids.type,
        text: 'Aniqlashtirildi',
        contract_id: ids.contract,
        comment: 'Shartnoma topildi',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // the contract's client is taken over
    expect(res.json().data).toMatchObject({
      status: 'IN_PROGRESS',
      text: 'Aniqlashtirildi',
      client_id: ids.other,
    });
    expect((await historyOf(made.id)).at(-1)).toMatchObject({
      action: 'EDIT',
      from_status: 'IN_PROGRESS',
      to_status: 'IN_PROGRESS',
    });
  });
});

describe('refusals', () => {
  it('answers 409 for a change from the wrong state and writes nothing', async () => {
    const made = await register();
    const wrong: [string, object][] = [
      ['answer', { answer: 'Erta' }],
      ['close', {}],
      ['reopen', { reason: 'Nega' }],
    ];
    for (const [action, payload] of wrong) {
      const res = await post(`${base}/${made.id}/${action}`, payload);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().message).toBe('Murojaat yangi: bu amalni bajarib boʻlmaydi');
    }
    await post(`${base}/${made.id}/reject`, { reason: 'Spam' });
    for (const [action, payload] of [
      ['assign', { assignee_id: ids.worker }],
      ['reject', { reason: 'Yana' }],
      ['close', {}],
    ] as [string, object][]) {
      expect((await post(`${base}/${made.id}/${action}`, payload)).statusCode, action).toBe(409);
    }
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/${made.id}`,
      headers: bearer(clerk),
      payload: { type_id: ids.type, text: 'Boshqa' },
    });
    expect(edit.statusCode).toBe(409);
    expect((await historyOf(made.id)).map((h) => h.action)).toEqual(['CREATE', 'REJECT']);
    expect(await statusOf(made.id)).toBe('REJECTED');
  });

  it('takes one of two concurrent changes; the other answers 409 and leaves no history row', async () => {
    const made = await register();
    await post(`${base}/${made.id}/assign`, { assignee_id: ids.worker });
    const answers = await Promise.all([
      post(`${base}/${made.id}/answer`, { answer: 'Birinchi' }),
      post(`${base}/${made.id}/reject`, { reason: 'Ikkinchi' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = await historyOf(made.id);
    expect(history.filter((h) => h.action === 'ANSWER' || h.action === 'REJECT')).toHaveLength(1);
    expect(['ANSWERED', 'REJECTED']).toContain(await statusOf(made.id));
  });

  it('answers 403 without the rule: a reader may not register or change, an adder may not change', async () => {
    const made = await register();
    expect((await post(base, { type_id: ids.type, text: 'x' }, reader)).statusCode).toBe(403);
    expect((await post(`${base}/${made.id}/assign`, { assignee_id: ids.worker }, reader)).statusCode).toBe(
      403,
    );
    expect((await post(`${base}/${made.id}/reject`, { reason: 'x' }, adder)).statusCode).toBe(403);
    expect((await get(base, reader)).statusCode).toBe(200);
    expect(await statusOf(made.id)).toBe('NEW');
    const anonymous = await ctx.app.inject({ method: 'GET', url: base });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 naming the field for bad input, and writes nothing', async () => {
    const count = async () =>
      Number((await ctx.db.execute<{ n: string }>(sql`select count(*) as n from appeals`)).rows[0]?.n);
    const before = await count();
    const cases: [object, string][] = [
      [{ text: 'x' }, 'type_id'],
      [{ type_id: ids.type, text: '   ' }, 'text'],
      [{ type_id: 999999, text: 'x' }, 'type_id'],
      [{ type_id: ids.type, text: 'x', client_id: 999999 }, 'client_id'],
      [{ type_id: ids.type, text: 'x', client_id: ids.client, contract_id: ids.contract }, 'contract_id'],
      [{ type_id: ids.type, text: 'x', phone: '12' }, 'phone'],
      [{ type_id: 'abc', text: 'x' }, 'type_id'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(base, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.join(' '), JSON.stringify(payload)).toMatch(
        new RegExp(field.replace('_id', '')),
      );
    }
    expect(await count()).toBe(before);
    const made = await register();
    expect((await post(`${base}/${made.id}/assign`, { assignee_id: 999999 })).statusCode).toBe(400);
    expect((await post(`${base}/${made.id}/reject`, { reason: '' })).statusCode).toBe(400);
    expect((await post(`${base}/abc/assign`, { assignee_id: ids.worker })).statusCode).toBe(400);
    expect((await post(`${base}/99999999/assign`, { assignee_id: ids.worker })).statusCode).toBe(404);
    expect((await get(`${base}?status=LOST`)).statusCode).toBe(400);
    expect((await get(`${base}?date_from=2025-02-01&date_to=2025-01-01`)).statusCode).toBe(400);
    expect(await statusOf(made.id)).toBe('NEW');
    expect(await historyOf(made.id)).toHaveLength(1);
  });
});

describe('the list', () => {
  it('filters by status, references, assignee, "mine", client search and date, a page at a time', async () => {
    const mine = await register({ group_id: ids.group });
    await post(`${base}/${mine.id}/assign`, { assignee_id: ids.worker });
    const list = async (query: string, token = clerk) => {
      const res = await get(`${base}?${query}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number; status: string; assignee_id: number | null }[];
    };
    const worker = await list('mine=true', reader);
    expect(worker.length).toBeGreaterThan(0);
    expect(worker.every((r) => r.assignee_id === ids.worker)).toBe(true);
    expect((await list('mine=true')).some((r) => r.id === mine.id)).toBe(false);
    expect((await list('status=IN_PROGRESS')).every((r) => r.status === 'IN_PROGRESS')).toBe(true);
    expect((await list(`group_id=${ids.group}`)).map((r) => r.id)).toContain(mine.id);
    expect((await list(`assignee_id=${ids.worker}&group_id=${ids.group}`)).map((r) => r.id)).toEqual(
      expect.arrayContaining([mine.id]),
    );
    expect((await list('search=Aliyev')).map((r) => r.id)).toContain(mine.id);
    expect((await list('search=Qodirov')).map((r) => r.id)).not.toContain(mine.id);
    expect((await list('search=31234567890123')).map((r) => r.id)).toContain(mine.id);
    expect((await list('search=90 123 45 67')).map((r) => r.id)).toContain(mine.id);
    expect(await list('date_from=2000-01-01&date_to=2000-01-31')).toEqual([]);
    const page1 = await list('per_page=2');
    const page2 = await list('per_page=2&page=2');
    expect(page1).toHaveLength(2);
    expect(page1[0]?.id).toBeGreaterThan(page1[1]?.id ?? 0);
    expect(page2[0]?.id).toBeLessThan(page1[1]?.id ?? 0);
  });

  it('offers the reference lists, clients and a client’s contracts to the form', async () => {
    const refs = (await get(`${base}/references`, adder)).json().data;
    expect(refs.types).toEqual([{ id: ids.type, name: 'Shikoyat' }]);
    expect(refs.users.map((u: { name: string }) => u.name)).toContain('Test xodim');
    const clients = (await get(`${base}/clients?search=Aliyev`, adder)).json().data;
    expect(clients).toEqual([expect.objectContaining({ id: ids.client })]);
    const contracts = (await get(`${base}/contracts?client_id=${ids.other}`, adder)).json().data;
    expect(contracts.map((c: { id: number }) => c.id)).toEqual([ids.contract]);
  });
});
