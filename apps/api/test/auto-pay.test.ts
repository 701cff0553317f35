import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPassword } from '../src/areas/admin/users/service.ts';
import { SYSTEM_USERNAME } from '../src/areas/admin/users/system-user.ts';
import { LocalCardGateway } from '../src/areas/collections/auto-pay/card-gateway-fake.ts';
import { cancelDebit } from '../src/areas/collections/auto-pay/debit-cancel.ts';
import { runDebits } from '../src/areas/collections/auto-pay/debits.ts';
import { queueDebits } from '../src/areas/collections/auto-pay/queue.ts';
import { activate, newClient, newContract, scheduleOf } from './fixtures/contracts.ts';
import { LEDGERS_HOLD, ledgerBreaks } from './fixtures/ledger.ts';
import { cashbox, firstBranch, firstRow, products } from './fixtures/stock.ts';
import { bearer, createTestContext, createUser, freshKey, signIn, type TestContext } from './helpers.ts';

/**
 * Auto-payment through the HTTP API and the debit job's service: a card
 * attached with its code (a wrong code, an expired or unknown card refused,
 * only the mask kept), linked to a contract and connected; the debit on the
 * payment day allocated like a cashier's payment into the Payme transit
 * account; not enough money; an answer lost and the receipt checked before
 * anything is paid again; a paid debit cancelled; 400 and 403. The ledgers
 * hold throughout. The merchant endpoints: auto-pay-merchant.test.ts.
 */

let ctx: TestContext;
let manager: string;
let viewer: string;
const gateway = new LocalCardGateway();
const ids = { branch: 0, box: 0, client: 0, other: 0, phone: 0, user: 0 };

const RULES = [
  'contract_card.show',
  'contract_card.add',
  'contract_card.edit',
  'auto_payment.show',
  'auto_payment.add',
  'auto_payment.edit',
  'online_payment.show',
  'contract_payment.add',
  'contract_payment.show',
  'contract_pre_payment.add',
  'contract.show',
];

const post = (url: string, payload: object, token = manager, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...freshKey(), ...headers }, payload });
const get = (url: string, token = manager) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const TEST_CARD = { number: '8600 0691 9540 6311', expire: '03/99' };

/** 1 500 000 soʻm, 300 000 down on 2024-01-10, 6 months: 280 000 a month from 2024-02-10. */
async function contract(client = ids.client): Promise<number> {
  const id = await newContract(ctx, {
    branch: ids.branch,
    client,
    userId: ids.user,
    items: [{ product: ids.phone, price: 150_000_000n }],
  });
  const down = await post('/api/cashbox/pre-payment', {
    contract_id: id,
    amount: '300000',
    currency: 'UZS',
    method: 'CASH',
    cashbox_id: ids.box,
    payment_date: '2024-01-10',
  });
  expect(down.statusCode, down.body).toBe(201);
  await activate(ctx, id);
  return id;
}

/** Attaches a card to a client and verifies it with its code; answers its id. */
async function verifiedCard(client: number, card = TEST_CARD): Promise<number> {
  const made = await post('/api/auto-pay/list-of-client-cards', { client_id: client, ...card });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().data.id as number;
  const ok = await post(`/api/auto-pay/list-of-client-cards/${id}/verify`, { code: '666666' });
  expect(ok.statusCode, ok.body).toBe(200);
  return id;
}

async function connected(client: number, card = TEST_CARD): Promise<{ contract: number; card: number }> {
  const contractId = await contract(client);
  const cardId = await verifiedCard(client, card);
  const link = await post('/api/auto-pay/attached-contract-cards', {
    card_id: cardId,
    contract_id: contractId,
  });
  expect(link.statusCode, link.body).toBe(201);
  const on = await post('/api/auto-pay/list-of-contracts/connect', { contract_id: contractId });
  expect(on.statusCode, on.body).toBe(200);
  return { contract: contractId, card: cardId };
}

/** Takes a contract out of auto-payment, so later queue steps of other tests leave it alone. */
const disconnect = (contractId: number) =>
  post('/api/auto-pay/connected-list-of-contracts/disconnect', { contract_id: contractId });

