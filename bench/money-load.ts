/**
 * A posting load client in a process of its own (so it does not share the
 * server's event loop): CLIENTS keep-alive connections each post cash
 * operations (entered and approved at once, each with its own
 * Idempotency-Key), income and expense in turn, one after another until
 * SECONDS pass. Client i posts to cashbox FIRST + i (`distinct`) or all to
 * cashbox FIRST (`shared`), against the company-wide "other" income and
 * expense accounts; or (`own`) to cashbox FIRST + i against income type
 * INCOME + i and cost item COST + i, so no two clients share any account. Prints `{ requests, seconds, p50, p99, errors,
 * statuses }` as JSON.
 *
 *   node --import tsx bench/money-load.ts <base url> <bearer token> <clients> <seconds> <distinct|shared|own> <first cashbox> [income] [cost]
 */
import http from 'node:http';
import { type PostLoadResult, post } from './http-post.ts';
import { percentile } from './timing.ts';

/** Counterparts of a client's operations: an income type and a cost item (else the company-wide accounts). */
export interface Counterparts {
  income: number;
  cost: number;
}

/** The body of the n-th operation of a client: income, then a smaller expense, in turn. */
export function operationBody(cashboxId: number, n: number, counterparts?: Counterparts): string {
  const income = n % 2 === 0;
  return JSON.stringify({
    type: income ? 'CASHBOX_INPUT' : 'CASHBOX_OUTPUT',
    cashbox_id: cashboxId,
    counterpart_id: counterparts && (income ? counterparts.income : counterparts.cost),
    amount: income ? '15000.00' : '10000.00',
    currency: 'UZS',
    comment: 'bench',
  });
}

async function load(
  base: string,
  token: string,
  clients: number,
  seconds: number,
  mode: string,
  first: number,
  counterparts: Counterparts,
): Promise<PostLoadResult> {
  const url = new URL('/api/cashbox/operations?approve=true', base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const started = process.hrtime.bigint();
  const deadline = Date.now() + seconds * 1000;
  const client = async (i: number) => {
    const cashbox = mode === 'shared' ? first : first + i;
    const own = mode === 'own' ? { income: counterparts.income + i, cost: counterparts.cost + i } : undefined;
    for (let n = 0; Date.now() < deadline; n++) {
      const t0 = process.hrtime.bigint();
      const status = await post(agent, url, token, operationBody(cashbox, n, own));
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status !== 201) errors++;
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
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
  };
}

const [base, token, clients, seconds, mode, first, income, cost] = process.argv.slice(2);
if (base && token) {
  const result = await load(
    base,
    token,
    Number(clients ?? 16),
    Number(seconds ?? 10),
    mode ?? 'distinct',
    Number(first ?? 1),
    { income: Number(income ?? 1), cost: Number(cost ?? 1) },
  );
  console.log(JSON.stringify(result));
}
