/**
 * A payment load client in a process of its own (so it does not share the
 * server's event loop): one keep-alive connection per cashier, each posting
 * its own payment bodies (distinct contracts, its own cashbox) one after
 * another, each with its own Idempotency-Key, until SECONDS pass or its
 * bodies run out. The bodies come from a JSON file (an array of arrays of
 * request bodies, one array per cashier). Prints `{ requests, seconds, p50,
 * p99, errors, statuses, done }` as JSON, `done` how many bodies each
 * cashier sent.
 *
 *   node --import tsx bench/sales-pay-load.ts <base url> <bearer token> <seconds> <bodies.json>
 */
import fs from 'node:fs';
import http from 'node:http';
import { type PostLoadResult, post } from './http-post.ts';
import { PAYMENT_ROUTE } from './sales-http.ts';
import { percentile } from './timing.ts';

async function load(
  base: string,
  token: string,
  seconds: number,
  bodies: string[][],
): Promise<PostLoadResult & { done: number[] }> {
  const url = new URL(PAYMENT_ROUTE, base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: bodies.length });
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const done = bodies.map(() => 0);
  let errors = 0;
  const started = process.hrtime.bigint();
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    bodies.map(async (mine, i) => {
      for (let n = 0; n < mine.length && Date.now() < deadline; n++) {
        done[i] = n + 1;
        const t0 = process.hrtime.bigint();
        const status = await post(agent, url, token, mine[n] as string);
        times.push(Number(process.hrtime.bigint() - t0) / 1e6);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status !== 201) errors++;
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    seconds: elapsed,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    errors,
    statuses,
    done,
  };
}

const [base, token, seconds, file] = process.argv.slice(2);
if (base && token && file) {
  const bodies = JSON.parse(fs.readFileSync(file, 'utf8')) as string[][];
  console.log(JSON.stringify(await load(base, token, Number(seconds ?? 15), bodies)));
}
