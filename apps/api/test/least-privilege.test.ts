import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
let dev: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'root', password: 'Root#1234', isDev: true });
  dev = await signIn(ctx, 'root', 'Root#1234');
});
afterAll(async () => {
  await ctx?.close();
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function userWith(username: string, rules: string[]): Promise<string> {
  await createUser(ctx, { username, password: 'Secret#123', rules });
  return signIn(ctx, username, 'Secret#123');
}

describe('option lists', () => {
  let cashier: string;
  beforeAll(async () => {
    const investor = await call('POST', '/api/info/investors', dev, { name: 'Investor Karimov' });
    expect(investor.statusCode).toBe(200);
    expect((await call('POST', '/api/information/suppliers', dev, { name: 'Artel' })).statusCode).toBe(200);
    // A cashier who also writes goods off to expenses: the cashbox and one stock document screen.
    cashier = await userWith('kassir', ['cashbox.show', 'expense_product_invoice_output.show']);
  });

  it("refuses a cashier the users' full names, investors and suppliers, in the product's error shape", async () => {
    for (const url of [
      '/api/user/m-users/options',
      '/api/info/investors/options',
      '/api/information/suppliers/options',
      '/api/user/user-positions/options',
    ]) {
      const res = await call('GET', url, cashier);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ message: 'Bu amal uchun ruxsat yoʻq', errors: [] });
    }
  });

  it('gives the cashier the warehouses and products their document screen selects, the branches and themselves', async () => {
    for (const url of [
      '/api/information/warehouses/options',
      '/api/information/products/options',
      '/api/warehouse/branches/get-branches-for-autocomplete',
      '/api/user/me',
    ]) {
      expect((await call('GET', url, cashier)).statusCode, url).toBe(200);
    }
  });

  it('gives a list to the screens that select it: users to whoever puts assets to use, suppliers to input invoices', async () => {
    const keeper = await userWith('keeper', ['asset_product_put_to_use.show']);
    const users = await call('GET', '/api/user/m-users/options?search=test', keeper);
    expect(users.statusCode).toBe(200);
    expect((users.json().data as { name: string }[]).map((u) => u.name)).toContain('Test kassir');
    expect((await call('GET', '/api/info/investors/options', keeper)).statusCode).toBe(403);

    const buyer = await userWith('buyer', ['supplier_invoice_input.show']);
    const suppliers = await call('GET', '/api/information/suppliers/options', buyer);
    expect(suppliers.statusCode).toBe(200);
    expect((suppliers.json().data as { name: string }[]).map((s) => s.name)).toContain('Artel');
  });

  it("derives readers from reference fields: a village's editor reads provinces and regions, not users", async () => {
    const clerk = await userWith('clerk', ['village.show']);
    expect((await call('GET', '/api/information/provinces/options', clerk)).statusCode).toBe(200);
    expect((await call('GET', '/api/information/regions/options', clerk)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/m-users/options', clerk)).statusCode).toBe(403);
  });

  it("lets a holder of the resource's own show rule read its options", async () => {
    const hr = await userWith('hr', ['investor.show']);
    const res = await call('GET', '/api/info/investors/options', hr);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ name: 'Investor Karimov' })]);
  });
});

