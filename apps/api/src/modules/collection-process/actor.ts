import type { FastifyRequest } from 'fastify';
import { authOf } from '../../http/access.ts';
import type { Actor } from '../money/service.ts';

export const actorOf = (request: FastifyRequest): Actor => {
  const auth = authOf(request);
  return { userId: auth.userId, rules: auth.rules };
};
