import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptcha } from '../src/areas/admin/auth/captcha.ts';
import { sessions } from '../src/platform/db/schema.ts';
import { bearer, createTestContext, createUser, randomAddress, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const signInRaw = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/sign-in-web',
    payload,
    headers: { 'x-forwarded-for': randomAddress(), ...headers },
  });

const countSessions = async () =>
  (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sessions}`)).rows[0]?.n ?? 0;

describe('POST /api/user/sign-in-web', () => {
  it('answers an opaque token for good credentials and keeps the device id with the session', async () => {
    await createUser(ctx, { username: 'dilnoza', password: 'Kassir@123' });
    const res = await signInRaw({
      username: 'Dilnoza',
      password: 'Kassir@123',
      app: 'WEB',
      device_id: 'dev-1',
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().data.access_token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await ctx.db.execute<{ device_id: string; token_hash: string }>(
      sql`select device_id, token_hash from sessions order by id desc limit 1`,
    );
    expect(rows.rows[0]?.device_id).toBe('dev-1');
    expect(rows.rows[0]?.token_hash).not.toContain(token);
  });

  it('refuses a wrong password with a translated message and no session', async () => {
    await createUser(ctx, { username: 'wrongpw', password: 'Right#123' });
    const before = await countSessions();
    const res = await signInRaw({ username: 'wrongpw', password: 'nope', app: 'WEB' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Login yoki parol notoʻgʻri', errors: [] });
    const ru = await signInRaw(
      { username: 'wrongpw', password: 'nope', app: 'WEB' },
      { 'accept-language': 'ru' },
    );
    expect(ru.json().message).toBe('Неверный логин или пароль');
    expect(await countSessions()).toBe(before);
  });

  it('names each missing field', async () => {
    const res = await signInRaw({ app: 'WEB' });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: string[] };
    expect(errors.some((e) => e.startsWith('username'))).toBe(true);
    expect(errors.some((e) => e.startsWith('password'))).toBe(true);
  });

  it('refuses an app other than WEB', async () => {
    const res = await signInRaw({ username: 'dilnoza', password: 'Kassir@123', app: 'MOBILE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.join(' ')).toContain('app');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/sign-in-web',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('demands a captcha after 3 failures and accepts the right answer', async () => {
    await createUser(ctx, { username: 'captcha', password: 'Right#123' });
    const headers = { 'x-forwarded-for': '10.9.9.9' };
    for (let i = 0; i < 3; i++) {
      const res = await signInRaw({ username: 'captcha', password: 'bad', app: 'WEB' }, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().captcha_required).toBe(i === 2);
    }
    const demanded = await signInRaw({ username: 'captcha', password: 'Right#123', app: 'WEB' }, headers);
    expect(demanded.statusCode).toBe(400);
    expect(demanded.json()).toMatchObject({
      message: 'Rasmdagi belgilarni kiriting',
      captcha_required: true,
    });

    const picture = await ctx.app.inject({ method: 'GET', url: '/api/user/captcha' });
    expect(picture.json().data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await signInRaw(
      {
        username: 'captcha',
        password: 'Right#123',
        app: 'WEB',
        key: picture.json().data.key,
        captcha: 'zzzzz',
      },
      headers,
    );
    expect(wrong.json().message).toBe('Rasmdagi belgilar notoʻgʻri kiritildi');

    const challenge = await createCaptcha(ctx.db);
    const solved = await signInRaw(
      {
        username: 'captcha',
        password: 'Right#123',
        app: 'WEB',
        key: challenge.key,
        captcha: challenge.answer,
      },
      headers,
    );
    expect(solved.statusCode).toBe(200);
    // A used challenge cannot be replayed.
    const replay = await signInRaw(
      { username: 'captcha', password: 'bad', app: 'WEB', key: challenge.key, captcha: challenge.answer },
      headers,
    );
    expect(replay.json().message).not.toBe('Rasmdagi belgilar notoʻgʻri kiritildi');
  });

  it('refuses a blocked user even with the right password', async () => {
    await createUser(ctx, { username: 'blocked', password: 'Right#123', active: false });
    const res = await signInRaw({ username: 'blocked', password: 'Right#123', app: 'WEB' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Foydalanuvchi bloklangan');
  });
});

describe('GET /api/user/me', () => {
  it('answers 401 without a token and with an unknown one', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer('x'.repeat(43)) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errors: [] });
  });

  it('answers the user with branch, position, rules of user and position, rate and flags', async () => {
    await createUser(ctx, {
      username: 'meuser',
      password: 'Me#12345',
      rules: ['cashbox.show'],
      positionRules: ['contract.show', 'dashboard.show'],
    });
    await ctx.db.execute(sql`insert into exchange_rates (date, rate) values ('2020-01-01', '11000.50')`);
    const token = await signIn(ctx, 'meuser', 'Me#12345');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({
      username: 'meuser',
      full_name: 'Test meuser',
      active: true,
      is_dev: false,
      branch: { name: 'Test office' },
      user_position: { name: 'Position of meuser' },
      password_is_expire: false,
    });
    expect(data.user.user_position_id).toBe(data.user.user_position.id);
    expect(data.rules).toEqual({
      cashbox: { show: true },
      contract: { show: true },
      dashboard: { show: true },
    });
    expect(data.exchange_rate).toBe(11000.5);
    expect(data.calculator_by_product).toBe(false);
    expect(data.password_is_expire).toBe(false);
  });

  it('adds is_dev.show for a developer', async () => {
    await createUser(ctx, { username: 'dev', password: 'Dev#12345', isDev: true });
    const token = await signIn(ctx, 'dev', 'Dev#12345');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(res.json().data.rules.is_dev).toEqual({ show: true });
  });

  it('reports an expired password: past its lifetime, or set by an administrator', async () => {
    await createUser(ctx, { username: 'old', password: 'Old#12345', passwordChangedDaysAgo: 91 });
    await createUser(ctx, { username: 'reset', password: 'Reset#123', mustChangePassword: true });
    for (const [username, password] of [
      ['old', 'Old#12345'],
      ['reset', 'Reset#123'],
    ] as const) {
      const token = await signIn(ctx, username, password);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
      expect(res.json().data.password_is_expire).toBe(true);
      expect(res.json().data.user.password_is_expire).toBe(true);
    }
  });

  it('sees a change of rights at the next call', async () => {
    const { id } = await createUser(ctx, { username: 'rights', password: 'Rights#123' });
    const token = await signIn(ctx, 'rights', 'Rights#123');
    const before = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(before.json().data.rules).toEqual({});
    await ctx.db.execute(
      sql`insert into user_rules (user_id, rule_id) select ${id}, id from rules where name = 'warehouse.show'`,
    );
    const after = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(after.json().data.rules).toEqual({ warehouse: { show: true } });
  });
});

describe('POST /api/user/sign-out', () => {
  it('revokes the token, which then answers 401, and is idempotent', async () => {
    await createUser(ctx, { username: 'leaver', password: 'Leave#123' });
    const token = await signIn(ctx, 'leaver', 'Leave#123');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/user/sign-out', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/user/sign-out', headers: bearer(token) });
    expect(again.statusCode).toBe(200);
  });

  it('answers 401 for the session of a user blocked after signing in', async () => {
    const { id } = await createUser(ctx, { username: 'soonblocked', password: 'Block#123' });
    const token = await signIn(ctx, 'soonblocked', 'Block#123');
    await ctx.db.execute(sql`update users set active = false where id = ${id}`);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });
});

describe('POST /api/user/m-users/change-my-password', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/m-users/change-my-password',
      headers: bearer(token),
      payload,
    });

  it('refuses a wrong current password and a weak new one', async () => {
    await createUser(ctx, { username: 'changer', password: 'Start#123' });
    const token = await signIn(ctx, 'changer', 'Start#123');
    const wrong = await change(token, { old_password: 'Nope#123', password: 'Next#1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Joriy parol notoʻgʻri');
    const weak = await change(token, { old_password: 'Start#123', password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toMatch(/^password: /);
    const missing = await change(token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveLength(2);
  });

  it('changes the password, revokes every session, and clears the expiry', async () => {
    await createUser(ctx, { username: 'renewer', password: 'Start#123', mustChangePassword: true });
    const first = await signIn(ctx, 'renewer', 'Start#123');
    const second = await signIn(ctx, 'renewer', 'Start#123');
    const res = await change(first, { old_password: 'Start#123', password: 'Next#1234' });
    expect(res.statusCode).toBe(200);
    for (const token of [first, second]) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).statusCode,
      ).toBe(401);
    }
    const fresh = await signIn(ctx, 'renewer', 'Next#1234');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(fresh) });
    expect(me.json().data.password_is_expire).toBe(false);
  });

  it('accepts the two passwords under the other name order too', async () => {
    await createUser(ctx, { username: 'swapper', password: 'Start#123' });
    const token = await signIn(ctx, 'swapper', 'Start#123');
    const res = await change(token, { old_password: 'Swapped#99', password: 'Start#123' });
    expect(res.statusCode).toBe(200);
    await expect(signIn(ctx, 'swapper', 'Swapped#99')).resolves.toBeTruthy();
  });
});
