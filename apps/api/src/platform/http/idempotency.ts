import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { authOf } from './access.ts';
import { AppError, FieldErrors } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route requires an `Idempotency-Key` header (every POST that moves money): 400 without one. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed; its answer is stored when sent. */
    idempotencyKey: string | undefined;
  }
}

/** A JSON text with object keys sorted, so the same body always hashes alike. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const requestHash = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${stableJson(request.body ?? null)}`)
    .digest('hex');

const VALID_KEY = /^[\x21-\x7e]{1,200}$/;

export interface IdempotencyOptions {
  db: Db;
  /** How long a key is remembered (default 24 hours). */
  ttlHours?: number;
  /** How long a duplicate waits for the first request's answer before 409 "in progress" (default 10 s). */
  waitMs?: number;
}

/**
 * `Idempotency-Key` for routes marked `config.idempotent`, required there
 * (400 naming the header before the handler runs, so nothing is written): the first
 * request with a key claims (user, key) in a committed row before its
 * handler runs; its answer (status and body, a 4xx refusal too) is stored
 * when sent, a 5xx releases the claim so a retry runs again. A repeat with
 * the same key and the same method, URL and body answers the stored answer
 * (header `Idempotent-Replayed: true`) and runs nothing; with another body
 * it is 409. A repeat while the first is still running waits for its answer
 * (up to `waitMs`, then 409 "in progress"). Keys expire after `ttlHours`.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, options: IdempotencyOptions) => {
    const { db } = options;
    const ttl = `${options.ttlHours ?? 24} hours`;
    const waitMs = options.waitMs ?? 10_000;
    let claims = 0;
    app.decorateRequest('idempotencyKey', undefined);

    const claim = async (userId: number, key: string, hash: string): Promise<boolean> => {
      if (++claims % 1000 === 0) await db.execute(sql`delete from idempotency_keys where expires_at < now()`);
      // Committed without waiting for the WAL flush (one flush less a request): the claim is seen by a
      // concurrent duplicate at once all the same, and the handler's own commit flushes it with its work; a
      // crash before that loses only a claim whose work was lost too, so a retry runs again, rightly.
      const claimed =
        await db.execute(sql`insert into idempotency_keys (user_id, key, request_hash, expires_at)
        select ${userId}, ${key}, ${hash}, now() + ${ttl}::interval
        from (select set_config('synchronous_commit', 'off', true)) as unflushed
        on conflict (user_id, key) do update set request_hash = excluded.request_hash, status_code = null,
          response = null, created_at = now(), expires_at = excluded.expires_at
          where idempotency_keys.expires_at < now()
        returning user_id`);
      return claimed.rows.length > 0;
    };

    async function replay(request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> {
      const userId = authOf(request).userId;
      const hash = requestHash(request);
      const deadline = Date.now() + waitMs;
      for (;;) {
        if (await claim(userId, key, hash)) {
          request.idempotencyKey = key;
          return false;
        }
        const rows = await db.execute<{
          request_hash: string;
          status_code: number | null;
          response: string | null;
        }>(
          sql`select request_hash, status_code, response from idempotency_keys
            where user_id = ${userId} and key = ${key} and expires_at >= now()`,
        );
        const row = rows.rows[0];
        if (row) {
          if (row.request_hash !== hash) throw new AppError(409, 'money.idempotency.mismatch');
          if (row.status_code !== null) {
            reply
              .code(row.status_code)
              .header('content-type', 'application/json; charset=utf-8')
              .header('idempotent-replayed', 'true')
              .send(row.response ?? '');
            return true;
          }
          if (Date.now() > deadline) throw new AppError(409, 'money.idempotency.inProgress');
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }
    }

    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config.idempotent) return;
      const header = request.headers['idempotency-key'];
      // required (DECISIONS.md "Money"): a money POST without its key could post twice on a retry
      if (header === undefined) {
        throw new FieldErrors([{ field: 'Idempotency-Key', key: 'money.idempotency.required' }]);
      }
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || !VALID_KEY.test(key)) throw new AppError(400, 'money.idempotency.badKey');
      if (await replay(request, reply, key)) return reply;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.idempotencyKey;
      if (!key || !request.auth) return payload;
      const userId = request.auth.userId;
      if (reply.statusCode >= 500) {
        await db.execute(sql`delete from idempotency_keys where user_id = ${userId} and key = ${key}`);
      } else {
        const body = typeof payload === 'string' ? payload : JSON.stringify(payload ?? null);
        await db.execute(sql`update idempotency_keys set status_code = ${reply.statusCode}, response = ${body}
          where user_id = ${userId} and key = ${key}`);
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['access'] },
);
