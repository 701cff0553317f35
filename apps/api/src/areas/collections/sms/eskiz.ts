import {
  outcomeOf,
  type SmsDelivery,
  type SmsGateway,
  type SmsSendRequest,
  type SmsSendResult,
} from './gateway.ts';

/** Where Eskiz is and how to sign in to it. */
export interface EskizOptions {
  /** The API's base address, `https://notify.eskiz.uz/api` (SMS_URL). */
  url: string;
  /** The account's e-mail and password (secret settings `sms_provider_login`, `sms_provider_password`), read when signing in. */
  credentials: () => Promise<{ email: string | null; password: string | null }>;
  /** The sender name or short number (`from`, SMS_FROM; Eskiz's default `4546`). */
  from?: string;
  /** Milliseconds before a call is given up (default 15 s); the message is then retried. */
  timeoutMs?: number;
  /** The HTTP client (tests pass their own; no network in tests). */
  fetch?: typeof fetch;
}

interface EskizAnswer {
  id?: unknown;
  message?: unknown;
  status?: unknown;
  data?: { token?: unknown; status?: unknown; id?: unknown } | null;
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;

/** Thrown for a 5xx or an unusable answer: the caller retries later. */
class EskizUnavailable extends Error {}

/**
 * The client of Eskiz.uz's SMS API: `POST auth/login` (email, password) for
 * a bearer token kept in memory, `PATCH auth/refresh` when a call answers
 * 401 (signing in again if that fails too), `POST message/sms/send`
 * (mobile_phone, message, from, callback_url) answering `{ id, status:
 * "waiting" }`, and `GET message/sms/status_by_id/{id}` answering `{ data: {
 * status: "DELIVRD" | "REJECTD" | … } }`. The delivery callbacks come to our
 * callback route. 4xx answers refuse the message; 5xx, timeouts and an
 * unreachable service are thrown and retried.
 */
export class EskizSmsGateway implements SmsGateway {
  readonly name = 'eskiz';
  private token: string | null = null;

  constructor(private readonly options: EskizOptions) {}

  private endpoint(path: string): string {
    return `${this.options.url.replace(/\/+$/, '')}/${path}`;
  }

  private async call(method: string, path: string, body?: FormData, token?: string) {
    const send = this.options.fetch ?? fetch;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await send(this.endpoint(path), {
      method,
      headers,
      ...(body ? { body } : {}),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    const answer = (await response.json().catch(() => ({}))) as EskizAnswer;
    if (response.status >= 500) throw new EskizUnavailable(`${response.status}: ${response.statusText}`);
    return { status: response.status, answer };
  }

  /** Signs in with the account's e-mail and password: a new token. */
  private async login(): Promise<string> {
    const { email, password } = await this.options.credentials();
    if (!email || !password)
      throw new EskizUnavailable('sms_provider_login / sms_provider_password are not set');
    const form = new FormData();
    form.set('email', email);
    form.set('password', password);
    const { status, answer } = await this.call('POST', 'auth/login', form);
    const token = text(answer.data?.token);
    if (status !== 200 || !token)
      throw new EskizUnavailable(`sign-in refused: ${text(answer.message) ?? status}`);
    this.token = token;
    return token;
  }

  /** A fresh token after a 401: `auth/refresh`, or signing in again. */
  private async renew(): Promise<string> {
    if (this.token) {
      const { status, answer } = await this.call('PATCH', 'auth/refresh', undefined, this.token);
      const token = text(answer.data?.token);
      if (status === 200 && token) {
        this.token = token;
        return token;
      }
    }
    return this.login();
  }

  /** A call with the token; on 401 the token is renewed once and the call repeated. */
  private async authorized(method: string, path: string, body?: () => FormData) {
    const token = this.token ?? (await this.login());
    const first = await this.call(method, path, body?.(), token);
    if (first.status !== 401) return first;
    return this.call(method, path, body?.(), await this.renew());
  }

  async send(request: SmsSendRequest): Promise<SmsSendResult> {
    const form = () => {
      const f = new FormData();
      f.set('mobile_phone', request.phone);
      f.set('message', request.text);
      f.set('from', this.options.from ?? '4546');
      if (request.callbackUrl) f.set('callback_url', request.callbackUrl);
      return f;
    };
    const { status, answer } = await this.authorized('POST', 'message/sms/send', form);
    const providerId = text(answer.id);
    if (status >= 200 && status < 300 && providerId)
      return { ok: true, providerId, providerStatus: text(answer.status) ?? 'waiting' };
    const message = `${status}: ${text(answer.message) ?? 'refused'}`;
    // 429: too many requests, try later; other 4xx: the message itself is refused.
    return { ok: false, retry: status === 429 || status === 401, message };
  }

  async status(providerId: string): Promise<SmsDelivery | null> {
    const { status, answer } = await this.authorized(
      'GET',
      `message/sms/status_by_id/${encodeURIComponent(providerId)}`,
    );
    if (status === 404) return null;
    const word = text(answer.data?.status);
    if (status !== 200 || !word) throw new EskizUnavailable(`status of ${providerId}: ${status}`);
    return { providerId, outcome: outcomeOf(word), providerStatus: word };
  }
}
