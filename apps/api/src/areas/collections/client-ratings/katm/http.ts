import type { KatmForm, KatmProvider, KatmReport, KatmResult } from './provider.ts';

/** Where the bureau's API is and how to sign in to it. */
export interface KatmHttpOptions {
  /** Base address, e.g. `https://api.katm.uz/lender/v1`. */
  url: string;
  /** The bearer token (the secret setting `credit_bureau_api_key`), read at each call. */
  token: () => Promise<string | null>;
  /** Milliseconds before a call is given up (default 20 s); the report is then re-sent. */
  timeoutMs?: number;
  /** The HTTP client (tests pass their own; no network in tests). */
  fetch?: typeof fetch;
}

/** Each form's address under the base. */
const PATHS: Record<KatmForm, string> = {
  APPLICATION: 'claims/registration',
  DECLINE: 'claims/reject',
  CONTRACT: 'contracts/registration',
  SCHEDULE: 'contracts/schedule',
  REPAYMENT: 'contracts/repayment',
  STATUS: 'contracts/status',
};

interface KatmAnswer {
  result?: { code?: unknown; message?: unknown };
  data?: { report_id?: unknown };
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;

/**
 * The bureau's HTTP client: `POST {url}/{form path}` with the report JSON,
 * `Authorization: Bearer <token>` and the request id as `Idempotency-Key`.
 * It answers `{ result: { code, message }, data: { report_id } }`: code `OK`
 * taken, `DUPLICATE` taken before (the same report id), anything else a
 * refusal of the content. Unreachable or timed out: thrown.
 */
export class KatmHttp implements KatmProvider {
  readonly name = 'katm';

  constructor(private readonly options: KatmHttpOptions) {}

  async submit(form: KatmForm, report: KatmReport): Promise<KatmResult> {
    const token = await this.options.token();
    if (!token) return { ok: false, code: 'NO_TOKEN', message: 'credit_bureau_api_key is not set', raw: {} };
    const send = this.options.fetch ?? fetch;
    const response = await send(`${this.options.url.replace(/\/+$/, '')}/${PATHS[form]}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': report.request_id,
      },
      body: JSON.stringify(report),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 20_000),
    });
    if (response.status >= 500) throw new Error(`KATM answered ${response.status}`);
    const raw = (await response.json().catch(() => ({}))) as KatmAnswer & Record<string, unknown>;
    const code = text(raw.result?.code) ?? String(response.status);
    const message = text(raw.result?.message) ?? response.statusText;
    const reportId = text(raw.data?.report_id);
    if (response.ok && (code === 'OK' || code === 'DUPLICATE') && reportId)
      return { ok: true, reportId, duplicate: code === 'DUPLICATE', raw };
    return { ok: false, code, message, raw };
  }
}
