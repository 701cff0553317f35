import {
  earlyCloseBonus,
  type ScheduleState,
  type SettlementKind,
  scheduleRest,
} from '@savdo/shared/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import type { LockedContract } from './settle-rows.ts';
import type { SettleInput } from './settle-types.ts';

/**
 * The early close in the settlement engine (DECISIONS.md "Early close"):
 * a payment that reaches the rest less the bonus closes the contract with
 * the bonus forgiven, whichever screen took it (the cash desk, the down
 * payment screen, the client's account, auto-pay, online payments, the
 * closed-contract bonuses screen).
 */

/** The kinds that take money for the contract: reaching the rest less the bonus, they close it early. */
const CLOSING_KINDS: ReadonlySet<SettlementKind> = new Set(['PAYMENT', 'PRE_PAYMENT', 'ACCOUNT']);

/** The early-close bonus of an open (ACTIVE or frozen) contract as of `date`; 0 for any other state. */
export async function bonusAsOf(
  tx: DbOrTx,
  contract: Pick<LockedContract, 'status'>,
  schedule: readonly ScheduleState[],
  date: string,
): Promise<bigint> {
  if (contract.status !== 'ACTIVE' && contract.status !== 'FREEZE') return 0n;
  const percent = await settingValue<number>(tx, 'early_close_bonus_percent');
  return earlyCloseBonus(schedule, date, percent);
}

/**
 * The bonus this payment closes the contract with: the bonus as of its date
 * when the amount reaches the rest less the bonus (what the due panel shows
 * as closing it that day), else 0 (a shorter payment forgives nothing).
 */
export async function closingBonus(
  tx: DbOrTx,
  contract: LockedContract,
  input: SettleInput,
  schedule: readonly ScheduleState[],
): Promise<bigint> {
  if (!CLOSING_KINDS.has(input.kind)) return 0n;
  const bonus = await bonusAsOf(tx, contract, schedule, input.date);
  if (bonus <= 0n) return 0n;
  const toClose = scheduleRest(schedule) - bonus;
  return toClose > 0n && input.amount >= toClose ? bonus : 0n;
}
