/**
 * A load client in a process of its own (so it does not share the server's
 * event loop): CLIENTS keep-alive connections each send GET requests one
 * after another until SECONDS pass or MAX requests are sent, then the
 * process prints `{ requests, seconds, p50, p99, errors }` as JSON.
 *
 *   node --import tsx bench/http-load.ts <url> <bearer token> <clients> <seconds> <max requests>
 */
import http from 'node:http';
import { percentile } from './timing.ts';

export interface LoadResult {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time of this load client process (user + system), ms. */
  cpuMs?: number;
}

function get(agent: http.Agent, url: URL, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

async function load(
  url: URL,
  token: string,
  clients: number,
  seconds: number,
  max: number,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const times: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = process.hrtime.bigint();
  const deadline = Date.now() + seconds * 1000;
  const client = async () => {
    while (Date.now() < deadline && sent < max) {
      sent++;
      const t0 = process.hrtime.bigint();
      const status = await get(agent, url, token);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    seconds: elapsed,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    errors,
    cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  };
}

const [url, token, clients, seconds, max] = process.argv.slice(2);
if (url && token) {
  const result = await load(
    new URL(url),
    token,
    Number(clients ?? 16),
    Number(seconds ?? 10),
    Number(max ?? 1e9),
  );
  console.log(JSON.stringify(result));
}