let clients = 0;
/** Another client of the branch (a card is attached once a client). */
const freshClient = () =>
  newClient(
    ctx,
    ids.branch,
    `Mijoz ${++clients}`,
    `5${String(clients).padStart(13, '0')}`,
    `99890${String(clients).padStart(7, '0')}`,
  );

const debitsOf = async (contractId: number) =>
  (
    await ctx.db.execute<{
      id: string;
      n: number;
      status: string;
      amount: string;
      receipt_id: string | null;
    }>(
      sql`select id, n, status, amount, receipt_id from auto_pay_debits where contract_id = ${contractId} order by id`,
    )
  ).rows;

const settlements = async (contractId: number) =>
  Number(
    (
      await firstRow<{ n: string }>(
        ctx,
        sql`select count(*) as n from contract_settlements where contract_id = ${contractId} and kind = 'PAYMENT'`,
      )
    ).n,
  );

beforeAll(async () => {
  ctx = await createTestContext();
  const user = await createUser(ctx, { username: 'avto', rules: RULES });
  ids.user = user.id;
  await createUser(ctx, { username: 'kuzatuvchi', rules: ['contract_card.show', 'auto_payment.show'] });
  manager = await signIn(ctx, 'avto', 'Secret#123');
  viewer = await signIn(ctx, 'kuzatuvchi', 'Secret#123');
  ids.branch = await firstBranch(ctx);
  ids.box = await cashbox(ctx, 'Asosiy kassa', ids.branch, ids.user);
  ids.client = await newClient(ctx, ids.branch, 'Aliyev Vali', '31234567890123', '998901234567');
  ids.other = await newClient(ctx, ids.branch, 'Karimova Zulfiya', '41234567890123', '998911112233');
  ids.phone = (await products(ctx, { phone: 'Samsung Galaxy A15' })).phone;
});
afterAll(async () => {
  await ctx?.close();
});

