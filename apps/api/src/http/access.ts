import { createHash } from 'node:crypto';
import { checkRule, DEV_RULE, type RuleRequirement } from '@savdo/shared/rules';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { AppError, forbidden, unauthorized } from './errors.ts';

/**
 * Who may call an endpoint. Every `/api` route must declare it (checked when
 * the route is registered), so nothing is open by accident:
 * - `public`: anyone;
 * - `signed-in`: any valid session;
 * - a rule requirement (`province.show`, `a.show|b.show`, an array): a valid
 *   session whose user holds one of the alternatives (`is_dev.show` holds all).
 */
export type Access = 'public' | 'signed-in' | { rule: RuleRequirement };

export interface AuthContext {
  sessionId: number;
  userId: number;
  username: string;
  isDev: boolean;
  branchId: number | null;
  positionId: number | null;
  /** Effective rules: the user's, their position's, and `is_dev.show` for developers. */
  rules: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Sessions unused this long are refused and revoked. */
export const SESSION_IDLE_DAYS = 30;
/** `last_used_at` is written at most this often per session. */
const TOUCH_EVERY_SECONDS = 60;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

interface SessionRow extends Record<string, unknown> {
  session_id: string;
  idle_seconds: number;
  user_id: number;
  username: string;
  active: boolean;
  is_dev: boolean;
  branch_id: number | null;
  user_position_id: number | null;
  rules: string[];
}

/** One round trip: the session, its user, and the user's effective rules. */
export async function loadSession(db: Db, token: string): Promise<AuthContext | null> {
  const result = await db.execute<SessionRow>(sql`
    select s.id as session_id,
           extract(epoch from now() - s.last_used_at)::int as idle_seconds,
           u.id as user_id, u.username, u.active, u.is_dev, u.branch_id, u.user_position_id,
           array(
             select r.name from rules r
             where r.id in (
               select ur.rule_id from user_rules ur where ur.user_id = u.id
               union
               select pr.rule_id from position_rules pr where pr.position_id = u.user_position_id
             )
           ) as rules
    from sessions s
    join users u on u.id = s.user_id
    where s.token_hash = ${hashToken(token)} and s.revoked_at is null`);
  const row = result.rows[0];
  if (!row) return null;
  const sessionId = Number(row.session_id);
  if (!row.active || row.idle_seconds > SESSION_IDLE_DAYS * 86400) {
    await db.execute(
      sql`update sessions set revoked_at = now(), revoke_reason = ${row.active ? 'idle' : 'blocked'} where id = ${sessionId}`,
    );
    return null;
  }
  if (row.idle_seconds >= TOUCH_EVERY_SECONDS) {
    await db.execute(sql`update sessions set last_used_at = now() where id = ${sessionId}`);
  }
  const rules = new Set(row.rules);
  if (row.is_dev) rules.add(DEV_RULE);
  return {
    sessionId,
    userId: row.user_id,
    username: row.username,
    isDev: row.is_dev,
    branchId: row.branch_id,
    positionId: row.user_position_id,
    rules,
  };
}

/** The signed-in user of a request that passed the access check. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Throws 403 unless the request's user holds the requirement. */
export function requireRule(request: FastifyRequest, requirement: RuleRequirement): void {
  if (!checkRule(requirement, authOf(request).rules)) throw forbidden();
}

export const accessPlugin = fp(
  async (app: FastifyInstance, options: { db: Db }) => {
    app.decorateRequest('auth', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      if (!route.config?.access) {
        throw new Error(`Route ${route.method} ${route.url} declares no access; every /api route must.`);
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return;
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const auth = await loadSession(options.db, token);
      if (!auth) throw new AppError(401, 'errors.sessionExpired');
      request.auth = auth;
      if (access !== 'signed-in' && !checkRule(access.rule, auth.rules)) throw forbidden();
    });
  },
  { name: 'access' },
);
