import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { LoadResult } from './http-load.ts';

/** What a POST load client prints: the load figures and how many answers of each status. */
export interface PostLoadResult extends LoadResult {
  /** How many answers of each HTTP status. */
  statuses: Record<string, number>;
}

/** POSTs a JSON body on a keep-alive agent with a fresh Idempotency-Key; answers the HTTP status. */
export function post(agent: http.Agent, url: URL, token: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': randomUUID(),
        },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
