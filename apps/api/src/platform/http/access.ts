import { createHash } from 'node:crypto';
import { checkRule, DEV_RULE, needsTwoFactor, type RuleRequirement } from '@savdo/shared/rules';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { type Db, executePrepared } from '../db/client.ts';
import { AppError, forbidden, unauthorized } from './errors.ts';
import { SessionCache } from './session-cache.ts';

/**
 * Who may call an endpoint. Every `/api` route must declare it (checked when
 * the route is registered), so nothing is open by accident:
 * - `public`: anyone;
 * - `signed-in`: any valid session;
 * - `enrolment`: any valid session, also one whose user must first enrol a
 *   second factor (every other route refuses such a session with 403);
 * - a rule requirement (`province.show`, `a.show|b.show`, an array): a valid
 *   session whose user holds one of the alternatives (`is_dev.show` holds all).
 */
export type Access = 'public' | 'signed-in' | 'enrolment' | { rule: RuleRequirement };

export interface AuthContext {
  sessionId: number;
  userId: number;
  username: string;
  isDev: boolean;
  branchId: number | null;
  positionId: number | null;
  /** Effective rules: the user's, their position's, and `is_dev.show` for developers; none while enrolment is pending. */
  rules: ReadonlySet<string>;
  /** The user holds a rights-management rule but has no second factor yet: only enrolment is open. */
  enrolmentPending: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** The session cache, when on (`sessionCacheMs` > 0). */
    sessionCache?: SessionCache<AuthContext>;
  }
}

/** Defaults of the session limits (general settings `session_idle_minutes`, `session_lifetime_hours`). */
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_LIFETIME_HOURS = 12;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

interface SessionRow extends Record<string, unknown> {
  session_id: string;
  expired: 'blocked' | 'absolute' | 'idle' | null;
  user_id: number;
  username: string;
  is_dev: boolean;
  branch_id: number | null;
  user_position_id: number | null;
  two_factor: boolean;
  rules: string[];
  /** Seconds until the nearer of the session's idle and absolute deadlines. */
  valid_s: number;
}

/** A numeric general setting in SQL, or its default when missing or not a number. */
const numericSetting = (alias: string, fallback: number) => sql`coalesce((select (g.value #>> '{}')::numeric
  from general_settings g where g.alias = ${alias} and jsonb_typeof(g.value) = 'number'), ${fallback})`;

/** The session limits in seconds (never below a minute or an hour), as SQL. */
export const idleLimit = sql`greatest(${numericSetting('session_idle_minutes', SESSION_IDLE_MINUTES)}, 1) * 60`;
export const lifetimeLimit = sql`greatest(${numericSetting('session_lifetime_hours', SESSION_LIFETIME_HOURS)}, 1) * 3600`;

/** SQL: the session `s` is within both limits (device control lists only these as open). */
export const withinLimits = sql`s.last_used_at > now() - ${idleLimit} * interval '1 second'
  and s.created_at > now() - ${lifetimeLimit} * interval '1 second'`;

/**
 * The names of the rules a user `u` (the alias in the query) holds: their
 * own and their position's, as a text array (a developer's DEV_RULE is added
 * by the caller from `is_dev`).
 */
export const USER_RULE_NAMES = sql`array(
             select r.name from rules r
             where r.id in (
               select ur.rule_id from user_rules ur where ur.user_id = u.id
               union
               select pr.rule_id from position_rules pr where pr.position_id = u.user_position_id
             )
           )`;

/**
 * One round trip: the session, its user, the user's effective rules and the
 * session limits (general settings `session_idle_minutes`, default 30, and
 * `session_lifetime_hours`, default 12). In the same statement a session past
 * either limit (or of a blocked user) is revoked with its reason and logged,
 * and a live one is touched: `last_used_at` is written once per 1/30 of the
 * idle limit (a minute for 30 minutes), so the limit is exact to about 3 %.
 */
