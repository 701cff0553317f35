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

  it('answers 404 for an unknown alias and 400 without one', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/general-settings/get-by-alias?alias=nope',
      headers: bearer(token),
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
  });
});