describe('collection lists', () => {
  it("gives a collector the collection screens' selects and their own day, not the users list or the bulk attach", async () => {
    const collector = await userWith('undiruvchi', ['levy_contract.show']);
    for (const list of ['users', 'villages', 'workplaces', 'stages', 'comment-types', 'branches']) {
      expect((await call('GET', `/api/collections/options/${list}`, collector)).statusCode, list).toBe(200);
    }
    expect((await call('GET', '/api/collections/all-contracts/today', collector)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/m-users/options', collector)).statusCode).toBe(403);
    expect((await call('GET', '/api/collections/attached-contracts', collector)).statusCode).toBe(403);
    expect((await call('GET', '/api/collections/attachment-of-streets', collector)).statusCode).toBe(403);
    const attach = { responsible_id: 1, contract_ids: [1] };
    expect(
      (await call('POST', '/api/collections/responsible-attachment', collector, attach)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/collections/contracts/1/comments', collector, { contact: 'CALL', text: 'x' }))
        .statusCode,
    ).toBe(403);
    const cashier = await userWith('kassir2', ['cashbox.show']);
    expect((await call('GET', '/api/collections/options/users', cashier)).statusCode).toBe(403);
    expect((await call('GET', '/api/collections/all-contracts', cashier)).statusCode).toBe(403);
  });
});

describe('general settings by alias', () => {
  it('answers the shared settings to anyone signed in and the others only to a settings reader', async () => {
    const plain = await userWith('plain', []);
    expect(
      (await call('GET', '/api/user/general-settings/get-by-alias?alias=company_name', plain)).statusCode,
    ).toBe(200);
    const rounding = '/api/user/general-settings/get-by-alias?alias=price_rounding';
    expect((await call('GET', rounding, plain)).statusCode).toBe(403);
    const reader = await userWith('reader', ['general_setting.show']);
    const res = await call('GET', rounding, reader);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ alias: 'price_rounding', value: 1000 });
  });
});

describe('secret settings', () => {
  const SECRET = 'sk_live_9f8e7d6c5b4a4321';
  const NEXT = 'sk_live_second_value_8765';
  let admin: string;
  let reader: string;
  beforeAll(async () => {
    admin = await userWith('admin', ['general_setting.show', 'general_setting.edit']);
    reader = await userWith('viewer', ['general_setting.show']);
  });

  const settings = async (token: string) => {
    const res = await call('GET', '/api/user/general-settings', token);
    expect(res.statusCode).toBe(200);
    return res;
  };
  const row = async (alias: string) =>
    ((await settings(admin)).json().data as { alias: string }[]).find((s) => s.alias === alias);

  it('lists each secret as not set, without a value', async () => {
    expect(await row('bank_api_key')).toEqual({
      alias: 'bank_api_key',
      name: 'Bank API kaliti',
      type: 'secret',
      value: null,
      is_set: false,
      updated_at: null,
      updated_by_name: null,
    });
  });

  it('replaces a secret write-only: the answer, the list and get-by-alias never hold it; the server reads it', async () => {
    const put = await call('PUT', '/api/user/general-settings/bank_api_key', admin, { value: ` ${SECRET} ` });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      alias: 'bank_api_key',
      is_set: true,
      value: null,
      updated_by_name: 'Test admin',
    });
    expect(put.body).not.toContain(SECRET);
    expect(await ctx.app.secrets.read('bank_api_key')).toBe(SECRET);

    expect((await row('bank_api_key')) as object).toMatchObject({ is_set: true, value: null });
    for (const token of [admin, reader]) expect((await settings(token)).body).not.toContain(SECRET);
    const byAlias = await call('GET', '/api/user/general-settings/get-by-alias?alias=bank_api_key', admin);
    expect(byAlias.statusCode).toBe(404);
    expect(byAlias.body).not.toContain(SECRET);
  });

  it('stores the secret encrypted and audits that it changed, never the value', async () => {
    const stored = await ctx.db.execute<{ ciphertext: string }>(
      sql`select ciphertext from setting_secrets where alias = 'bank_api_key'`,
    );
    expect(stored.rows[0]?.ciphertext).toMatch(/^v1:/);
    expect(stored.rows[0]?.ciphertext).not.toContain(SECRET);
    await call('PUT', '/api/user/general-settings/bank_api_key', admin, { value: NEXT });
    expect(await ctx.app.secrets.read('bank_api_key')).toBe(NEXT);
    const trail = await ctx.db.execute<{ before: unknown; after: unknown }>(
      sql`select before, after from audit_log where resource = 'general_setting_secret' order by id`,
    );
    expect(trail.rows).toEqual([
      {
        before: { alias: 'bank_api_key', set: false },
        after: { alias: 'bank_api_key', set: true, replaced: true },
      },
      {
        before: { alias: 'bank_api_key', set: true },
        after: { alias: 'bank_api_key', set: true, replaced: true },
      },
    ]);
    const everything = await ctx.db.execute(sql`select before::text || after::text as t from audit_log`);
    expect(JSON.stringify(everything.rows)).not.toContain('sk_live');
  });

  it('clears a secret; the server then reads nothing', async () => {
    const cleared = await call('DELETE', '/api/user/general-settings/bank_api_key', admin);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ alias: 'bank_api_key', is_set: false });
    expect(await ctx.app.secrets.read('bank_api_key')).toBeNull();
    expect((await call('DELETE', '/api/user/general-settings/company_name', admin)).statusCode).toBe(404);
  });

  it('refuses an empty secret, and a change or clearing without the edit rule', async () => {
    const empty = await call('PUT', '/api/user/general-settings/sms_provider_token', admin, { value: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatch(/^value/);
    expect(
      (await call('PUT', '/api/user/general-settings/sms_provider_token', reader, { value: 'x' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', '/api/user/general-settings/sms_provider_token', reader)).statusCode).toBe(
      403,
    );
    expect(await ctx.app.secrets.read('sms_provider_token')).toBeNull();
  });
});
