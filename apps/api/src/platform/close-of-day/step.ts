import type { Db } from '../db/client.ts';

/**
 * The close of day: at night, for each business date in Tashkent that has
 * ended, every step below runs once, in order. A step gets the date it
 * closes (`date`) and the business date that begins after it (`today`):
 * stage moves and days late are counted as of `today`, reminders look ahead
 * from it, debits are queued for instalments due on it.
 *
 * A step must be idempotent for its date (running it twice for the same
 * date changes nothing the second time), work in short transactions of a
 * bounded batch (it must never hold a lock a cashier waits on for more than
 * tens of milliseconds: lock contracts in the order the engine does, or skip
 * the locked ones and pick them up next time), and be correct for a contract
 * a payment touched during the day (it reads the contract as it is now).
 */
export interface CloseStepContext {
  db: Db;
  /** The business date being closed, `YYYY-MM-DD`. */
  date: string;
  /** The business date after it (`date` + 1 day). */
  today: string;
  log: (message: string) => void;
}

export interface CloseStep {
  /** Unique, `module.action`. */
  name: string;
  /** What it did, as counts (kept on `business_day_steps.result`). */
  run: (context: CloseStepContext) => Promise<Record<string, number>>;
}
