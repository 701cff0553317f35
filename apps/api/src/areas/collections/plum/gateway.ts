import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Plum, an instalment (BNPL) partner (docs/DECISIONS.md "Plum"), behind an
 * interface so the product runs and is tested without it. The partner's
 * clients apply in its app to buy a store's goods on instalments; the
 * partner sends the store each application (a webhook, or a pull), the
 * store accepts or refuses it, and the partner pays the store for the
 * accepted ones, less its fee (a settlement). Sums are decimal strings of
 * soʻm, as the partner's JSON carries them.
 */

export interface PlumWireItem {
  name: string;
  sku: string | null;
  quantity: number;
  price: string;
}

export interface PlumWireApplication {
  id: string;
  status: 'NEW' | 'ACCEPTED' | 'REFUSED' | 'CANCELLED';
  client: { name: string; pinfl: string | null; phone: string | null };
  items: PlumWireItem[];
  total: string;
  months: number;
  created_at: string;
}

export interface PlumWireSettlement {
  id: string;
  application_ids: string[];
  amount: string;
  fee: string;
  paid: string;
  paid_on: string;
}

/** An event the partner posts to the store's webhook. */
export type PlumEvent =
  | { event_id: string; type: 'application.created'; data: PlumWireApplication }
  | { event_id: string; type: 'application.cancelled'; data: { id: string } }
  | { event_id: string; type: 'settlement.created'; data: PlumWireSettlement };

/** An answer: what was asked, or the partner's refusal (its code and text). */
export type PlumResult<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

/**
 * The partner's merchant API. `requestId` is the caller's idempotency key: the
 * same id again answers what it answered (a retry after a lost answer never
 * decides twice). A thrown error is a failure to reach the partner (down, timed out).
 */
export interface PlumGateway {
  readonly name: 'local' | 'http';
  /** The API's address (the real client's), for the settings screen. */
  readonly url: string | null;
  /** Checks the merchant's credentials: the merchant's name at the partner. */
  ping(): Promise<PlumResult<{ merchant: string }>>;
  /** The applications waiting for the store's decision (and the ones cancelled since). */
  applications(): Promise<PlumResult<PlumWireApplication[]>>;
  accept(applicationId: string, requestId: string): Promise<PlumResult<{ status: 'ACCEPTED' }>>;
  refuse(
    applicationId: string,
    reason: string,
    requestId: string,
  ): Promise<PlumResult<{ status: 'REFUSED' }>>;
  /** The payouts made to the store. */
  settlements(): Promise<PlumResult<PlumWireSettlement[]>>;
}

