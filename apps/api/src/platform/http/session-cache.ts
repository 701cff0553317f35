import pg from 'pg';

/** The channel the triggers of migration 0032 notify when anything the access check reads changes. */
export const AUTH_CHANNEL = 'savdo_auth';

const MAX_ENTRIES = 10_000;
const RECONNECT_MS = 1_000;

interface Entry<T> {
  value: T;
  until: number;
}

/**
 * A short in-process cache of checked sessions (by token hash), so a request
 * of a busy session costs no access-check round trip. Correct only because
 * it forgets everything at once:
 * - on every NOTIFY of channel `savdo_auth` (triggers on sessions, users,
 *   their rules, positions' rules, rules, second factors and general
 *   settings: a sign-out, a revocation, a password or 2FA reset, a rule
 *   granted or removed anywhere, by this process or any other);
 * - synchronously when this process answers any write request (`forget()`,
 *   called by the access plugin), so a change made through this API is seen
 *   by the very next request without waiting for the notification;
 * - per entry at the earliest of `ttlMs` (the backstop), the session's idle
 *   deadline and its absolute deadline.
 * It serves nothing while its LISTEN connection is down (and not before it
 * is listening). A load that started before a forget is never stored
 * (`generation`), so a result read before a change cannot outlive it.
 */
export class SessionCache<T> {
  private entries = new Map<string, Entry<T>>();
  private client: pg.Client | null = null;
  private listening = false;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;
  /** Bumped by every forget; a load stores its result only if none happened meanwhile. */
  generation = 0;
  /** Called after every forget (tests wait on it). */
  onForget: (() => void) | null = null;

  constructor(
    private readonly connection: pg.ClientConfig,
    readonly ttlMs: number,
  ) {}

  /** Opens the LISTEN connection; the cache serves once it is listening. */
  async start(): Promise<void> {
    const client = new pg.Client(this.connection);
    this.client = client;
    const down = () => {
      if (this.client !== client) return;
      this.listening = false;
      this.client = null;
      this.forget();
      client.end().catch(() => {});
      if (!this.closed) this.timer = setTimeout(() => this.start().catch(down), RECONNECT_MS);
    };
    client.on('error', down);
    client.on('end', down);
    client.on('notification', () => this.forget());
    try {
      await client.connect();
      await client.query(`listen ${AUTH_CHANNEL}`);
      if (this.client === client) {
        // Whatever changed while not listening is unknown: start empty.
        this.forget();
        this.listening = true;
      }
    } catch {
      down();
    }
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    this.listening = false;
    this.forget();
    await client?.end().catch(() => {});
  }

  get active(): boolean {
    return this.listening;
  }

  get(key: string): T | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores a load begun at `generation`, valid for at most `validMs` (the session's nearest deadline). */
  set(key: string, value: T, validMs: number, generation: number): void {
    if (!this.listening || generation !== this.generation) return;
    const ms = Math.min(this.ttlMs, validMs);
    if (ms <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { value, until: Date.now() + ms });
  }

  forget(): void {
    this.generation++;
    this.entries.clear();
    this.onForget?.();
  }
}