export async function loadSession(
  db: Db,
  token: string,
  cache?: SessionCache<AuthContext> | null,
): Promise<AuthContext | null> {
  const key = hashToken(token);
  const cached = cache?.get(key);
  if (cached) return cached;
  const generation = cache?.generation ?? 0;
  const result = await executePrepared<SessionRow>(
    db,
    sql`
    with cfg as (
      select ${idleLimit} as idle, ${lifetimeLimit} as lifetime
    ), s as (
      select s.id, s.user_id, s.ip, s.user_agent, s.device_id,
             extract(epoch from now() - s.last_used_at) as idle_s,
             extract(epoch from now() - s.created_at) as age_s,
             case when not u.active then 'blocked'
                  when extract(epoch from now() - s.created_at) > cfg.lifetime then 'absolute'
                  when extract(epoch from now() - s.last_used_at) > cfg.idle then 'idle' end as expired
      from sessions s join users u on u.id = s.user_id cross join cfg
      where s.token_hash = ${key} and s.revoked_at is null
    ), revoked as (
      update sessions set revoked_at = now(), revoke_reason = s.expired
      from s where sessions.id = s.id and s.expired is not null returning sessions.id
    ), logged as (
      insert into sign_in_events (event, reason, user_id, username, ip, user_agent, device_id, session_id)
      select 'session_revoked', s.expired, s.user_id, u.username, s.ip, s.user_agent, s.device_id, s.id
      from s join users u on u.id = s.user_id where s.expired is not null
    ), touched as (
      update sessions set last_used_at = now()
      from s, cfg where sessions.id = s.id and s.expired is null and s.idle_s >= cfg.idle / 30
      returning sessions.id
    )
    select s.id as session_id, s.expired, least(cfg.idle - s.idle_s, cfg.lifetime - s.age_s)::float8 as valid_s,
           u.id as user_id, u.username, u.is_dev, u.branch_id, u.user_position_id,
           exists(select 1 from user_two_factor t where t.user_id = u.id and t.enabled_at is not null) as two_factor,
           ${USER_RULE_NAMES} as rules
    from s join users u on u.id = s.user_id cross join cfg`,
  );
  const row = result.rows[0];
  if (!row || row.expired) return null;
  const auth = toAuth(row);
  cache?.set(key, auth, row.valid_s * 1000, generation);
  return auth;
}

function toAuth(row: SessionRow): AuthContext {
  const rules = new Set(row.rules);
  if (row.is_dev) rules.add(DEV_RULE);
  const enrolmentPending = !row.two_factor && needsTwoFactor(rules);
  return {
    sessionId: Number(row.session_id),
    userId: row.user_id,
    username: row.username,
    isDev: row.is_dev,
    branchId: row.branch_id,
    positionId: row.user_position_id,
    rules: enrolmentPending ? new Set() : rules,
    enrolmentPending,
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

/** The pg pool behind a Drizzle handle made by `connect` (its connection settings open the LISTEN client). */
const poolOf = (db: Db): pg.Pool => (db as Db & { $client: pg.Pool }).$client;

export const accessPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; sessionCacheMs?: number }) => {
    app.decorateRequest('auth', null);
    const ttl = options.sessionCacheMs ?? 0;
    const cache = ttl > 0 ? new SessionCache<AuthContext>(poolOf(options.db).options, ttl) : null;
    if (cache) {
      app.decorate('sessionCache', cache);
      await cache.start();
      app.addHook('onClose', () => cache.stop());
      // A write answered by this process may have signed out, revoked, or changed rules: the next
      // request must not wait for the notification (the handler has committed by now).
      app.addHook('onSend', (request, _reply, payload, done) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') cache.forget();
        done(null, payload);
      });
    }

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
      const auth = await loadSession(options.db, token, cache);
      if (!auth) throw new AppError(401, 'errors.sessionExpired');
      request.auth = auth;
      if (auth.enrolmentPending && access !== 'enrolment') {
        throw new AppError(403, 'errors.twoFactorEnrolmentRequired');
      }
      if (access !== 'signed-in' && access !== 'enrolment' && !checkRule(access.rule, auth.rules))
        throw forbidden();
    });
  },
  { name: 'access' },
);
