import { fromMinor } from '@savdo/shared/money';
import type { SettleResult } from './settle.ts';

/** A settlement's result on the wire: amounts as decimal strings, each allocation with its bucket. */
export function presentSettlement(r: SettleResult) {
  return {
    settlement_id: r.settlementId,
    kind: r.kind,
    allocated: fromMinor(r.allocated),
    overpaid: fromMinor(r.overpaid),
    rest: fromMinor(r.rest),
    next_due_date: r.nextDueDate,
    status: r.status,
    operation_id: r.operationId,
    replayed: r.replayed,
    allocations: r.allocations.map((a) => ({
      n: a.n,
      amount: fromMinor(a.amount),
      markup: fromMinor(a.markup),
      bucket: a.bucket,
    })),
  };
}