describe('a client’s cards', () => {
  it('attaches a card with the code sent to its phone, keeping only its mask', async () => {
    const made = await post('/api/auto-pay/list-of-client-cards', { client_id: ids.client, ...TEST_CARD });
    expect(made.statusCode, made.body).toBe(201);
    const card = made.json().data;
    expect(card).toMatchObject({ masked_number: '860006******6311', status: 'PENDING', expire: '03/99' });
    expect(card.phone).toMatch(/\*/);
    expect(card.token).toBeUndefined();
    const wrong = await post(`/api/auto-pay/list-of-client-cards/${card.id}/verify`, { code: '111111' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatch(/^code: /);
    const still = await firstRow<{ status: string }>(
      ctx,
      sql`select status from contract_cards where id = ${card.id}`,
    );
    expect(still.status).toBe('PENDING');
    const ok = await post(`/api/auto-pay/list-of-client-cards/${card.id}/verify`, { code: '666666' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('ACTIVE');
    const full = await firstRow<{ n: string }>(
      ctx,
      sql`select count(*) as n from contract_cards where masked_number like '%8600069195406311%'
        or token like '%8600069195406311%'`,
    );
    expect(full.n).toBe('0');
    const list = await get(`/api/auto-pay/list-of-client-cards?client_id=${ids.client}`, viewer);
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ id: card.id, status: 'ACTIVE', client_name: 'Aliyev Vali' });
    // the same card again is refused while the first is active
    const again = await post('/api/auto-pay/list-of-client-cards', { client_id: ids.client, ...TEST_CARD });
    expect(again.statusCode).toBe(409);
    const removed = await post(`/api/auto-pay/list-of-client-cards/${card.id}/remove`, {});
    expect(removed.json().data.status).toBe('REMOVED');
  });

  it('refuses an expired card, an unknown card and bad input, writing nothing', async () => {
    const before = await firstRow<{ n: string }>(ctx, sql`select count(*) as n from contract_cards`);
    const expired = await post('/api/auto-pay/list-of-client-cards', {
      client_id: ids.client,
      number: '8600200000000029',
      expire: '03/99',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors[0]).toMatch(/^expire: /);
    const unknown = await post('/api/auto-pay/list-of-client-cards', {
      client_id: ids.client,
      number: '8600400000000041',
      expire: '03/99',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatch(/^number: /);
    const luhn = await post('/api/auto-pay/list-of-client-cards', {
      client_id: ids.client,
      number: '8600069195406312',
      expire: '01/20',
    });
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json().errors.join(' ')).toMatch(/number: .*expire: |expire: .*number: /);
    const code = await post('/api/auto-pay/list-of-client-cards/1/verify', { code: 'abc' });
    expect(code.statusCode).toBe(400);
    const after = await firstRow<{ n: string }>(ctx, sql`select count(*) as n from contract_cards`);
    expect(after.n).toBe(before.n);
  });

  it('answers 403 without the rule', async () => {
    const res = await post(
      '/api/auto-pay/list-of-client-cards',
      { client_id: ids.client, ...TEST_CARD },
      viewer,
    );
    expect(res.statusCode).toBe(403);
    const run = await post('/api/auto-pay/list-of-payments/run', {}, viewer);
    expect(run.statusCode).toBe(403);
    const online = await get('/api/auto-pay/list-of-online-payments', viewer);
    expect(online.statusCode).toBe(403);
  });

  it('links a card to a contract of its own client only, and connects it', async () => {
    const contractId = await contract();
    const card = await verifiedCard(ids.client, { number: '8600495473316478', expire: '03/99' });
    const foreign = await contract(ids.other);
    const refused = await post('/api/auto-pay/attached-contract-cards', {
      card_id: card,
      contract_id: foreign,
    });
    expect(refused.statusCode).toBe(409);
    const link = await post('/api/auto-pay/attached-contract-cards', {
      card_id: card,
      contract_id: contractId,
    });
    expect(link.statusCode).toBe(201);
    const waiting = await get(`/api/auto-pay/list-of-contracts?client_id=${ids.client}`);
    expect(waiting.json().data.map((r: { contract_id: number }) => r.contract_id)).toContain(contractId);
    await post('/api/auto-pay/list-of-contracts/connect', { contract_id: contractId });
    const on = await get(`/api/auto-pay/connected-list-of-contracts?client_id=${ids.client}`);
    expect(on.json().data.map((r: { contract_id: number }) => r.contract_id)).toContain(contractId);
    const off = await post('/api/auto-pay/connected-list-of-contracts/disconnect', {
      contract_id: contractId,
    });
    expect(off.statusCode).toBe(200);
    const detach = await post(`/api/auto-pay/attached-contract-cards/${link.json().data.id}/detach`, {});
    expect(detach.statusCode).toBe(200);
  });
});

describe('the debit on the payment day', () => {
  it('debits the instalment due, allocated like a cashier’s payment, into the Payme transit account, once', async () => {
    const { contract: id } = await connected(ids.client);
    const twin = await contract();
    const cash = await post('/api/cashbox/contract-payments', {
      contract_id: twin,
      amount: '280000',
      currency: 'UZS',
      method: 'CASH',
      cashbox_id: ids.box,
      payment_date: '2024-02-10',
    });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(await queueDebits(ctx.db, '2024-02-09')).toMatchObject({ queued: 0 });
    const queued = await queueDebits(ctx.db, '2024-02-10');
    expect(queued.queued).toBe(1);
    const paidBefore = gateway.paid;
    await runDebits(ctx.db, gateway);
    const [debit] = await debitsOf(id);
    expect(debit).toMatchObject({ n: 1, status: 'PAID', amount: '28000000' });
    expect(debit?.receipt_id).toBeTruthy();
    expect(gateway.paid).toBe(paidBefore + 1);
    expect(await scheduleOf(ctx, id)).toEqual(await scheduleOf(ctx, twin));
    const op = await firstRow<{ lines: { kind: string; amount: string }[] }>(
      ctx,
      sql`select o.lines from money_operations o join contract_settlements s on s.operation_id = o.id
        where s.contract_id = ${id} and s.kind = 'PAYMENT'`,
    );
    expect(op.lines.map((l) => l.kind)).toContain('payment_transit');
    // replayed: the step for the same date and the job again change nothing
    expect((await queueDebits(ctx.db, '2024-02-10')).queued).toBe(0);
    await runDebits(ctx.db, gateway);
    expect(await settlements(id)).toBe(1);
    expect(gateway.paid).toBe(paidBefore + 1);
    const list = await get(`/api/auto-pay/list-of-payments?contract_id=${id}&status=PAID`, viewer);
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ status: 'PAID', amount: '280000.00', n: 1 });
    const last = await get(`/api/auto-pay/connected-list-of-contracts?client_id=${ids.client}`);
    expect(last.json().data.find((r: { contract_id: number }) => r.contract_id === id)).toMatchObject({
      last_status: 'PAID',
    });
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    await disconnect(id);
  });

  it('posts a debit as the system, not as whoever connected the contract: the lists show auto-payment', async () => {
    const { contract: id } = await connected(await freshClient());
    await queueDebits(ctx.db, '2024-02-10');
    await runDebits(ctx.db, gateway);
    expect((await debitsOf(id)).map((d) => d.status)).toEqual(['PAID']);
    const posted = await firstRow<{
      settlement_by: number;
      operation_by: number;
      username: string;
      active: boolean;
    }>(
      ctx,
      sql`select s.created_by as settlement_by, o.created_by as operation_by, u.username, u.active
        from contract_settlements s join money_operations o on o.id = s.operation_id
        join users u on u.id = s.created_by where s.contract_id = ${id} and s.kind = 'PAYMENT'`,
    );
    expect(posted.settlement_by).not.toBe(ids.user);
    expect(posted.operation_by).toBe(posted.settlement_by);
    expect(posted).toMatchObject({ username: SYSTEM_USERNAME, active: false });
    const list = await get(`/api/cashbox/contract-payments?contract_id=${id}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ source: 'AUTO_PAY', method: 'CARD' })]);
    const view = await get(`/api/contract/contracts/${id}`);
    expect(view.statusCode, view.body).toBe(200);
    const payments = view.json().data.settlements.filter((s: { kind: string }) => s.kind === 'PAYMENT');
    expect(payments).toEqual([expect.objectContaining({ source: 'AUTO_PAY' })]);
    // a cashier's payment names the cashier, no source
    const cash = await post('/api/cashbox/contract-payments', {
      contract_id: id,
      amount: '1000',
      currency: 'UZS',
      method: 'CASH',
      cashbox_id: ids.box,
    });
    expect(cash.json().data).toMatchObject({ source: null, created_by_name: expect.any(String) });
    // nobody signs in as the system user, nor makes it a user who could
    const signInAs = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/sign-in-web',
      payload: { username: SYSTEM_USERNAME, password: 'x', app: 'WEB', device_id: 'test-device' },
    });
    expect(signInAs.statusCode).toBe(400);
    await expect(resetPassword(ctx.db, posted.settlement_by, 'Secret#123', ids.user)).rejects.toMatchObject({
      messageKey: 'errors.systemUser',
    });
    await disconnect(id);
  });

  it('marks a card without the money FAILED_FUNDS after the ladder of smaller sums, posts nothing, and tries again the next day', async () => {
    const { contract: id } = await connected(ids.other, { number: '8600140000000019', expire: '03/99' });
    await queueDebits(ctx.db, '2024-02-10');
    await runDebits(ctx.db, gateway);
    // 280 000 refused, then half, half again, then the least (50 000): four debits a day, each refused
    const ladder = await debitsOf(id);
    expect(ladder.map((d) => [d.status, d.amount])).toEqual([
      ['FAILED_FUNDS', '28000000'],
      ['FAILED_FUNDS', '14000000'],
      ['FAILED_FUNDS', '7000000'],
      ['FAILED_FUNDS', '5000000'],
    ]);
    expect(await settlements(id)).toBe(0);
    // replayed: the job and the step for the same date queue and charge nothing more
    await runDebits(ctx.db, gateway);
    expect((await queueDebits(ctx.db, '2024-02-10')).queued).toBe(0);
    expect(await debitsOf(id)).toHaveLength(4);
    await queueDebits(ctx.db, '2024-02-11');
    expect((await debitsOf(id)).map((d) => d.status)).toEqual([
      ...ladder.map(() => 'FAILED_FUNDS'),
      'QUEUED',
    ]);
    gateway.setBalance('8600140000000019', 1e10);
    await runDebits(ctx.db, gateway);
    expect((await debitsOf(id)).map((d) => d.status)).toEqual([...ladder.map(() => 'FAILED_FUNDS'), 'PAID']);
    expect(await settlements(id)).toBe(1);
    await disconnect(id);
  });

  it('charges what a card holds when it holds less than is due, the rest staying due', async () => {
    const card = '8600150000000018';
    gateway.setBalance(card, 15_000_000);
    const { contract: id } = await connected(await freshClient(), { number: card, expire: '03/99' });
    const before = await scheduleOf(ctx, id);
    // two instalments of 280 000 due: 560 000, the card holds 150 000
    expect((await queueDebits(ctx.db, '2024-03-10')).queued).toBeGreaterThanOrEqual(2);
    await runDebits(ctx.db, gateway);
    const rows = await debitsOf(id);
    const paid = rows.filter((d) => d.status === 'PAID');
    expect(paid.map((d) => d.amount)).toEqual(['14000000']);
    expect(rows.filter((d) => d.status !== 'PAID').every((d) => d.status === 'FAILED_FUNDS')).toBe(true);
    expect(gateway.card(card)?.balance).toBe(1_000_000);
    // posted once, for what was charged; the first instalment keeps 140 000 due, the second all of it
    expect(await settlements(id)).toBe(1);
    expect(before.slice(1, 3)).toEqual(['1:0:0:0', '2:0:0:0']);
    const after = await ctx.db.execute<{ n: number; left: string }>(
      sql`select n, amount - paid - forgiven as left from contract_schedule where contract_id = ${id} and n in (1, 2) order by n`,
    );
    expect(after.rows.map((r) => r.left)).toEqual(['14000000', '28000000']);
    // the list of payments shows every attempt with its sum and rung
    const list = await get(`/api/auto-pay/list-of-payments?contract_id=${id}`, viewer);
    expect(list.statusCode, list.body).toBe(200);
    const shown = list.json().data as { amount: string; status: string; step: number }[];
    expect(shown).toHaveLength(rows.length);
    expect(shown).toContainEqual(expect.objectContaining({ amount: '140000.00', status: 'PAID', step: 1 }));
    expect(shown.filter((r) => r.step === 0)).toHaveLength(2);
    await disconnect(id);
  });

  it('keeps a refusal other than want of money as it was: an expired card is one FAILED_CARD debit', async () => {
    const card = '8600495473316478';
    const { contract: id } = await connected(await freshClient(), { number: card, expire: '03/99' });
    const fake = gateway.card(card);
    if (fake) fake.expired = true;
    try {
      await queueDebits(ctx.db, '2024-02-10');
      await runDebits(ctx.db, gateway);
      expect((await debitsOf(id)).map((d) => d.status)).toEqual(['FAILED_CARD']);
      expect(await settlements(id)).toBe(0);
    } finally {
      if (fake) fake.expired = false;
    }
    await disconnect(id);
  });

  it('checks the receipt after a lost answer before paying again: one charge, one posting', async () => {
    const { contract: id } = await connected(await freshClient(), {
      number: '8600495473316478',
      expire: '03/99',
    });
    await queueDebits(ctx.db, '2024-02-10');
    const paidBefore = gateway.paid;
    gateway.failNext(1, 'lost', 'receiptsPay');
    await runDebits(ctx.db, gateway);
    expect((await debitsOf(id)).map((d) => d.status)).toEqual(['UNKNOWN']);
    expect(gateway.paid).toBe(paidBefore + 1);
    expect(await settlements(id)).toBe(0);
    await runDebits(ctx.db, gateway);
    expect((await debitsOf(id)).map((d) => d.status)).toEqual(['PAID']);
    expect(gateway.paid).toBe(paidBefore + 1);
    expect(await settlements(id)).toBe(1);
    // unreachable before paying: the receipt is checked (not paid) and paid once
    await queueDebits(ctx.db, '2024-03-10');
    gateway.failNext(1, 'down', 'receiptsPay');
    await runDebits(ctx.db, gateway);
    expect((await debitsOf(id)).map((d) => d.status)).toEqual(['PAID', 'UNKNOWN']);
    await runDebits(ctx.db, gateway);
    expect((await debitsOf(id)).map((d) => d.status)).toEqual(['PAID', 'PAID']);
    expect(gateway.paid).toBe(paidBefore + 2);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    await disconnect(id);
  });

  it('cancels a paid debit: the schedule restored, the money back on the card', async () => {
    const { contract: id } = await connected(await freshClient());
    const before = await scheduleOf(ctx, id);
    // from the screen: what is due on the date queued and paid through the server's own processor
    const run = await post('/api/auto-pay/list-of-payments/run', { date: '2024-02-10' });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data).toMatchObject({ queued: 1, outcomes: { PAID: 1 } });
    const [debit] = await debitsOf(id);
    const noReason = await post(`/api/auto-pay/list-of-payments/${debit?.id}/cancel`, {});
    expect(noReason.statusCode).toBe(400);
    const denied = await post(`/api/auto-pay/list-of-payments/${debit?.id}/cancel`, { reason: 'x' }, viewer);
    expect(denied.statusCode).toBe(403);
    const res = await post(`/api/auto-pay/list-of-payments/${debit?.id}/cancel`, { reason: 'Mijoz soʻrovi' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await debitsOf(id))[0]?.status).toBe('CANCELED');
    expect(await scheduleOf(ctx, id)).toEqual(before);
    const again = await post(`/api/auto-pay/list-of-payments/${debit?.id}/cancel`, { reason: 'x' });
    expect(again.statusCode).toBe(200);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    await disconnect(id);
  });

  it('gives the money back to the card when a debit is cancelled, and refuses to cancel one not paid', async () => {
    const { contract: id } = await connected(await freshClient(), {
      number: '8600495473316478',
      expire: '03/99',
    });
    await queueDebits(ctx.db, '2024-02-10');
    await runDebits(ctx.db, gateway);
    const [debit] = await debitsOf(id);
    expect(gateway.charged().map((c) => c.orderId)).toContain(debit?.id);
    const actor = { userId: ids.user, rules: new Set(RULES) };
    await cancelDebit(ctx.db, gateway, Number(debit?.id), 'Xato yechildi', actor);
    expect(gateway.charged().map((c) => c.orderId)).not.toContain(debit?.id);
    // a refusal of the processor leaves the debit paid and posted
    await queueDebits(ctx.db, '2024-03-10');
    await runDebits(ctx.db, gateway);
    const second = (await debitsOf(id)).find((d) => d.status === 'PAID');
    gateway.failNext(1, 'down', 'receiptsCancel');
    await expect(cancelDebit(ctx.db, gateway, Number(second?.id), 'x', actor)).rejects.toMatchObject({
      status: 409,
    });
    expect((await debitsOf(id)).find((d) => d.id === second?.id)?.status).toBe('PAID');
    const kept = await firstRow<{ status: string }>(
      ctx,
      sql`select s.status from contract_settlements s join auto_pay_debits d on d.settlement_id = s.id
        where d.id = ${second?.id}`,
    );
    expect(kept.status).toBe('APPROVED');
    const failed = await ctx.db.execute<{ id: string }>(
      sql`select id from auto_pay_debits where status = 'FAILED_FUNDS' limit 1`,
    );
    const refused = await post(`/api/auto-pay/list-of-payments/${failed.rows[0]?.id}/cancel`, {
      reason: 'x',
    });
    expect(refused.statusCode).toBe(409);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    await disconnect(id);
  });
});

describe('a USD contract', () => {
  /** A USD contract ($500, $100 down paid in dollars on 2024-01-10, 6 months), ACTIVE, its card attached and connected. */
  async function usdConnected(): Promise<number> {
    const client = await freshClient();
    const id = await newContract(ctx, {
      branch: ids.branch,
      client,
      userId: ids.user,
      currency: 'USD',
      items: [{ product: ids.phone, price: 50_000n }],
    });
    const down = await post('/api/cashbox/pre-payment', {
      contract_id: id,
      amount: '100',
      currency: 'USD',
      method: 'CASH',
      cashbox_id: ids.box,
      payment_date: '2024-01-10',
    });
    expect(down.statusCode, down.body).toBe(201);
    await activate(ctx, id);
    const card = await verifiedCard(client, { number: '8600495473316478', expire: '03/99' });
    const link = await post('/api/auto-pay/attached-contract-cards', { card_id: card, contract_id: id });
    expect(link.statusCode, link.body).toBe(201);
    const on = await post('/api/auto-pay/list-of-contracts/connect', { contract_id: id });
    expect(on.statusCode, on.body).toBe(200);
    return id;
  }

  /** The dollar rate from `date` on, the only active one (UZS per USD). */
  const rateFrom = async (date: string, rate: string) => {
    await ctx.db.execute(sql`update exchange_rates set active = false`);
    await ctx.db.execute(sql`insert into exchange_rates (date, rate) values (${date}, ${rate})`);
  };

  /** Cents at a rate → tiyin, rounded half up (what the card must be charged). */
  const inTiyin = (cents: bigint, rate: string) => {
    const [whole = '0', frac = ''] = rate.split('.');
    const scaled = BigInt(whole) * 10_000n + BigInt(frac.padEnd(4, '0').slice(0, 4));
    return (cents * scaled + 5_000n) / 10_000n;
  };

  const usdRow = async (contractId: number) =>
    firstRow<{
      id: string;
      status: string;
      amount: string;
      rate: string | null;
      charged_uzs: string | null;
      error: string | null;
      receipt_id: string | null;
    }>(
      ctx,
      sql`select id, status, amount, rate::text as rate, charged_uzs, error, receipt_id from auto_pay_debits
        where contract_id = ${contractId} order by id desc limit 1`,
    );

  const payment = (contractId: number) =>
    firstRow<{ amount: string; currency: string; paid_amount: string; paid_currency: string; rate: string }>(
      ctx,
      sql`select amount, currency, paid_amount, paid_currency, rate::text as rate from contract_settlements
        where contract_id = ${contractId} and kind = 'PAYMENT' and status = 'APPROVED' order by id desc limit 1`,
    );

  it('waits without a rate, then charges the card in soʻm at the day’s rate and settles the schedule in dollars', async () => {
    await ctx.db.execute(sql`update exchange_rates set active = false`);
    const id = await usdConnected();
    expect((await queueDebits(ctx.db, '2024-02-10')).queued).toBe(1);
    const due = await firstRow<{ amount: string }>(
      ctx,
      sql`select amount from contract_schedule where contract_id = ${id} and n = 1`,
    );
    const queued = await usdRow(id);
    // queued in the contract's currency: the instalment's cents
    expect(queued.amount).toBe(due.amount);
    const paidBefore = gateway.paid;
    await runDebits(ctx.db, gateway);
    const waiting = await usdRow(id);
    expect(waiting).toMatchObject({ status: 'QUEUED', receipt_id: null, rate: null, charged_uzs: null });
    expect(waiting.error).toMatch(/no exchange rate/);
    expect(gateway.paid).toBe(paidBefore);
    expect(await settlements(id)).toBe(0);
    // the rate is set: the next run charges
    await rateFrom('2024-02-01', '12650.55');
    await runDebits(ctx.db, gateway);
    const paid = await usdRow(id);
    const tiyin = inTiyin(BigInt(due.amount), '12650.55');
    expect(paid).toMatchObject({
      status: 'PAID',
      amount: due.amount,
      rate: '12650.5500',
      charged_uzs: String(tiyin),
      error: null,
    });
    expect(gateway.paid).toBe(paidBefore + 1);
    expect(gateway.charged().find((c) => c.orderId === paid.id)?.amount).toBe(Number(tiyin));
    // both sums on the settlement; the instalment settled in dollars
    expect(await payment(id)).toEqual({
      amount: due.amount,
      currency: 'USD',
      paid_amount: String(tiyin),
      paid_currency: 'UZS',
      rate: '12650.5500',
    });
    const first = await firstRow<{ paid: string }>(
      ctx,
      sql`select paid from contract_schedule where contract_id = ${id} and n = 1`,
    );
    expect(first.paid).toBe(due.amount);
    // the soʻm landed in the Payme transit account
    const op = await firstRow<{ lines: { kind: string; currency: string; amount: string }[] }>(
      ctx,
      sql`select o.lines from money_operations o join contract_settlements s on s.operation_id = o.id
        where s.contract_id = ${id} and s.kind = 'PAYMENT'`,
    );
    expect(op.lines.find((l) => l.kind === 'payment_transit')).toMatchObject({
      currency: 'UZS',
      amount: String(tiyin),
    });
    const list = await get(`/api/auto-pay/list-of-payments?contract_id=${id}`, viewer);
    expect(list.json().data[0]).toMatchObject({
      status: 'PAID',
      currency: 'USD',
      amount: (Number(due.amount) / 100).toFixed(2),
      rate: '12650.5500',
      charged_uzs: (Number(tiyin) / 100).toFixed(2),
    });
    const connectedList = await get('/api/auto-pay/connected-list-of-contracts');
    expect(
      connectedList.json().data.find((r: { contract_id: number }) => r.contract_id === id),
    ).toMatchObject({ currency: 'USD', last_status: 'PAID' });
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    await disconnect(id);
  });

  it('posts the sums of the receipt after a lost answer, though the rate changed; a receipt not paid is made again at the new rate', async () => {
    await rateFrom('2024-02-02', '12700.00');
    const id = await usdConnected();
    await queueDebits(ctx.db, '2024-02-10');
    const paidBefore = gateway.paid;
    gateway.failNext(1, 'lost', 'receiptsPay');
    await runDebits(ctx.db, gateway);
    const lost = await usdRow(id);
    expect(lost).toMatchObject({ status: 'UNKNOWN', rate: '12700.0000' });
    expect(gateway.paid).toBe(paidBefore + 1);
    await rateFrom('2024-02-03', '13000.00');
    await runDebits(ctx.db, gateway);
    expect(await usdRow(id)).toMatchObject({
      status: 'PAID',
      rate: '12700.0000',
      charged_uzs: lost.charged_uzs,
    });
    expect(gateway.paid).toBe(paidBefore + 1);
    expect(await payment(id)).toMatchObject({
      amount: lost.amount,
      paid_amount: lost.charged_uzs,
      rate: '12700.0000',
    });
    // not reached before paying: the unpaid receipt asks for the old rate's soʻm, so a new one is made
    await queueDebits(ctx.db, '2024-03-10');
    gateway.failNext(1, 'down', 'receiptsPay');
    await runDebits(ctx.db, gateway);
    const down = await usdRow(id);
    expect(down).toMatchObject({ status: 'UNKNOWN', rate: '13000.0000' });
    await rateFrom('2024-02-04', '13100.00');
    await runDebits(ctx.db, gateway);
    const second = await usdRow(id);
    const tiyin = inTiyin(BigInt(second.amount), '13100.00');
    expect(second).toMatchObject({ status: 'PAID', rate: '13100.0000', charged_uzs: String(tiyin) });
    expect(second.receipt_id).not.toBe(down.receipt_id);
    expect(gateway.paid).toBe(paidBefore + 2);
    expect(gateway.charged().find((c) => c.orderId === second.id)?.amount).toBe(Number(tiyin));
    expect(await payment(id)).toMatchObject({ paid_amount: String(tiyin), rate: '13100.0000' });
    expect(await settlements(id)).toBe(2);
    expect(await ledgerBreaks(ctx.db)).toEqual(LEDGERS_HOLD);
    await disconnect(id);
  });
});
