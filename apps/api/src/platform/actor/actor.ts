import type { FastifyRequest } from 'fastify';
import { authOf } from '../http/access.ts';

/**
 * Who acts: the signed-in user, their branch and their effective rules (for
 * rights beyond the endpoint's own: approving, exceeding a limit, every
 * cashbox). Services take it; only the HTTP layer makes it (`actorOf`), the
 * seed and the background jobs make theirs from the system user.
 */
export interface Actor {
  userId: number;
  /** The user's branch (absent where the caller acts for no branch: the seed, a background job). */
  branchId?: number | null;
  rules: ReadonlySet<string>;
}

/** The acting user of a request that passed the access check. */
export function actorOf(request: FastifyRequest): Actor {
  const auth = authOf(request);
  return { userId: auth.userId, branchId: auth.branchId, rules: auth.rules };
}
