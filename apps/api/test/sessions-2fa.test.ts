import { sql } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactor } from '../src/areas/admin/auth/schema.ts';
import { encryptLegacyTotpSecrets } from '../src/areas/admin/auth/two-factor.ts';
import {
  bearer,
  createTestContext,
  createUser,
  enrolTwoFactor,
  randomAddress,
  signIn,
  type TestContext,
} from './helpers.ts';

let ctx: TestContext;
let admin: string;
let adminId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  adminId = (await createUser(ctx, { username: 'root', password: 'Root#1234', isDev: true })).id;
  admin = await signIn(ctx, 'root', 'Root#1234');
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, payload: unknown, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { 'x-forwarded-for': randomAddress(), ...(token ? bearer(token) : {}) },
  });
const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const passwordStep = async (username: string, password: string) => {
  const res = await post('/api/user/sign-in-web', { username, password, app: 'WEB', device_id: 'dev-2fa' });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    access_token?: string;
    challenge_token?: string;
    two_factor_required?: boolean;
  };
};

const eventsOf = async (userId: number) =>
  (
    await ctx.db.execute<{ event: string; reason: string | null }>(
      sql`select event, reason from sign_in_events where user_id = ${userId} order by id`,
    )
  ).rows;

describe('session limits', () => {
  it('ends a session idle past the idle limit, with its reason, and touches a live one', async () => {
    const user = await createUser(ctx, { username: 'idle', password: 'Idle#1234' });
    const token = await signIn(ctx, 'idle', 'Idle#1234');
    await ctx.db.execute(sql`update sessions set last_used_at = now() - interval '29 minutes'
      where user_id = ${user.id}`);
    expect((await get('/api/user/me', token)).statusCode).toBe(200);
    const touched = await ctx.db.execute<{
      idle: number;
    }>(sql`select extract(epoch from now() - last_used_at)::int
      as idle from sessions where user_id = ${user.id}`);
    expect(touched.rows[0]?.idle).toBeLessThan(5);

    await ctx.db.execute(sql`update sessions set last_used_at = now() - interval '31 minutes'
      where user_id = ${user.id}`);
    // device control no longer lists it as open, even before its next call revokes it
    const open = await get(`/api/user/sessions?user_id=${user.id}`, admin);
    expect(open.json().meta.total).toBe(0);
    const expired = await get('/api/user/me', token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Sessiya tugagan. Qaytadan kiring');
    const row = await ctx.db.execute<{ revoke_reason: string }>(
      sql`select revoke_reason from sessions where user_id = ${user.id}`,
    );
    expect(row.rows[0]?.revoke_reason).toBe('idle');
    expect(await eventsOf(user.id)).toContainEqual({ event: 'session_revoked', reason: 'idle' });
  });

  it('ends a session past its absolute lifetime however busy it is', async () => {
    const user = await createUser(ctx, { username: 'busy', password: 'Busy#1234' });
    const token = await signIn(ctx, 'busy', 'Busy#1234');
    await ctx.db.execute(sql`update sessions set created_at = now() - interval '12 hours 1 minute'
      where user_id = ${user.id}`);
    expect((await get('/api/user/me', token)).statusCode).toBe(401);
    expect(await eventsOf(user.id)).toContainEqual({ event: 'session_revoked', reason: 'absolute' });
  });

  it('follows the general settings of both limits', async () => {
    const put = (alias: string, value: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/user/general-settings/${alias}`,
        payload: { value },
        headers: bearer(admin),
      });
    expect((await put('session_idle_minutes', 5)).statusCode).toBe(200);
    const user = await createUser(ctx, { username: 'short', password: 'Short#123' });
    const token = await signIn(ctx, 'short', 'Short#123');
    await ctx.db.execute(sql`update sessions set last_used_at = now() - interval '6 minutes'
      where user_id = ${user.id}`);
    expect((await get('/api/user/me', token)).statusCode).toBe(401);
    expect((await put('session_idle_minutes', 30)).statusCode).toBe(200);

    expect((await put('session_lifetime_hours', 1)).statusCode).toBe(200);
    const again = await signIn(ctx, 'short', 'Short#123');
    await ctx.db.execute(sql`update sessions set created_at = now() - interval '61 minutes'
      where user_id = ${user.id} and revoked_at is null`);
    expect((await get('/api/user/me', again)).statusCode).toBe(401);
    expect((await put('session_lifetime_hours', 12)).statusCode).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  it('issues a session only for a right code, and refuses a wrong and a replayed one', async () => {
    const user = await createUser(ctx, { username: 'totp', password: 'Totp#1234' });
    const secret = await enrolTwoFactor(ctx, user.id);
    const before = (await ctx.db.execute(sql`select id from sessions where user_id = ${user.id}`)).rows
      .length;
    const first = await passwordStep('totp', 'Totp#1234');
    expect(first).toMatchObject({ two_factor_required: true });
    expect(first.access_token).toBeUndefined();
    expect((await ctx.db.execute(sql`select id from sessions where user_id = ${user.id}`)).rows.length).toBe(
      before,
    );

    const code = await generate({ secret });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post('/api/user/sign-in-2fa', {
      challenge_token: first.challenge_token,
      code: wrong,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Kod notoʻgʻri');

    const ok = await post('/api/user/sign-in-2fa', { challenge_token: first.challenge_token, code });
    expect(ok.statusCode).toBe(200);
    const token = ok.json().data.access_token as string;
    expect((await get('/api/user/me', token)).statusCode).toBe(200);

    // the challenge is used up, and the same code cannot open a second session
    const reused = await post('/api/user/sign-in-2fa', { challenge_token: first.challenge_token, code });
    expect(reused.statusCode).toBe(400);
    const second = await passwordStep('totp', 'Totp#1234');
    const replay = await post('/api/user/sign-in-2fa', { challenge_token: second.challenge_token, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('Bu kod allaqachon ishlatilgan. Keyingi kodni kuting');

    const events = (await eventsOf(user.id)).map((e) => `${e.event}:${e.reason ?? ''}`);
    expect(events).toEqual(
      expect.arrayContaining([
        'two_factor_failed:wrong_code',
        'two_factor_success:',
        'sign_in:',
        'two_factor_failed:replayed',
      ]),
    );
  });

  it('lets a challenge take five codes at most', async () => {
    const user = await createUser(ctx, { username: 'guess', password: 'Guess#123' });
    const secret = await enrolTwoFactor(ctx, user.id);
    const { challenge_token } = await passwordStep('guess', 'Guess#123');
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/user/sign-in-2fa', { challenge_token, code: '000000' })).statusCode).toBe(400);
    }
    const late = await post('/api/user/sign-in-2fa', { challenge_token, code: await generate({ secret }) });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Tasdiqlash muddati tugadi. Qaytadan kiring');
  });
});

describe('enrolment', () => {
  it('forces a rights manager to enrol before anything else, and gives single-use recovery codes', async () => {
    const user = await createUser(ctx, {
      username: 'manager',
      password: 'Manager#1',
      rules: ['user_rule.show', 'user_rule.edit'],
      twoFactor: false,
    });
    const token = await signIn(ctx, 'manager', 'Manager#1');
    const me = await get('/api/user/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ two_factor_enrolment_required: true, rules: {} });
    const refused = await get(`/api/user/m-users/${user.id}/rules`, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Avval ikki bosqichli kirishni yoqing');

    const start = await post('/api/user/two-factor/start', {}, token);
    expect(start.statusCode).toBe(200);
    const { secret, otpauth_uri, qr } = start.json().data as {
      secret: string;
      otpauth_uri: string;
      qr: string;
    };
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*manager.*secret=/);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const confirmed = await post('/api/user/two-factor/confirm', { code: await generate({ secret }) }, token);
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    expect((await get(`/api/user/m-users/${user.id}/rules`, token)).statusCode).toBe(200);
    const status = await get('/api/user/two-factor', token);
    expect(status.json().data).toEqual({ enabled: true, required: true, recovery_codes_left: 10 });
    // the secret is never answered again, and a required factor cannot be turned off
    expect(status.body).not.toContain(secret);
    expect((await post('/api/user/two-factor/start', {}, token)).statusCode).toBe(409);
    const off = await post('/api/user/two-factor/disable', { code: '123456' }, token);
    expect(off.statusCode).toBe(403);

    const step = await passwordStep('manager', 'Manager#1');
    const recovered = await post('/api/user/sign-in-2fa', {
      challenge_token: step.challenge_token,
      recovery_code: codes[0]?.toUpperCase(),
    });
    expect(recovered.statusCode).toBe(200);
    const again = await passwordStep('manager', 'Manager#1');
    const reuse = await post('/api/user/sign-in-2fa', {
      challenge_token: again.challenge_token,
      recovery_code: codes[0],
    });
    expect(reuse.statusCode).toBe(400);
    expect((await eventsOf(user.id)).map((e) => e.event)).toEqual(
      expect.arrayContaining(['two_factor_enabled', 'recovery_code_used']),
    );
  });

  it('lets an optional user turn the factor off with a current code', async () => {
    const user = await createUser(ctx, { username: 'optional', password: 'Option#12' });
    const token = await signIn(ctx, 'optional', 'Option#12');
    const { secret } = (await post('/api/user/two-factor/start', {}, token)).json().data as {
      secret: string;
    };
    // a code of another step than the one confirming it
    const confirmCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
    expect((await post('/api/user/two-factor/confirm', { code: confirmCode }, token)).statusCode).toBe(200);
    const off = await post('/api/user/two-factor/disable', { code: await generate({ secret }) }, token);
    expect(off.statusCode).toBe(200);
    expect((await ctx.db.select().from(twoFactor).where(sql`user_id = ${user.id}`)).length).toBe(0);
    expect((await passwordStep('optional', 'Option#12')).access_token).toBeDefined();
  });
});

describe('administrator reset', () => {
  it('takes a lost second factor away: sessions end, the log names who, the user enrols anew', async () => {
    const rules = ['user_rule.show', 'user_rule.edit'];
    const user = await createUser(ctx, { username: 'lost-phone', password: 'Lost#1234', rules });
    const token = await signIn(ctx, 'lost-phone', 'Lost#1234');
    await createUser(ctx, { username: 'clerk', password: 'Clerk#1234', rules: ['user.show'] });
    const clerk = await signIn(ctx, 'clerk', 'Clerk#1234');
    const url = `/api/user/m-users/${user.id}/reset-two-factor`;
    expect((await post(url, {}, clerk)).statusCode).toBe(403);

    expect((await post(url, {}, admin)).statusCode).toBe(200);
    expect((await get('/api/user/me', token)).statusCode).toBe(401);
    expect(await eventsOf(user.id)).toContainEqual({
      event: 'two_factor_disabled',
      reason: `admin:${adminId}`,
    });
    // the password alone now opens only the enrolment
    const step = await passwordStep('lost-phone', 'Lost#1234');
    expect(step.challenge_token).toBeUndefined();
    const me = await get('/api/user/me', step.access_token ?? '');
    expect(me.json().data).toMatchObject({ two_factor_enrolment_required: true });

    const again = await post(url, {}, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Bu foydalanuvchida ikki bosqichli kirish yoqilmagan');
  });
});

describe('secret at rest', () => {
  const storedSecret = async (userId: number) =>
    (await ctx.db.select().from(twoFactor).where(sql`user_id = ${userId}`))[0]?.secret ?? '';
  const answer = async (username: string, password: string, code: string) => {
    const { challenge_token } = await passwordStep(username, password);
    return post('/api/user/sign-in-2fa', { challenge_token, code });
  };

  it('stores the enrolled secret encrypted, bound to its user', async () => {
    const owner = await createUser(ctx, { username: 'vault', password: 'Vault#123' });
    const token = await signIn(ctx, 'vault', 'Vault#123');
    const { secret } = (await post('/api/user/two-factor/start', {}, token)).json().data as {
      secret: string;
    };
    const confirmCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
    expect((await post('/api/user/two-factor/confirm', { code: confirmCode }, token)).statusCode).toBe(200);
    const stored = await storedSecret(owner.id);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(secret);
    expect(stored.toLowerCase()).not.toContain(secret.toLowerCase().slice(0, 8));
    expect((await answer('vault', 'Vault#123', await generate({ secret }))).statusCode).toBe(200);

    // the owner's value copied onto another user's row does not open it (a refusal, not an error)
    const other = await createUser(ctx, { username: 'copycat', password: 'Copy#1234', twoFactor: true });
    await ctx.db.update(twoFactor).set({ secret: stored }).where(sql`user_id = ${other.id}`);
    const copied = await answer('copycat', 'Copy#1234', await generate({ secret }));
    expect(copied.statusCode).toBe(400);
    expect(copied.json().message).toBe('Kod notoʻgʻri');
  });

  it('encrypts a secret stored in plain form before, which then still signs in', async () => {
    const user = await createUser(ctx, { username: 'legacy', password: 'Legacy#12' });
    const secret = generateSecret();
    await ctx.db.insert(twoFactor).values({ user_id: user.id, secret, enabled_at: new Date() });
    // a plain value is not accepted as it is
    expect((await answer('legacy', 'Legacy#12', await generate({ secret }))).statusCode).toBe(400);
    expect(await encryptLegacyTotpSecrets(ctx.db, ctx.secretsKey)).toBe(1);
    expect(await encryptLegacyTotpSecrets(ctx.db, ctx.secretsKey)).toBe(0);
    const stored = await storedSecret(user.id);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(secret);
    expect((await answer('legacy', 'Legacy#12', await generate({ secret }))).statusCode).toBe(200);
  });
});

describe('sign-in events', () => {
  it('records failures, sign-outs and revocations, readable only with the rule', async () => {
    const user = await createUser(ctx, { username: 'watched', password: 'Watch#123' });
    await post('/api/user/sign-in-web', { username: 'watched', password: 'nope', app: 'WEB' });
    const token = await signIn(ctx, 'watched', 'Watch#123');
    await post('/api/user/sign-out', {}, token);
    await post('/api/user/sign-in-web', { username: 'nobody', password: 'nope', app: 'WEB' });

    await createUser(ctx, { username: 'auditor', password: 'Audit#123', rules: ['sign_in_events.show'] });
    const auditor = await signIn(ctx, 'auditor', 'Audit#123');
    const list = await get(`/api/user/sign-in-events?user_id=${user.id}&per_page=50`, auditor);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { event: string; reason: string | null; username: string; ip: string }[];
    expect(rows.map((r) => `${r.event}:${r.reason ?? ''}`)).toEqual([
      'sign_out:sign-out',
      'sign_in:',
      'sign_in_failed:wrong_password',
    ]);
    expect(rows[0]?.ip).toBeTruthy();
    const failures = await get('/api/user/sign-in-events?event=sign_in_failed&per_page=100', auditor);
    expect((failures.json().data as { username: string }[]).map((r) => r.username)).toContain('nobody');
    const today = new Date().toISOString().slice(0, 10);
    const past = await get(`/api/user/sign-in-events?to=2020-01-01&from=2019-01-01`, auditor);
    expect(past.json().meta.total).toBe(0);
    expect((await get(`/api/user/sign-in-events?from=${today}`, auditor)).json().meta.total).toBeGreaterThan(
      3,
    );

    await createUser(ctx, { username: 'plain', password: 'Plain#123' });
    const plain = await signIn(ctx, 'plain', 'Plain#123');
    expect((await get('/api/user/sign-in-events', plain)).statusCode).toBe(403);
    const refusal = await ctx.db.execute(sql`delete from sign_in_events`).then(
      () => null,
      (error: Error) => error,
    );
    expect(String(refusal?.cause)).toMatch(/append-only/);
  });

  it('logs an administrator revoking a session', async () => {
    const user = await createUser(ctx, { username: 'revoked', password: 'Revoke#12' });
    await signIn(ctx, 'revoked', 'Revoke#12');
    const [session] = (
      await ctx.db.execute<{ id: string }>(sql`select id from sessions where user_id = ${user.id}`)
    ).rows;
    expect((await post(`/api/user/sessions/${session?.id}/revoke`, {}, admin)).statusCode).toBe(200);
    expect((await eventsOf(user.id)).at(-1)?.event).toBe('session_revoked');
  });
});
