import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOffBalanceStep } from '../src/areas/collections/collection-process/off-balance.ts';
import { runStageStep } from '../src/areas/collections/collection-process/stage-step.ts';
import { settleContract } from '../src/areas/sales/contracts/settle.ts';
import { closeDays } from '../src/platform/close-of-day/close.ts';
import { closeOfDaySteps } from '../src/wiring/close-of-day-steps.ts';
import { activate, newContract } from './fixtures/contracts.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { cashbox, firstBranch, rowId } from './fixtures/stock.ts';
import {
  bearer,
  body,
  createTestContext,
  createUser,
  freshKey,
  signIn,
  type TestContext,
} from './helpers.ts';

/**
 * The collection process through the API and the close of day: stage moves
 * by hand and by the job (idempotent, never backward, out when paid up),
 * off balance after N late months, collectors' plans from payments, separate
 * plans KEPT and BROKEN, warning letters numbered, filled and printed.
 */

let ctx: TestContext;
let userId: number;
let token: string;
let branch: number;
let box: number;
let client: number;
const stages: Record<string, number> = {};

const post = (url: string, payload: unknown, t = token) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...bearer(t), ...freshKey() },
  });
const get = (url: string, t = token) => ctx.app.inject({ method: 'GET', url, headers: bearer(t) });

const pay = (contractId: number, amount: bigint, date: string, kind: 'PAYMENT' | 'PRE_PAYMENT' = 'PAYMENT') =>
  ctx.db.transaction((tx) =>
    settleContract(
      tx,
      { contractId, kind, amount, date, cashboxId: box },
      { userId, rules: new Set(['is_dev.show']) },
    ),
  );

/** A signed contract of 1 500 000 soʻm dated 2024-01-10, its 300 000 down payment paid: first row due 2024-02-10. */
async function lateContract(): Promise<number> {
  const id = await newContract(ctx, {
    branch,
    client,
    userId,
    items: [{ product: 1, price: 150_000_000n }],
  });
  await activate(ctx, id);
  await pay(id, 30_000_000n, '2024-01-10', 'PRE_PAYMENT');
  return id;
}

const contractRow = async (id: number) =>
  (
    await ctx.db.execute<{ stage_id: number | null; stage_since: string | null; off_balance: boolean }>(
      sql`select stage_id, stage_since::text as stage_since, off_balance from contracts where id = ${id}`,
    )
  ).rows[0];

const moveCount = async () =>
  Number(
    (await ctx.db.execute<{ n: string }>(sql`select count(*) as n from contract_stage_moves`)).rows[0]?.n,
  );

beforeAll(async () => {
  ctx = await createTestContext();
  userId = (await createUser(ctx, { username: 'boss', isDev: true })).id;
  token = await signIn(ctx, 'boss', 'Secret#123');
  branch = await firstBranch(ctx);
  box = await cashbox(ctx, 'Kassa', branch, userId);
  client = await rowId(
    ctx,
    sql`insert into clients (full_name, name_key, branch_id, passport) values ('Aliyev Vali', 'aliyev vali', ${branch}, 'AB1234567') returning id`,
  );
  for (const [name, from, auto, order] of [
    ['Call', 1, true, 1],
    ['Letter', 31, true, 2],
    ['Notary', 61, true, 3],
    ['MIB', 91, true, 4],
    ['Control', 181, false, 5],
  ] as const) {
    stages[name] = await rowId(
      ctx,
      sql`insert into process_stages (name, sort_order, days_late_from, auto) values (${name}, ${order}, ${from}, ${auto}) returning id`,
    );
  }
});
afterAll(async () => ctx?.close());

