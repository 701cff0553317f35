import type { ForgiveOptions, PaymentMethod, SettlementKind } from '@savdo/shared/contracts';
import type { Currency } from '@savdo/shared/money';
import type { MoneyAccountKind } from '@savdo/shared/schemas/money';
import type { Actor } from '../../../platform/actor/actor.ts';

/** What the settlement engine (`settle.ts`) is asked to post, and by whom. */

export interface SettleInput {
  contractId: number;
  /** A REFUND is made by `refundContract` (refund.ts): money goes out, not in. */
  kind: Exclude<SettlementKind, 'REFUND'>;
  /** Minor units of the contract's currency, > 0. */
  amount: bigint;
  /** Business date, YYYY-MM-DD; never before the contract's date (400 naming `dateField`). */
  date: string;
  /** The request's field the date came from (`payment_date`), named when the date is refused; default `date`. */
  dateField?: string | undefined;
  method?: PaymentMethod | undefined;
  /** The cashbox a payment comes into (PAYMENT, PRE_PAYMENT) unless `moneyAccount` says otherwise. */
  cashboxId?: number | undefined;
  /** Where a payment came in when not a cashbox (a bank account: `{ kind: 'bank_account', ref }`). */
  moneyAccount?: { kind: MoneyAccountKind; ref: number } | undefined;
  /** What the cashier took in another currency (a USD contract paid in UZS at the day's rate); both sums are kept. */
  paid?: { amount: bigint; currency: Currency; rate: string } | undefined;
  /** The cost item a WRITE_OFF goes to. */
  costItemId?: number | undefined;
  reason?: string | undefined;
  idempotencyKey?: string | undefined;
  /** How forgiveness spreads (default by kind: see `allocationOf`). */
  forgive?: ForgiveOptions | undefined;
}

export type SettleActor = Pick<Actor, 'userId'> & { rules?: Actor['rules'] | undefined };
