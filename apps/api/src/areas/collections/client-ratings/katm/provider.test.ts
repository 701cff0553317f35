import { describe, expect, it } from 'vitest';
import { KatmHttp } from './http.ts';
import { type KatmReport, LocalKatm } from './provider.ts';

const report = (
  requestId: string,
  data: Record<string, unknown> = { pinfl: '31234567890123' },
): KatmReport => ({
  claim_id: 'SAVDO-O1',
  request_id: requestId,
  data,
});

describe('the local KATM fake', () => {
  it('takes a report once: a repeated request id answers DUPLICATE with the first report id', async () => {
    const katm = new LocalKatm();
    const first = await katm.submit('APPLICATION', report('r1'));
    expect(first).toMatchObject({ ok: true, duplicate: false, reportId: 'KR00000001' });
    const again = await katm.submit('APPLICATION', report('r1'));
    expect(again).toMatchObject({ ok: true, duplicate: true, reportId: 'KR00000001' });
    expect(katm.taken).toHaveLength(1);
  });

  it('refuses an application without a 14-digit PINFL, and fails on demand', async () => {
    const katm = new LocalKatm();
    expect(await katm.submit('APPLICATION', report('r2', { pinfl: '12' }))).toMatchObject({
      ok: false,
      code: 'PINFL_INVALID',
    });
    katm.failNext('timeout');
    await expect(katm.submit('APPLICATION', report('r3'))).rejects.toThrow(/timeout/);
    // the timed-out report was taken: the retry is a duplicate
    expect(await katm.submit('APPLICATION', report('r3'))).toMatchObject({ ok: true, duplicate: true });
    katm.failNext('down');
    await expect(katm.submit('STATUS', report('r4'))).rejects.toThrow(/ECONNREFUSED/);
    katm.failNext('refuse');
    expect(await katm.submit('STATUS', report('r4'))).toMatchObject({ ok: false, code: 'SERVICE_REFUSED' });
  });
});

describe('the KATM HTTP client', () => {
  const answering = (status: number, body: unknown) => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof globalThis.fetch;
    return { fetch, seen };
  };

  it('posts the form to its path with the bearer token and the request id as Idempotency-Key', async () => {
    const { fetch, seen } = answering(200, {
      result: { code: 'OK', message: 'ok' },
      data: { report_id: 'R-9' },
    });
    const client = new KatmHttp({ url: 'https://katm.example/api/', token: async () => 'tok', fetch });
    const answer = await client.submit('REPAYMENT', report('req-1'));
    expect(answer).toMatchObject({ ok: true, reportId: 'R-9', duplicate: false });
    expect(seen[0]?.url).toBe('https://katm.example/api/contracts/repayment');
    const headers = seen[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok');
    expect(headers['idempotency-key']).toBe('req-1');
    expect(JSON.parse(String(seen[0]?.init.body))).toMatchObject({
      claim_id: 'SAVDO-O1',
      request_id: 'req-1',
    });
  });

  it('reads DUPLICATE as taken, a refusal as its code, a 5xx as unreachable, no token as a failure', async () => {
    const dup = answering(200, { result: { code: 'DUPLICATE' }, data: { report_id: 'R-1' } });
    expect(
      await new KatmHttp({ url: 'u', token: async () => 't', fetch: dup.fetch }).submit(
        'STATUS',
        report('a'),
      ),
    ).toMatchObject({
      ok: true,
      duplicate: true,
    });
    const refused = answering(422, { result: { code: 'CLAIM_NOT_FOUND', message: 'no claim' } });
    expect(
      await new KatmHttp({ url: 'u', token: async () => 't', fetch: refused.fetch }).submit(
        'STATUS',
        report('b'),
      ),
    ).toMatchObject({ ok: false, code: 'CLAIM_NOT_FOUND', message: 'no claim' });
    const down = answering(503, {});
    await expect(
      new KatmHttp({ url: 'u', token: async () => 't', fetch: down.fetch }).submit('STATUS', report('c')),
    ).rejects.toThrow(/503/);
    expect(
      await new KatmHttp({ url: 'u', token: async () => null }).submit('STATUS', report('d')),
    ).toMatchObject({
      ok: false,
      code: 'NO_TOKEN',
    });
  });
});