describe('collection stages', () => {
  it('moves late contracts by threshold, never backward, once a date, and out when paid up', async () => {
    const a = await lateContract();
    const b = await lateContract();
    expect(await runStageStep({ db: ctx.db, today: '2024-02-10' })).toMatchObject({ moved: 0 });
    expect(await runStageStep({ db: ctx.db, today: '2024-02-11' })).toMatchObject({ moved: 2 });
    expect(await contractRow(a)).toMatchObject({ stage_id: stages.Call, stage_since: '2024-02-11' });

    // 34 days late: the letter stage; a re-run of the same date changes nothing
    expect(await runStageStep({ db: ctx.db, today: '2024-03-15' })).toMatchObject({ moved: 2 });
    const moves = await moveCount();
    expect(await runStageStep({ db: ctx.db, today: '2024-03-15' })).toMatchObject({ moved: 0, left: 0 });
    expect(await moveCount()).toBe(moves);
    expect(await contractRow(b)).toMatchObject({ stage_id: stages.Letter });

    // by hand to control (a stage the job never enters) with a reason; the job does not move it back
    const moved = await post('/api/collections/processes/moves', {
      contract_id: b,
      stage_id: stages.Control,
      reason: 'Mijoz bilan kelishildi',
    });
    expect(moved.statusCode).toBe(201);
    expect(await runStageStep({ db: ctx.db, today: '2024-05-20' })).toMatchObject({ moved: 1 });
    expect(await contractRow(b)).toMatchObject({ stage_id: stages.Control });
    expect(await contractRow(a)).toMatchObject({ stage_id: stages.MIB });

    const history = body<{ data: { source: string; reason: string | null; to_stage_name: string | null }[] }>(
      await get(`/api/collections/processes/${b}/history`),
    ).data;
    expect(history.map((h) => [h.source, h.to_stage_name])).toEqual([
      ['MANUAL', 'Control'],
      ['JOB', 'Letter'],
      ['JOB', 'Call'],
    ]);
    expect(history[0]?.reason).toBe('Mijoz bilan kelishildi');

    const list = body<{ data: { contract_id: number; days_late: number }[] }>(
      await get(`/api/collections/processes?stage_id=${stages.Control}`),
    ).data;
    expect(list.map((r) => r.contract_id)).toEqual([b]);

    // a payment of everything due takes the contract out at the next close
    const overdue = await ctx.db.execute<{
      left: string;
    }>(sql`select sum(amount - paid - forgiven)::text as left
      from contract_schedule where contract_id = ${a} and due_date < '2024-05-21'`);
    await pay(a, BigInt(overdue.rows[0]?.left ?? 0), '2024-05-20');
    expect(await runStageStep({ db: ctx.db, today: '2024-05-21' })).toMatchObject({ left: 1 });
    expect(await contractRow(a)).toMatchObject({ stage_id: null, stage_since: null });
    const last = body<{ data: { to_stage_id: number | null; source: string }[] }>(
      await get(`/api/collections/processes/${a}/history`),
    ).data[0];
    expect(last).toMatchObject({ to_stage_id: null, source: 'JOB' });
  });

  it('counts days late less the days a contract was frozen', async () => {
    const frozen = await lateContract();
    const plain = await lateContract();
    // frozen from 2024-02-15 to 2024-03-10: 24 of its 34 days late on 2024-03-15 do not count
    await ctx.db.execute(sql`insert into contract_events (contract_id, event, from_status, to_status, business_date, created_by)
      values (${frozen}, 'FREEZE', 'ACTIVE', 'FREEZE', '2024-02-15', ${userId}),
        (${frozen}, 'UNFREEZE', 'FREEZE', 'ACTIVE', '2024-03-10', ${userId})`);
    await runStageStep({ db: ctx.db, today: '2024-03-15' });
    expect(await contractRow(plain)).toMatchObject({ stage_id: stages.Letter });
    expect(await contractRow(frozen)).toMatchObject({ stage_id: stages.Call });
  });

  it('runs every step through the close of day, and a forced re-run changes nothing', async () => {
    const c = await lateContract();
    const first = await closeDays(ctx.db, closeOfDaySteps(), { until: '2024-04-01' });
    expect(first?.[0]?.steps.map((s) => s.step)).toEqual([
      'collections.assign',
      'collections.stages',
      'collections.off-balance',
      'collections.separate-plans',
      'ratings.scores',
      'ratings.katm',
      'sms.queue',
      'autopay.queue',
      'attendance.days',
      'hr.salaries',
      'hr.transfers',
    ]);
    expect(await contractRow(c)).toMatchObject({ stage_id: stages.Letter });
    const moves = await moveCount();
    const again = await closeDays(ctx.db, closeOfDaySteps(), { until: '2024-04-01', force: true });
    expect(again?.[0]?.steps.find((s) => s.step === 'collections.stages')?.result).toMatchObject({
      moved: 0,
      left: 0,
    });
    expect(await moveCount()).toBe(moves);
  });

  it('refuses a move without a reason (400), to the same stage (409), and without the right (403)', async () => {
    const c = await lateContract();
    const bad = await post('/api/collections/processes/moves', {
      contract_id: c,
      stage_id: stages.Call,
      reason: ' ',
    });
    expect(bad.statusCode).toBe(400);
    expect(body<{ errors: unknown[] }>(bad).errors.length).toBeGreaterThan(0);
    expect(
      (await post('/api/collections/processes/moves', { contract_id: 'x', reason: 'a' })).statusCode,
    ).toBe(400);
    await post('/api/collections/processes/moves', { contract_id: c, stage_id: stages.Call, reason: 'a' });
    const same = await post('/api/collections/processes/moves', {
      contract_id: c,
      stage_id: stages.Call,
      reason: 'b',
    });
    expect(same.statusCode).toBe(409);

    await createUser(ctx, { username: 'viewer', rules: ['levy_process.show'] });
    const viewer = await signIn(ctx, 'viewer', 'Secret#123');
    expect((await get('/api/collections/processes', viewer)).statusCode).toBe(200);
    const denied = await post(
      '/api/collections/processes/moves',
      { contract_id: c, stage_id: stages.Notary, reason: 'a' },
      viewer,
    );
    expect(denied.statusCode).toBe(403);
    for (const url of [
      '/api/collections/off-balance-sheet-contracts',
      '/api/collections/street-collection-plans?month=2024-04',
      '/api/collections/separately',
      '/api/collections/warning-letter',
    ])
      expect((await get(url, viewer)).statusCode).toBe(403);
  });
});

