import type { DbOrTx } from '../../../platform/db/client.ts';

/** A payment the cash desk has just taken, as the areas above sales see it. */
export interface TakenPayment {
  settlementId: number;
  contractId: number;
  /** Minor units of the contract's currency. */
  amount: bigint;
  date: string;
  by: number | null;
}

/** What an area does, in the payment's own transaction, when a payment is taken (the client's SMS receipt). */
export type PaymentListener = (tx: DbOrTx, payment: TakenPayment) => Promise<unknown>;

const listeners = new Map<string, PaymentListener>();

/**
 * Plugs a listener in under a name (once per process: the wiring's
 * `plugHooks`; the same name again replaces it), so sales never call an area
 * above them by name.
 */
export function onPaymentTaken(name: string, listener: PaymentListener): void {
  listeners.set(name, listener);
}

/** Runs every listener, in the order plugged, inside the payment's transaction. */
export async function paymentTaken(tx: DbOrTx, payment: TakenPayment): Promise<void> {
  for (const listener of listeners.values()) await listener(tx, payment);
}
