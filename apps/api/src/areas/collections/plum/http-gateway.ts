import type { PlumGateway, PlumResult, PlumWireApplication, PlumWireSettlement } from './gateway.ts';

/** Where the partner's API is and how to sign in to it. */
export interface HttpPlumOptions {
  /** The API's base address (PLUM_URL), e.g. `https://api.plum.uz/merchant/v1`. */
  url: string;
  /** The merchant's id at the partner (the general setting `plum_merchant_id`), read at each call. */
  merchantId: () => Promise<string>;
  /** The API key (the secret setting `plum_api_key`), read at each call. */
  apiKey: () => Promise<string | null>;
  /** Milliseconds before a call is given up (default 15 s). */
  timeoutMs?: number;
  /** The HTTP client (tests pass their own; no network in tests). */
  fetch?: typeof fetch;
}

interface ErrorAnswer {
  error?: { code?: unknown; message?: unknown };
}

/**
 * The partner's merchant API over HTTP (assumed shape, docs/DECISIONS.md
 * "Plum"): `{url}/merchants/{merchant}/…` with the key as a bearer token,
 * JSON both ways, the request id as `Idempotency-Key` on decisions;
 * a refusal is a non-2xx answer `{ error: { code, message } }`. Unreachable
 * or timed out: thrown.
 *
 * - `GET  ping` → `{ merchant: { name } }`
 * - `GET  applications?status=NEW,CANCELLED` → `{ applications: [...] }`
 * - `POST applications/{id}/accept` → `{ status: "ACCEPTED" }`
 * - `POST applications/{id}/refuse` `{ reason }` → `{ status: "REFUSED" }`
 * - `GET  settlements` → `{ settlements: [...] }`
 */
export class HttpPlumGateway implements PlumGateway {
  readonly name = 'http' as const;

  constructor(private readonly options: HttpPlumOptions) {}

  get url(): string {
    return this.options.url;
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    requestId?: string,
  ): Promise<PlumResult<T>> {
    const key = await this.options.apiKey();
    if (!key) return { ok: false, code: 'NO_KEY', message: 'plum_api_key is not set' };
    const merchant = await this.options.merchantId();
    if (!merchant) return { ok: false, code: 'NO_MERCHANT', message: 'plum_merchant_id is not set' };
    const send = this.options.fetch ?? fetch;
    const base = this.options.url.replace(/\/+$/, '');
    const response = await send(`${base}/merchants/${encodeURIComponent(merchant)}/${path}`, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${key}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(requestId ? { 'idempotency-key': requestId } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    const answer = (await response.json().catch(() => ({}))) as T & ErrorAnswer;
    if (!response.ok || answer.error) {
      const code = typeof answer.error?.code === 'string' ? answer.error.code : String(response.status);
      const message = typeof answer.error?.message === 'string' ? answer.error.message : response.statusText;
      return { ok: false, code, message };
    }
    return { ok: true, value: answer };
  }

  async ping(): Promise<PlumResult<{ merchant: string }>> {
    const r = await this.call<{ merchant?: { name?: string } }>('GET', 'ping');
    return r.ok ? { ok: true, value: { merchant: r.value.merchant?.name ?? '' } } : r;
  }

  async applications(): Promise<PlumResult<PlumWireApplication[]>> {
    const r = await this.call<{ applications?: PlumWireApplication[] }>(
      'GET',
      'applications?status=NEW,CANCELLED',
    );
    return r.ok ? { ok: true, value: r.value.applications ?? [] } : r;
  }

  async accept(id: string, requestId: string): Promise<PlumResult<{ status: 'ACCEPTED' }>> {
    const r = await this.call<{ status?: string }>(
      'POST',
      `applications/${encodeURIComponent(id)}/accept`,
      {},
      requestId,
    );
    if (!r.ok) return r;
    return r.value.status === 'ACCEPTED'
      ? { ok: true, value: { status: 'ACCEPTED' } }
      : { ok: false, code: 'MALFORMED', message: `status ${String(r.value.status)}` };
  }

  async refuse(id: string, reason: string, requestId: string): Promise<PlumResult<{ status: 'REFUSED' }>> {
    const r = await this.call<{ status?: string }>(
      'POST',
      `applications/${encodeURIComponent(id)}/refuse`,
      { reason },
      requestId,
    );
    if (!r.ok) return r;
    return r.value.status === 'REFUSED'
      ? { ok: true, value: { status: 'REFUSED' } }
      : { ok: false, code: 'MALFORMED', message: `status ${String(r.value.status)}` };
  }

  async settlements(): Promise<PlumResult<PlumWireSettlement[]>> {
    const r = await this.call<{ settlements?: PlumWireSettlement[] }>('GET', 'settlements');
    return r.ok ? { ok: true, value: r.value.settlements ?? [] } : r;
  }
}