/** Holds a contract's row as a cashier's payment does, until `release` is called. */
async function holdContract(id: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = () => {};
  const isHeld = new Promise<void>((resolve) => {
    held = resolve;
  });
  const done = ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from contracts where id = ${id} for update`);
    held();
    await released;
  });
  await isHeld;
  return { release, done };
}

const jobMoved = async (id: number, date: string) =>
  (
    await ctx.db.execute(
      sql`select 1 from contract_stage_moves where contract_id = ${id} and business_date = ${date} and source = 'JOB'`,
    )
  ).rows.length > 0;

describe('collection stages beside a cashier', () => {
  it('skips a contract a cashier holds and moves it in a later round once the cashier lets go', async () => {
    const other = await lateContract();
    const held = await lateContract();
    const cashier = await holdContract(held);
    const step = runStageStep({ db: ctx.db, today: '2024-02-11' });
    // the first round's batch (both contracts) commits with the other moved and the held one skipped
    while (!(await jobMoved(other, '2024-02-11'))) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await jobMoved(held, '2024-02-11')).toBe(false);
    cashier.release();
    await cashier.done;
    expect(await step).toMatchObject({ skipped: 0 });
    expect(await contractRow(held)).toMatchObject({ stage_id: stages.Call, stage_since: '2024-02-11' });
  });

  it('leaves a contract held through every round as it is, and the next run moves it', async () => {
    const held = await lateContract();
    const cashier = await holdContract(held);
    const run = await runStageStep({ db: ctx.db, today: '2024-02-12' });
    cashier.release();
    await cashier.done;
    expect(run).toMatchObject({ skipped: 1 });
    expect(await contractRow(held)).toMatchObject({ stage_id: null });
    expect(await runStageStep({ db: ctx.db, today: '2024-02-12' })).toMatchObject({ moved: 1, skipped: 0 });
    expect(await contractRow(held)).toMatchObject({ stage_id: stages.Call });
  });
});

describe('off balance', () => {
  it('marks contracts N months late once, lists them with payments after, unmarks by hand', async () => {
    await ctx.db.execute(
      sql`update general_settings set value = '3' where alias = 'off_balance_after_months'`,
    );
    const d = await lateContract();
    // 2024-04-11: rows of 02-10, 03-10 and 04-10 unpaid
    expect((await runOffBalanceStep({ db: ctx.db, today: '2024-04-10' })).marked).toBe(0);
    const first = await runOffBalanceStep({ db: ctx.db, today: '2024-04-11' });
    expect(first.marked).toBeGreaterThanOrEqual(1);
    expect(await contractRow(d)).toMatchObject({ off_balance: true });
    expect((await runOffBalanceStep({ db: ctx.db, today: '2024-04-11' })).marked).toBe(0);
    const events = await ctx.db.execute(
      sql`select 1 from contract_events where contract_id = ${d} and event = 'OFF_BALANCE'`,
    );
    expect(events.rows).toHaveLength(1);

    await pay(d, 10_000_000n, '2024-04-15');
    const list = body<{ data: { contract_id: number; off_since: string; paid_after: string }[] }>(
      await get('/api/collections/off-balance-sheet-contracts?date_from=2024-04-11&date_to=2024-04-11'),
    ).data;
    expect(list.find((r) => r.contract_id === d)).toMatchObject({
      off_since: '2024-04-11',
      paid_after: '100000.00',
    });

    const unmark = await post('/api/collections/off-balance-sheet-contracts/unmark', {
      contract_id: d,
      reason: 'Qarz toʻlanmoqda',
    });
    expect(unmark.statusCode).toBe(200);
    expect(await contractRow(d)).toMatchObject({ off_balance: false });
    expect(
      (await post('/api/collections/off-balance-sheet-contracts/unmark', { contract_id: d, reason: 'x' }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await post('/api/collections/off-balance-sheet-contracts/mark', {
          contract_id: d,
          reason: 'Qaytadan',
        })
      ).statusCode,
    ).toBe(200);
    expect(await contractRow(d)).toMatchObject({ off_balance: true });
    await ctx.db.execute(
      sql`update general_settings set value = '0' where alias = 'off_balance_after_months'`,
    );
    expect(await runOffBalanceStep({ db: ctx.db, today: '2024-09-01' })).toEqual({
      checked: 0,
      marked: 0,
      longestBatchMs: 0,
    });
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
  });
});

describe('collector plans', () => {
  it('reads the fact from the month payments of the collector contracts, with the percent and totals', async () => {
    const collector = (await createUser(ctx, { username: 'collector' })).id;
    const e = await lateContract();
    const other = await lateContract();
    await ctx.db.execute(sql`update contracts set responsible_id = ${collector} where id = ${e}`);
    const made = await post('/api/collections/street-collection-plans', {
      collector_id: collector,
      month: '2024-04',
      amount: '1000000',
    });
    expect(made.statusCode).toBe(201);
    expect(
      (
        await post('/api/collections/street-collection-plans', {
          collector_id: collector,
          month: '2024-04',
          amount: '5',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await post('/api/collections/street-collection-plans', {
          collector_id: collector,
          month: '2024-13',
          amount: '5',
        })
      ).statusCode,
    ).toBe(400);
    await pay(e, 25_000_000n, '2024-04-20');
    await pay(e, 5_000_000n, '2024-05-01'); // the next month
    await pay(other, 7_000_000n, '2024-04-20'); // not the collector's
    const page = body<{
      data: { fact: string; percent: string }[];
      totals: { amount: string; fact: string; percent: string };
    }>(await get(`/api/collections/street-collection-plans?month=2024-04&collector_id=${collector}`));
    expect(page.data[0]).toMatchObject({ fact: '250000.00', percent: '25.0' });
    expect(page.totals).toEqual({ amount: '1000000.00', fact: '250000.00', percent: '25.0' });
  });
});

describe('separate reimbursement', () => {
  it('is KEPT when paid on time and BROKEN when a row passed uncovered; never touches the schedule', async () => {
    const kept = await lateContract();
    const broken = await lateContract();
    const schedule = async (id: number) =>
      (await ctx.db.execute(sql`select n, paid from contract_schedule where contract_id = ${id} order by n`))
        .rows;
    const before = await schedule(kept);
    const a = await post('/api/collections/separately', {
      contract_id: kept,
      start_date: '2024-03-20',
      rows: [{ due_date: '2024-03-25', amount: '500000' }],
    });
    expect(a.statusCode).toBe(201);
    const b = await post('/api/collections/separately', {
      contract_id: broken,
      start_date: '2024-04-21',
      rows: [
        { due_date: '2024-04-25', amount: '100000' },
        { due_date: '2024-05-25', amount: '100000' },
      ],
    });
    expect(b.statusCode).toBe(201);
    expect(await schedule(kept)).toEqual(before);
    await pay(kept, 50_000_000n, '2024-03-22');
    await pay(broken, 10_000_000n, '2024-04-24');
    const planA = body<{ data: { status: string; paid: string } }>(
      await get(`/api/collections/separately/${body<{ data: { id: number } }>(a).data.id}`),
    ).data;
    expect(planA).toMatchObject({ status: 'KEPT', paid: '500000.00' });
    const planB = body<{ data: { status: string; rows: { state: string }[] } }>(
      await get(`/api/collections/separately/${body<{ data: { id: number } }>(b).data.id}`),
    ).data;
    expect(planB.status).toBe('BROKEN');
    expect(planB.rows.map((r) => r.state)).toEqual(['PAID', 'MISSED']);

    // more than the rest, dates out of order, nothing: 400
    const tooMuch = await post('/api/collections/separately', {
      contract_id: broken,
      start_date: '2024-06-01',
      rows: [{ due_date: '2024-06-05', amount: '99000000' }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(
      (await post('/api/collections/separately', { contract_id: broken, start_date: '2024-06-01', rows: [] }))
        .statusCode,
    ).toBe(400);
    // one active plan a contract (the close of day keeps B's status; A is KEPT, so a new one may start)
    await closeDays(ctx.db, closeOfDaySteps(), { until: '2024-06-01' });
    const stored = await ctx.db.execute<{ status: string }>(
      sql`select status from separate_plans where contract_id = ${broken}`,
    );
    expect(stored.rows[0]?.status).toBe('BROKEN');
  });
});

describe('warning letters', () => {
  it('numbers letters per branch, fills the fields, keeps them, prints a PDF and records the contact', async () => {
    const f = await lateContract();
    const template = await rowId(
      ctx,
      sql`insert into warning_letter_templates (name, content) values ('Birinchi',
        '<p>Hurmatli <b>{client}</b>, {contract_number} shartnoma, pasport {passport}.</p><p>Muddati oʻtgan: {overdue}, {days_late} kun. Xat № {letter_number}</p><script>x()</script>')
        returning id`,
    );
    const first = await post('/api/collections/warning-letter', {
      contract_id: f,
      template_id: template,
      letter_date: '2024-04-11',
    });
    expect(first.statusCode).toBe(201);
    const letter = body<{ data: { id: number; number: number; html: string } }>(first).data;
    const second = body<{ data: { number: number } }>(
      await post('/api/collections/warning-letter', {
        contract_id: f,
        template_id: template,
        letter_date: '2024-04-12',
      }),
    ).data;
    expect(second.number).toBe(letter.number + 1);
    expect(letter.html).toContain('<b>Aliyev Vali</b>');
    expect(letter.html).toContain('AB1234567');
    expect(letter.html).toContain('61 kun'); // 2024-02-10 → 2024-04-11
    expect(letter.html).not.toContain('script');
    expect(letter.html).not.toContain('{');

    const pdf = await get(`/api/collections/warning-letter/${letter.id}/print`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1000);

    const contacts = await ctx.db.execute<{ contact: string }>(
      sql`select contact from contract_comments where contract_id = ${f}`,
    );
    expect(contacts.rows.map((r) => r.contact)).toEqual(['LETTER', 'LETTER']);
    const contact = await ctx.db.execute<{ at: string | null }>(
      sql`select last_contact_at as at from contracts where id = ${f}`,
    );
    expect(contact.rows[0]?.at).not.toBeNull();

    const list = body<{ data: { id: number }[] }>(
      await get(`/api/collections/warning-letter?contract_id=${f}`),
    ).data;
    expect(list).toHaveLength(2);
    const preview = body<{ data: { html: string } }>(
      await post('/api/collections/warning-letter/preview', {
        content: '<p>{client} {unknown}</p>',
        contract_id: f,
      }),
    ).data;
    expect(preview.html).toBe('<p>Aliyev Vali {unknown}</p>');
    expect(
      (await post('/api/collections/warning-letter', { contract_id: f, template_id: 999_999 })).statusCode,
    ).toBe(400);
  });
});

describe('off balance beside a cashier', () => {
  it('marks a contract a cashier held in a later round once the cashier lets go', async () => {
    await ctx.db.execute(
      sql`update general_settings set value = '3' where alias = 'off_balance_after_months'`,
    );
    const other = await lateContract();
    const held = await lateContract();
    const cashier = await holdContract(held);
    const run = runOffBalanceStep({ db: ctx.db, today: '2024-06-20' });
    const marked = async (id: number) => (await contractRow(id))?.off_balance === true;
    while (!(await marked(other))) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await marked(held)).toBe(false);
    cashier.release();
    await cashier.done;
    await run;
    expect(await marked(held)).toBe(true);
  });
});
