import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'plain', password: 'Plain#123' });
  token = await signIn(ctx, 'plain', 'Plain#123');
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/user/general-settings/get-by-alias', () => {
  it('answers a typed setting by alias', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/general-settings/get-by-alias?alias=password_lifetime_days',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ alias: 'password_lifetime_days', type: 'number', value: 90 });
  });

  it('answers 403 for an alias not shared with every user, 404 to a settings reader, 400 without one', async () => {
    const denied = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/general-settings/get-by-alias?alias=nope',
      headers: bearer(token),
    });
    expect(denied.statusCode).toBe(403);
    await createUser(ctx, { username: 'reader', password: 'Reader#123', rules: ['general_setting.show'] });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/general-settings/get-by-alias?alias=nope',
      headers: bearer(await signIn(ctx, 'reader', 'Reader#123')),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('«nope» sozlamasi topilmadi');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/general-settings/get-by-alias',
      headers: bearer(token),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatch(/^alias/);
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/general-settings/get-by-alias?alias=x',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('guarded endpoints', () => {
  it('answers 403 to a user without the rule, and 200 once a position grants it', async () => {
    const denied = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/general-settings',
      headers: bearer(token),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'Bu amal uchun ruxsat yoʻq', errors: [] });
    await createUser(ctx, {
      username: 'setter',
      password: 'Setter#123',
      positionRules: ['general_setting.show'],
    });
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/general-settings',
      headers: bearer(await signIn(ctx, 'setter', 'Setter#123')),
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data.length).toBeGreaterThan(0);
  });
});

describe('GET /api/warehouse/branches/get-branches-for-autocomplete', () => {
  it('lists active branches by id with the office flag', async () => {
    await ctx.db.execute(
      sql`insert into branches (name, is_office, active) values ('Zeta', false, true), ('Alpha', false, true), ('Closed', false, false)`,
    );
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/warehouse/branches/get-branches-for-autocomplete',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; name: string; is_office: boolean }[];
    expect(data.map((b) => b.name)).toEqual(['Test office', 'Zeta', 'Alpha']);
    expect(data[0]?.is_office).toBe(true);
    expect(data.map((b) => b.id)).toEqual([...data.map((b) => b.id)].sort((a, b) => a - b));
  });
});

describe('the rest of the API', () => {
  it('reports readiness', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Bunday manzil mavjud emas', errors: [] });
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    // printed documents show in a frame from a blob: URL
    expect(String(res.headers['content-security-policy'])).toContain("frame-src 'self' blob:");
  });
});

describe('PUT /api/user/general-settings/:alias', () => {
  it('changes a value of the right type, audits it, and refuses the wrong type', async () => {
    await createUser(ctx, {
      username: 'settingsadmin',
      password: 'Admin#123',
      rules: ['general_setting.edit'],
    });
    const admin = await signIn(ctx, 'settingsadmin', 'Admin#123');
    const put = (alias: string, value: unknown, token = admin) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/user/general-settings/${alias}`,
        headers: bearer(token),
        payload: { value },
      });
    expect((await put('password_lifetime_days', 60, token)).statusCode).toBe(403);
    const ok = await put('password_lifetime_days', 60);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.value).toBe(60);
    const bad = await put('password_lifetime_days', 'sixty');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatch(/^value: /);
    expect((await put('no_such_setting', 1)).statusCode).toBe(404);
    const audit = await ctx.db.execute<{ before: { value: number }; after: { value: number } }>(
      sql`select before, after from audit_log where resource = 'general_setting' order by id desc limit 1`,
    );
    expect(audit.rows[0]).toEqual({ before: { value: 90 }, after: { value: 60 } });
  });
});

describe('device control', () => {
  it('lists open sessions and revokes one, which then answers 401', async () => {
    await createUser(ctx, {
      username: 'guard',
      password: 'Guard#123',
      rules: ['device_management.show', 'device_management.edit'],
    });
    const guard = await signIn(ctx, 'guard', 'Guard#123');
    const victim = await signIn(ctx, 'plain', 'Plain#123');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/user/sessions', headers: bearer(guard) });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().data as { id: number; username: string; device_id: string }[];
    const target = sessions.find((s) => s.username === 'plain');
    expect(target?.device_id).toBe('test-device');
    const revoke = await ctx.app.inject({
      method: 'POST',
      url: `/api/user/sessions/${target?.id}/revoke`,
      headers: bearer(guard),
    });
    expect(revoke.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(victim) });
    // The newest session of `plain` may be the revoked one or the first one; one of them now fails.
    const first = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect([me.statusCode, first.statusCode]).toContain(401);
  });
});
