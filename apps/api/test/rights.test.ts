import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  createUser,
  enrolTwoFactor,
  grant,
  signIn,
  type TestContext,
} from './helpers.ts';

let ctx: TestContext;
let dev: string;
let positionId: number;
let branchId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'root', password: 'Root#1234', isDev: true });
  dev = await signIn(ctx, 'root', 'Root#1234');
  const pos = await call('POST', '/api/user/user-positions', { name: 'Kassir' });
  positionId = pos.json().data.id;
  const branch = await call('POST', '/api/information/organizations', {
    name: 'Chilonzor filiali',
    prefix: 'CH',
  });
  branchId = branch.json().data.id;
});
afterAll(async () => {
  await ctx?.close();
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = dev) {
  return ctx.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const newUser = (username: string) => ({
  username,
  full_name: `Karimov ${username}`,
  phone_number: '+998 90 123-45-67',
  branch_id: branchId,
  user_position_id: positionId,
  password: 'First#123',
});

describe('users', () => {
  it('creates a user whose first password is expired, never answering the password hash', async () => {
    const res = await call('POST', '/api/user/m-users', newUser('ali'));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      username: 'ali',
      phone_number: '998901234567',
      branch_name: 'Chilonzor filiali',
      user_position_name: 'Kassir',
      must_change_password: true,
      active: true,
    });
    expect(JSON.stringify(data)).not.toContain('password_hash');
    const token = await signIn(ctx, 'ali', 'First#123');
    const me = await call('GET', '/api/user/me', undefined, token);
    expect(me.json().data.password_is_expire).toBe(true);
  });

  it('refuses bad data naming each field, and a taken username in any case', async () => {
    const bad = await call('POST', '/api/user/m-users', {
      username: 'a b',
      full_name: '',
      branch_id: 999999,
      user_position_id: positionId,
      password: 'weak',
    });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().errors as string[]).map((e) => e.split(':')[0]);
    expect(fields).toEqual(expect.arrayContaining(['username', 'full_name', 'password']));
    const taken = await call('POST', '/api/user/m-users', newUser('ALI'));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual(['username: Bunday qiymat allaqachon mavjud']);
  });

  it('lists users by filter and search from the engine', async () => {
    await call('POST', '/api/user/m-users', newUser('vali'));
    const list = await call('GET', `/api/user/m-users?user_position_id=${positionId}&search=karimov vali`);
    expect(list.statusCode).toBe(200);
    expect((list.json().data as { username: string }[]).map((u) => u.username)).toEqual(['vali']);
  });

  it('blocks a user, revoking their sessions at once, and unblocks', async () => {
    const { data } = (await call('POST', '/api/user/m-users', newUser('blockme'))).json();
    const token = await signIn(ctx, 'blockme', 'First#123');
    expect((await call('POST', `/api/user/m-users/${data.id}/block`)).json().data.active).toBe(false);
    const revoked = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sessions where user_id = ${data.id} and revoke_reason = 'blocked'`,
    );
    expect(revoked.rows[0]?.n).toBe(1);
    expect((await call('GET', '/api/user/me', undefined, token)).statusCode).toBe(401);
    expect((await call('POST', `/api/user/m-users/${data.id}/unblock`)).json().data.active).toBe(true);
  });

  it('resets a password: it starts expired and old sessions end', async () => {
    const { data } = (await call('POST', '/api/user/m-users', newUser('forgetful'))).json();
    const res = await call('POST', `/api/user/m-users/${data.id}/reset-password`, { password: 'Reset#123' });
    expect(res.statusCode).toBe(200);
    const token = await signIn(ctx, 'forgetful', 'Reset#123');
    expect((await call('GET', '/api/user/me', undefined, token)).json().data.password_is_expire).toBe(true);
    const history = await call('GET', `/api/user/m-users/${data.id}/history`);
    expect((history.json().data as { action: string }[]).map((h) => h.action)).toEqual([
      'reset-password',
      'create',
    ]);
  });
});

describe('rights', () => {
  it('opens a screen and its API when a rule is granted to the position, and closes both when revoked', async () => {
    await call('POST', '/api/user/m-users', newUser('cashier'));
    const token = await signIn(ctx, 'cashier', 'First#123');
    expect((await call('GET', '/api/information/provinces', undefined, token)).statusCode).toBe(403);

    const granted = await call('PUT', `/api/user/user-positions/${positionId}/rules`, {
      rules: ['province.show'],
    });
    expect(granted.json().data).toEqual(['province.show']);
    expect((await call('GET', '/api/information/provinces', undefined, token)).statusCode).toBe(200);
    const me = await call('GET', '/api/user/me', undefined, token);
    expect(me.json().data.rules).toEqual({ province: { show: true } });

    await call('PUT', `/api/user/user-positions/${positionId}/rules`, { rules: [] });
    expect((await call('GET', '/api/information/provinces', undefined, token)).statusCode).toBe(403);
    const after = await call('GET', '/api/user/me', undefined, token);
    expect(after.json().data.rules).toEqual({});

    const history = await call('GET', `/api/user/user-positions/${positionId}/history`);
    const changes = (history.json().data as { action: string; after: { rules: string[] } }[]).filter(
      (h) => h.action === 'rules',
    );
    expect(changes.map((c) => c.after.rules)).toEqual([[], ['province.show']]);
  });

  it('lets an administrator hand out only the rules they may assign', async () => {
    const { data: adminUser } = (await call('POST', '/api/user/m-users', newUser('admin2'))).json();
    const { data: target } = (await call('POST', '/api/user/m-users', newUser('target'))).json();
    await grant(ctx, 'user', adminUser.id, ['user_rule.show', 'user_rule.edit']);
    await call('PUT', `/api/user/m-users/${adminUser.id}/assignable-rules`, {
      rules: ['cashbox.show', 'contract.show'],
    });
    await ctx.db.execute(sql`update users set must_change_password = false where id = ${adminUser.id}`);
    // a holder of a rights-management rule signs in with a second factor
    await enrolTwoFactor(ctx, adminUser.id);
    const token = await signIn(ctx, 'admin2', 'First#123');

    const ok = await call('PUT', `/api/user/m-users/${target.id}/rules`, { rules: ['cashbox.show'] }, token);
    expect(ok.statusCode).toBe(200);
    const refused = await call(
      'PUT',
      `/api/user/m-users/${target.id}/rules`,
      { rules: ['cashbox.show', 'warehouse.show'] },
      token,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errors: ['warehouse.show'] });
    const held = await call('GET', `/api/user/m-users/${target.id}/rules`);
    expect(held.json().data).toEqual(['cashbox.show']);

    const mine = await call('GET', '/api/user/my-assignable-rules', undefined, token);
    expect(mine.json().data).toEqual({ all: false, rules: ['cashbox.show', 'contract.show'] });
  });

  it('refuses rule names outside the catalogue', async () => {
    const res = await call('PUT', `/api/user/user-positions/${positionId}/rules`, { rules: ['made.up'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['made.up']);
  });

  it('answers the catalogue grouped by module', async () => {
    const res = await call('GET', '/api/user/rules');
    const modules = res.json().data as { module: string; rules: { name: string }[] }[];
    const cashbox = modules.find((m) => m.module === 'cashbox');
    expect(cashbox?.rules.map((r) => r.name)).toContain('cashbox.show');
  });
});
