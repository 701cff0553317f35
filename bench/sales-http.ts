import type { FastifyInstance } from 'fastify';

/**
 * The sales bench's reads over HTTP, through the endpoints other sessions of
 * issue 10 built (paths and query parameters read from their branches, no
 * code of theirs used here):
 *
 * - h/clients at 1a5052e (apps/api/src/modules/clients/routes.ts,
 *   client-list.ts): the clients list's one search box, `GET
 *   /api/client/clients?search=` (a name in either script, a PINFL, a phone);
 * - h/contracts at c634e72 (apps/api/src/modules/contracts/routes.ts,
 *   list.ts, view.ts): the contract view `GET /api/contract/contracts/:id`,
 *   the list `GET /api/contract/contracts?page=`, and a branch's late
 *   contracts through the list's filters `?branch_id=&days_late_from=1`
 *   (newest first: the list has no order by due date);
 * - taking a payment over HTTP: h/payments had no endpoint committed when
 *   this was written (at e726485), so it is timed at the service level only.
 *
 * A case whose route the running build lacks is left out and named as such,
 * so the bench runs before and after those branches are merged.
 */

export interface HttpInputs {
  latin: readonly { typed: string }[];
  cyrillic: readonly { typed: string }[];
  pinfls: readonly string[];
  phones: readonly string[];
  contracts: readonly number[];
  branches: readonly number[];
}

/** [case name, route it needs, the URL of its n-th call]. */
type HttpCase = [string, string, (n: number) => string];

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

function httpCaseList(inputs: HttpInputs): HttpCase[] {
  const clients = '/api/client/clients';
  const search = (text: string) => `${clients}?search=${encodeURIComponent(text)}`;
  const contracts = '/api/contract/contracts';
  return [
    ['HTTP clients, name in Latin', clients, (n) => search(pick(inputs.latin, n).typed)],
    ['HTTP clients, name in Cyrillic', clients, (n) => search(pick(inputs.cyrillic, n).typed)],
    ['HTTP clients, PINFL', clients, (n) => search(pick(inputs.pinfls, n))],
    ['HTTP clients, phone', clients, (n) => search(pick(inputs.phones, n))],
    ['HTTP contract view', `${contracts}/:id`, (n) => `${contracts}/${pick(inputs.contracts, n)}`],
    [
      'HTTP late contracts of a branch',
      contracts,
      (n) => `${contracts}?branch_id=${pick(inputs.branches, n)}&days_late_from=1`,
    ],
    ['HTTP contract list, page 1', contracts, () => `${contracts}?page=1`],
    ['HTTP contract list, page 10 000', contracts, () => `${contracts}?page=10000`],
  ];
}

/**
 * The HTTP cases this build can run, each a call taking its next input
 * through `get` (which fails on any status but 200), and the names of those
 * left out for want of their route.
 */
export function httpReadCases(
  app: FastifyInstance,
  get: (url: string) => () => Promise<void>,
  inputs: HttpInputs,
): { cases: [string, () => Promise<void>][]; missing: string[] } {
  const cases: [string, () => Promise<void>][] = [];
  const missing: string[] = [];
  for (const [name, route, url] of httpCaseList(inputs)) {
    if (!app.hasRoute({ method: 'GET', url: route })) {
      missing.push(`${name} (GET ${route})`);
      continue;
    }
    let n = 0;
    cases.push([name, () => get(url(n++))()]);
  }
  return { cases, missing };
}
