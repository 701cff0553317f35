import { describe, expect, it } from 'vitest';
import { ApiError, buildUrl, type ClientHooks, createClient, filenameOf } from './http.ts';

interface Call {
  url: string;
  init: RequestInit;
}

function setup(status: number, body: unknown, token: string | null = 'tok') {
  const calls: Call[] = [];
  const events: string[] = [];
  const hooks: ClientHooks = {
    getToken: () => token,
    language: () => 'ru',
    onUnauthorized: () => events.push('401'),
    onStart: () => events.push('start'),
    onEnd: () => events.push('end'),
    onError: (e) => events.push(`error:${e.status}:${e.body.message ?? ''}`),
    onSuccess: () => events.push('success'),
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    },
  };
  return { client: createClient(hooks), calls, events };
}

function header(call: Call | undefined, name: string): string | undefined {
  return (call?.init.headers as Record<string, string> | undefined)?.[name];
}

describe('api client', () => {
  it('unwraps data and sends the token and language', async () => {
    const { client, calls, events } = setup(200, { data: { id: 1 } });
    await expect(client.get('/user/me')).resolves.toEqual({ id: 1 });
    expect(calls[0]?.url).toBe('/api/user/me');
    expect(header(calls[0], 'Authorization')).toBe('Bearer tok');
    expect(header(calls[0], 'Accept-Language')).toBe('ru');
    expect(events).toEqual(['start', 'end']);
  });

  it('sends no token when asked not to', async () => {
    const { client, calls } = setup(200, { data: { access_token: 'x' } });
    await client.post('/user/sign-in-web', { username: 'a' }, { auth: false });
    expect(header(calls[0], 'Authorization')).toBeUndefined();
    expect(calls[0]?.init.body).toBe('{"username":"a"}');
  });

  it('sends the Idempotency-Key of a form when given one', async () => {
    const { client, calls } = setup(201, { data: { id: 1 } });
    await client.post('/cashbox/operations', { amount: '1' }, { idempotencyKey: 'form-1' });
    await client.post('/cashbox/operations', { amount: '1' });
    expect(header(calls[0], 'Idempotency-Key')).toBe('form-1');
    expect(header(calls[1], 'Idempotency-Key')).toBeUndefined();
  });

  it('reports errors with their body and ends the overlay', async () => {
    const { client, events } = setup(400, { message: 'Bad', errors: ['x'], captcha_required: true });
    const error = await client.post('/user/sign-in-web', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual(['x']);
    expect((error as ApiError).body.captcha_required).toBe(true);
    expect(events).toEqual(['start', 'error:400:Bad', 'end']);
  });

  it('signs out on 401', async () => {
    const { client, events } = setup(401, { message: 'No token', errors: [] });
    await expect(client.get('/user/me')).rejects.toBeInstanceOf(ApiError);
    expect(events).toContain('401');
  });

  it('asks to sign in again on a 401 and sends the failed call once more, keeping its caller waiting', async () => {
    const answers = [401, 200];
    const calls: string[] = [];
    let token = 'old';
    const prompts: string[] = [];
    const client = createClient({
      getToken: () => token,
      language: () => 'uz',
      onUnauthorized: () => prompts.push('signed-out'),
      reauthenticate: async () => {
        prompts.push('prompt');
        token = 'new';
        return true;
      },
      fetch: async (_input, init) => {
        calls.push((init?.headers as Record<string, string> | undefined)?.Authorization ?? '');
        const status = answers.shift() ?? 500;
        return new Response(JSON.stringify(status === 200 ? { data: { saved: true } } : {}), { status });
      },
    });
    await expect(client.post('/x', { a: 1 })).resolves.toEqual({ saved: true });
    expect(calls).toEqual(['Bearer old', 'Bearer new']);
    expect(prompts).toEqual(['prompt']);
  });

  it('signs out when the user gives up signing in again', async () => {
    const events: string[] = [];
    const client = createClient({
      getToken: () => 'old',
      language: () => 'uz',
      onUnauthorized: () => events.push('signed-out'),
      reauthenticate: async () => false,
      fetch: async () => new Response('{}', { status: 401 }),
    });
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual(['signed-out']);
  });

  it('shows the success toast only when asked', async () => {
    const { client, events } = setup(200, { data: null });
    await client.post('/x', {});
    await client.post('/x', {}, { notifySuccess: true });
    expect(events.filter((e) => e === 'success')).toHaveLength(1);
  });

  it('builds query strings without empty values', () => {
    expect(
      buildUrl('/api', 'user/general-settings/get-by-alias', { alias: 'a b', x: undefined, y: '' }),
    ).toBe('/api/user/general-settings/get-by-alias?alias=a+b');
  });

  it('downloads a file with the same headers and hooks', async () => {
    const calls: Call[] = [];
    const events: string[] = [];
    const client = createClient({
      getToken: () => 'tok',
      language: () => 'uz',
      onUnauthorized: () => events.push('401'),
      onStart: () => events.push('start'),
      onEnd: () => events.push('end'),
      fetch: async (input, init) => {
        calls.push({ url: String(input), init: init ?? {} });
        return new Response('xlsx-bytes', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="provinces.xlsx"' },
        });
      },
    });
    const file = await client.download('/information/provinces/export', { query: { active: 'true' } });
    expect(await file.blob.text()).toBe('xlsx-bytes');
    expect(file.filename).toBe('provinces.xlsx');
    expect(calls[0]?.url).toBe('/api/information/provinces/export?active=true');
    expect(header(calls[0], 'Authorization')).toBe('Bearer tok');
    expect(header(calls[0], 'Accept-Language')).toBe('uz');
    expect(events).toEqual(['start', 'end']);
  });

  it('reports a failed download like any call', async () => {
    const { client, events } = setup(400, { message: 'Too large', errors: [] });
    await expect(client.download('/x/export')).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual(['start', 'error:400:Too large', 'end']);
  });

  it('reads file names of Content-Disposition', () => {
    expect(filenameOf('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(filenameOf("attachment; filename*=UTF-8''Viloyat%20%CA%BB.xlsx")).toBe('Viloyat ʻ.xlsx');
    expect(filenameOf('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(filenameOf(null)).toBeUndefined();
  });
});