/** The webhook's signature: HMAC-SHA256 of the raw body under the webhook secret, hex (`X-Plum-Signature`). */
export const signPlumBody = (body: string, secret: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

export function plumSignatureValid(body: string, secret: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signPlumBody(body, secret), 'hex');
  const given = Buffer.from(signature.trim().toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** How the fake fails its next calls: refuses, decides but loses its answer (a timeout), or is unreachable. */
export type PlumFailure = 'refuse' | 'lost' | 'down';

const refusal = (code: string, message: string) => ({ ok: false as const, code, message });

/**
 * The local fake of the partner, the default: it keeps applications and
 * payouts in memory, takes new applications from `submit` (as a client
 * applying in the partner's app) and answers them in the shape of the
 * webhook, decides each once (the same request id answers the same), refuses
 * deciding an unknown, cancelled or already decided application, pays out
 * the accepted ones less a 3 % fee (`settle`), and fails on demand (`failNext`).
 */
export class LocalPlumGateway implements PlumGateway {
  readonly name = 'local' as const;
  readonly url = null;
  private readonly apps = new Map<string, PlumWireApplication>();
  private readonly payouts: PlumWireSettlement[] = [];
  private readonly answered = new Map<string, PlumResult<{ status: 'ACCEPTED' | 'REFUSED' }>>();
  private failures: PlumFailure[] = [];
  private seq = 0;
  private events = 0;

  /**
   * `sandbox`: the fake the server runs by default, whose memory starts empty at each start while the
   * store keeps the applications it sent before; like a partner's sandbox it takes a decision on any
   * application id of its shape (`PL-…`) it does not remember. Tests use the strict fake.
   */
  constructor(private readonly options: { sandbox?: boolean } = {}) {}

  /** The next `count` calls fail in the given way. */
  failNext(count: number, how: PlumFailure = 'down'): void {
    this.failures.push(...Array.from({ length: count }, () => how));
  }

  /** How many decisions the partner took (answers repeated from memory not counted). */
  decisions = 0;

  /** A client applies in the partner's app: the application and the webhook event announcing it. */
  submit(input: Omit<PlumWireApplication, 'id' | 'status' | 'created_at'> & { id?: string }): PlumEvent {
    this.seq += 1;
    const app: PlumWireApplication = {
      ...input,
      id: input.id ?? `PL-${String(100_000 + this.seq)}`,
      status: 'NEW',
      created_at: new Date().toISOString(),
    };
    this.apps.set(app.id, app);
    return { event_id: this.eventId(), type: 'application.created', data: app };
  }

  /** The client cancels in the partner's app before the store decides. */
  cancel(id: string): PlumEvent {
    const app = this.apps.get(id);
    if (app && app.status === 'NEW') app.status = 'CANCELLED';
    return { event_id: this.eventId(), type: 'application.cancelled', data: { id } };
  }

  /** The partner pays the store for the accepted applications not paid yet (null when there are none). */
  settle(paidOn: string): PlumEvent | null {
    const paid = new Set(this.payouts.flatMap((p) => p.application_ids));
    const due = [...this.apps.values()].filter((a) => a.status === 'ACCEPTED' && !paid.has(a.id));
    if (due.length === 0) return null;
    const cents = due.reduce((s, a) => s + BigInt(a.total.replace('.', '')), 0n);
    const fee = (cents * 3n + 50n) / 100n;
    const money = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
    const payout: PlumWireSettlement = {
      id: `PS-${String(this.payouts.length + 1).padStart(5, '0')}`,
      application_ids: due.map((a) => a.id),
      amount: money(cents),
      fee: money(fee),
      paid: money(cents - fee),
      paid_on: paidOn,
    };
    this.payouts.push(payout);
    return { event_id: this.eventId(), type: 'settlement.created', data: payout };
  }

  private adopt(id: string): void {
    this.apps.set(id, {
      id,
      status: 'NEW',
      client: { name: '', pinfl: null, phone: null },
      items: [],
      total: '0.00',
      months: 1,
      created_at: new Date().toISOString(),
    });
  }

  private eventId(): string {
    this.events += 1;
    return `EV-${String(this.events).padStart(6, '0')}`;
  }

  private async fail(): Promise<PlumFailure | undefined> {
    const failure = this.failures.shift();
    if (failure === 'down') throw new Error('plum unreachable');
    return failure;
  }

  async ping() {
    if ((await this.fail()) === 'refuse') return refusal('UNAUTHORIZED', 'invalid merchant key');
    return { ok: true as const, value: { merchant: 'Savdo (Plum sandbox)' } };
  }

  async applications() {
    if ((await this.fail()) === 'refuse') return refusal('SERVICE_UNAVAILABLE', 'try later');
    const value = [...this.apps.values()].filter((a) => a.status === 'NEW' || a.status === 'CANCELLED');
    return { ok: true as const, value: value.map((a) => ({ ...a })) };
  }

  async settlements() {
    if ((await this.fail()) === 'refuse') return refusal('SERVICE_UNAVAILABLE', 'try later');
    return { ok: true as const, value: this.payouts.map((p) => ({ ...p })) };
  }

  accept(id: string, requestId: string) {
    return this.decide(id, 'ACCEPTED', requestId) as Promise<PlumResult<{ status: 'ACCEPTED' }>>;
  }

  refuse(id: string, _reason: string, requestId: string) {
    return this.decide(id, 'REFUSED', requestId) as Promise<PlumResult<{ status: 'REFUSED' }>>;
  }

  private async decide(id: string, to: 'ACCEPTED' | 'REFUSED', requestId: string) {
    const failure = await this.fail();
    if (failure === 'refuse') return refusal('SERVICE_UNAVAILABLE', 'try later');
    const known = this.answered.get(requestId);
    if (known) {
      if (failure === 'lost') throw new Error('plum answer lost');
      return known;
    }
    if (!this.apps.has(id) && this.options.sandbox && /^PL-\d+$/.test(id)) this.adopt(id);
    const app = this.apps.get(id);
    let answer: PlumResult<{ status: 'ACCEPTED' | 'REFUSED' }>;
    if (!app) answer = refusal('APPLICATION_NOT_FOUND', `no application ${id}`);
    else if (app.status === 'CANCELLED') answer = refusal('APPLICATION_CANCELLED', 'the client cancelled it');
    else if (app.status !== 'NEW') answer = refusal('APPLICATION_DECIDED', `already ${app.status}`);
    else {
      app.status = to;
      this.decisions += 1;
      answer = { ok: true, value: { status: to } };
    }
    this.answered.set(requestId, answer);
    if (failure === 'lost') throw new Error('plum answer lost');
    return answer;
  }
}
