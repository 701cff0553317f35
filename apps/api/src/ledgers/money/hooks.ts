import type { MoneyAccountKind } from '@savdo/shared/schemas/money';
import type { Actor } from '../../platform/actor/actor.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { Line } from './lines.ts';

/** Who posts: the checks an area plugs in may depend on the poster's rules. */
export type PostingActor = Pick<Actor, 'userId'> & { rules?: Actor['rules'] | undefined };

/** An operation about to be written or approved, as the checks see it. */
export interface OperationDraft {
  branchId: number | null;
  date: string;
  lines: readonly Line[];
}

/** The lines one operation posted, with the operation they belong to. */
export interface PostedOperation {
  ctx: { operationId: number; date: string };
  lines: readonly Line[];
}

/**
 * What a business area plugs into the money journal for the accounts of one
 * kind: a check run before an operation with such lines is written or
 * approved (an expense item's estimate), and a posting to a sub-ledger kept
 * beside the journal (a supplier's debt), run in the same transaction after
 * the postings are appended.
 */
export interface AccountKindHook {
  check?: (tx: DbOrTx, op: OperationDraft, actor: PostingActor) => Promise<void>;
  posted?: (tx: DbOrTx, operations: readonly PostedOperation[]) => Promise<void>;
}

/**
 * The kinds whose lines need a hook: posting such a line with none plugged
 * in throws instead of skipping the check or the sub-ledger quietly.
 */
const HOOKED_KINDS: ReadonlySet<MoneyAccountKind> = new Set<MoneyAccountKind>(['expense_item', 'supplier']);

const hooks = new Map<MoneyAccountKind, AccountKindHook>();

/**
 * Plugs an area's hook for one account kind (once per process; the wiring's
 * `plugHooks` does it for every area). Plugging the same kind twice
 * replaces the hook, so a test app built twice stays correct.
 */
export function plugAccountKindHook(kind: MoneyAccountKind, hook: AccountKindHook): void {
  hooks.set(kind, hook);
}

function hooksFor(lines: readonly Line[]): AccountKindHook[] {
  const kinds = new Set(lines.map((l) => l.kind));
  const out: AccountKindHook[] = [];
  for (const kind of kinds) {
    const hook = hooks.get(kind);
    if (hook) out.push(hook);
    else if (HOOKED_KINDS.has(kind))
      throw new Error(`no money journal hook plugged in for "${kind}" accounts`);
  }
  return out;
}

/** Runs the checks of every account kind an operation's lines touch. */
export async function runOperationChecks(tx: DbOrTx, op: OperationDraft, actor: PostingActor): Promise<void> {
  for (const hook of hooksFor(op.lines)) await hook.check?.(tx, op, actor);
}

/** Runs the sub-ledger postings of every account kind the posted lines touch. */
export async function runPostedHooks(tx: DbOrTx, operations: readonly PostedOperation[]): Promise<void> {
  for (const hook of hooksFor(operations.flatMap((o) => o.lines))) await hook.posted?.(tx, operations);
}
