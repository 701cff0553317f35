import type { FiscalKind, FiscalRegister, FiscalResult, OfdReceipt } from './fiscal-register.ts';

/** Where the online cash register's API is and how to sign in to it. */
export interface OfdOptions {
  /** The service's base address, e.g. `https://kassa.example.uz/api/v1`. */
  url: string;
  /** The API token (the secret setting `fiscal_api_token`), read at each call. */
  token: () => Promise<string | null>;
  /** Milliseconds before a call is given up (default 15 s); the receipt is then retried. */
  timeoutMs?: number;
  /** The HTTP client (tests pass their own; no network in tests). */
  fetch?: typeof fetch;
}

/** What the service answers for a registered receipt. */
interface OfdAnswer {
  TerminalID?: unknown;
  ReceiptSeq?: unknown;
  DateTime?: unknown;
  FiscalSign?: unknown;
  QRCodeURL?: unknown;
  error?: { code?: unknown; message?: unknown };
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;

/**
 * The client of the online cash register's HTTP API: `POST {url}/receipts/sale`
 * and `POST {url}/receipts/refund` with the receipt JSON, the bearer token,
 * and the request id as `Idempotency-Key` (the service answers the receipt it
 * made for a repeated key). A 2xx answer carries `TerminalID`, `ReceiptSeq`,
 * `DateTime`, `FiscalSign` and `QRCodeURL`; a refusal `{ error: { code,
 * message } }`. Unreachable or timed out: thrown, and the receipt is retried.
 */
export class OfdFiscalRegister implements FiscalRegister {
  readonly name = 'ofd';

  constructor(private readonly options: OfdOptions) {}

  async register(kind: FiscalKind, requestId: string, receipt: OfdReceipt): Promise<FiscalResult> {
    const token = await this.options.token();
    if (!token) return { ok: false, message: 'fiscal_api_token is not set' };
    const path = kind === 'SALE' ? 'receipts/sale' : 'receipts/refund';
    const send = this.options.fetch ?? fetch;
    const response = await send(`${this.options.url.replace(/\/+$/, '')}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': requestId,
      },
      body: JSON.stringify(receipt),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    const answer = (await response.json().catch(() => ({}))) as OfdAnswer;
    if (!response.ok || answer.error) {
      const code = text(answer.error?.code) ?? String(response.status);
      return { ok: false, message: `${code}: ${text(answer.error?.message) ?? response.statusText}` };
    }
    const terminalId = text(answer.TerminalID);
    const receiptId = text(answer.ReceiptSeq);
    const fiscalSign = text(answer.FiscalSign);
    if (!terminalId || !receiptId || !fiscalSign) return { ok: false, message: 'malformed answer' };
    return {
      ok: true,
      terminalId,
      receiptId,
      fiscalSign,
      qrUrl: text(answer.QRCodeURL) ?? '',
      time: text(answer.DateTime) ?? receipt.Time,
    };
  }
}
