import { describe, expect, it } from 'vitest';
import { EskizSmsGateway } from './eskiz.ts';
import { outcomeOf } from './gateway.ts';

interface Seen {
  method: string;
  url: string;
  auth: string | null;
  form: Record<string, string>;
}

/** A fake Eskiz behind an injected fetch: tokens, 401 on a stale one, send and status. */
function fakeEskiz(options: { sendStatus?: number[]; refreshWorks?: boolean } = {}) {
  const seen: Seen[] = [];
  let tokens = 0;
  let valid = '';
  const sendStatus = [...(options.sendStatus ?? [])];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetcher: typeof fetch = async (input, init) => {
    const url = String(input);
    const form: Record<string, string> = {};
    if (init?.body instanceof FormData) for (const [k, v] of init.body.entries()) form[k] = String(v);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const auth = headers.authorization ?? null;
    seen.push({ method: init?.method ?? 'GET', url, auth, form });
    if (url.endsWith('/auth/login')) {
      if (form.email !== 'shop@example.uz' || form.password !== 'secret')
        return json(401, { message: 'Invalid' });
      tokens += 1;
      valid = `tok${tokens}`;
      return json(200, { message: 'token_generated', data: { token: valid }, token_type: 'bearer' });
    }
    if (url.endsWith('/auth/refresh')) {
      if (!options.refreshWorks) return json(401, { message: 'Expired' });
      tokens += 1;
      valid = `tok${tokens}`;
      return json(200, { message: 'token_generated', data: { token: valid } });
    }
    if (auth !== `Bearer ${valid}`) return json(401, { message: 'Expired' });
    if (url.endsWith('/message/sms/send')) {
      const forced = sendStatus.shift();
      if (forced === 401) {
        valid = 'rotated';
        return json(401, { message: 'Expired' });
      }
      if (forced) return json(forced, { message: 'Invalid mobile_phone', status: 'error' });
      return json(200, { id: 'a1b2-c3', message: 'Waiting for SMS provider', status: 'waiting' });
    }
    if (url.includes('/message/sms/status_by_id/')) {
      if (url.endsWith('/missing')) return json(404, { message: 'not found' });
      return json(200, { status: 'success', data: { id: 'a1b2-c3', status: 'DELIVRD' } });
    }
    return json(404, {});
  };
  return { fetcher, seen };
}

const gateway = (fetcher: typeof fetch) =>
  new EskizSmsGateway({
    url: 'https://notify.example/api/',
    from: '4546',
    credentials: async () => ({ email: 'shop@example.uz', password: 'secret' }),
    fetch: fetcher,
  });

const request = { messageId: 7, phone: '998901234567', text: 'Salom', callbackUrl: 'https://shop/cb/x' };

describe('Eskiz SMS client', () => {
  it('signs in once, sends with the fields Eskiz takes and reads the status', async () => {
    const { fetcher, seen } = fakeEskiz();
    const eskiz = gateway(fetcher);
    expect(await eskiz.send(request)).toEqual({ ok: true, providerId: 'a1b2-c3', providerStatus: 'waiting' });
    expect(await eskiz.send(request)).toMatchObject({ ok: true });
    expect(seen.filter((s) => s.url.endsWith('/auth/login'))).toHaveLength(1);
    const send = seen.find((s) => s.url.endsWith('/message/sms/send'));
    expect(send?.url).toBe('https://notify.example/api/message/sms/send');
    expect(send?.form).toEqual({
      mobile_phone: '998901234567',
      message: 'Salom',
      from: '4546',
      callback_url: 'https://shop/cb/x',
    });
    expect(send?.auth).toBe('Bearer tok1');
    expect(await eskiz.status('a1b2-c3')).toEqual({
      providerId: 'a1b2-c3',
      outcome: 'DONE',
      providerStatus: 'DELIVRD',
    });
    expect(await eskiz.status('missing')).toBeNull();
  });

  it('refreshes the token on 401 and repeats the call', async () => {
    const { fetcher, seen } = fakeEskiz({ sendStatus: [401], refreshWorks: true });
    const eskiz = gateway(fetcher);
    expect(await eskiz.send(request)).toMatchObject({ ok: true });
    expect(seen.map((s) => s.url.replace('https://notify.example/api/', ''))).toEqual([
      'auth/login',
      'message/sms/send',
      'auth/refresh',
      'message/sms/send',
    ]);
  });

  it('signs in again when the refresh is refused', async () => {
    const { fetcher, seen } = fakeEskiz({ sendStatus: [401], refreshWorks: false });
    expect(await gateway(fetcher).send(request)).toMatchObject({ ok: true });
    expect(seen.filter((s) => s.url.endsWith('/auth/login'))).toHaveLength(2);
  });

  it('a 4xx refuses the message for good, a 5xx is thrown to be retried', async () => {
    const { fetcher } = fakeEskiz({ sendStatus: [400, 502] });
    const eskiz = gateway(fetcher);
    expect(await eskiz.send(request)).toEqual({
      ok: false,
      retry: false,
      message: '400: Invalid mobile_phone',
    });
    await expect(eskiz.send(request)).rejects.toThrow('502');
  });

  it('refuses to sign in without credentials', async () => {
    const { fetcher } = fakeEskiz();
    const eskiz = new EskizSmsGateway({
      url: 'https://notify.example/api',
      credentials: async () => ({ email: null, password: null }),
      fetch: fetcher,
    });
    await expect(eskiz.send(request)).rejects.toThrow('sms_provider_login');
  });

  it('reads Eskiz status words', () => {
    expect(outcomeOf('DELIVRD')).toBe('DONE');
    expect(outcomeOf('REJECTD')).toBe('REFUSED');
    expect(outcomeOf('UNDELIV')).toBe('REFUSED');
    expect(outcomeOf('EXPIRED')).toBe('REFUSED');
    expect(outcomeOf('TRANSMTD')).toBe('PENDING');
    expect(outcomeOf('waiting')).toBe('PENDING');
  });
});
