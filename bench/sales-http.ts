import { randomUUID } from 'node:crypto';
import { fromMinor } from '@savdo/shared/money';
import type { FastifyInstance } from 'fastify';
import type { PaymentTaken } from './sales-cases.ts';

/**
 * The sales bench's cases over HTTP, through the endpoints other sessions of
 * issue 10 built (paths, parameters and bodies read from their branches, no
 * code of theirs used here):
 *
 * - h/clients at 1a5052e (apps/api/src/areas/sales/clients/routes.ts,
 *   client-list.ts): the clients list's one search box, `GET
 *   /api/client/clients?search=` (a name in either script, a PINFL, a phone);
 * - h/contracts at c634e72 (apps/api/src/areas/sales/contracts/routes.ts,
 *   list.ts, view.ts): the contract view `GET /api/contract/contracts/:id`,
 *   the list `GET /api/contract/contracts?page=`, and a branch's late
 *   contracts through the list's filters `?branch_id=&days_late_from=1`
 *   (newest first: the list has no order by due date);
 * - h/payments at e143c0e (apps/api/src/areas/sales/contract-payments/routes.ts,
 *   search.ts, payments.ts): the cash desk's contract search `GET
 *   /api/cashbox/contract-payments/contracts?search=&scope=payment`, what is
 *   due on one `GET …/contracts/:id`, and taking a payment `POST
 *   /api/cashbox/contract-payments` (with an Idempotency-Key).
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

function searchCases(label: string, route: string, url: (text: string) => string, inputs: HttpInputs) {
  return [
    [`${label}, name in Latin`, route, (n) => url(pick(inputs.latin, n).typed)],
    [`${label}, name in Cyrillic`, route, (n) => url(pick(inputs.cyrillic, n).typed)],
    [`${label}, PINFL`, route, (n) => url(pick(inputs.pinfls, n))],
    [`${label}, phone`, route, (n) => url(pick(inputs.phones, n))],
  ] satisfies HttpCase[];
}

function httpCaseList(inputs: HttpInputs): HttpCase[] {
  const clients = '/api/client/clients';
  const contracts = '/api/contract/contracts';
  const desk = '/api/cashbox/contract-payments/contracts';
  return [
    ...searchCases(
      'HTTP cash desk',
      desk,
      (t) => `${desk}?scope=payment&search=${encodeURIComponent(t)}`,
      inputs,
    ),
    ['HTTP cash desk, what is due', `${desk}/:id`, (n) => `${desk}/${pick(inputs.contracts, n)}`],
    ...searchCases('HTTP clients', clients, (t) => `${clients}?search=${encodeURIComponent(t)}`, inputs),
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
 * The HTTP reads this build can run, each a call taking its next input
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
  if (!app.hasRoute({ method: 'POST', url: PAYMENT_ROUTE }))
    missing.push(`HTTP take a payment (POST ${PAYMENT_ROUTE})`);
  return { cases, missing };
}

/** Where the cash desk takes a contract payment. */
export const PAYMENT_ROUTE = '/api/cashbox/contract-payments';

/** The request body of a payment: cash into the cashbox, the contract's currency, today. */
export const paymentBody = (p: PaymentTaken) =>
  JSON.stringify({
    contract_id: p.contractId,
    amount: fromMinor(p.amount),
    currency: 'UZS',
    method: 'CASH',
    cashbox_id: p.cashboxId,
  });

/** Takes a payment through the endpoint (in-process), or undefined when the build has none; 201 or it throws. */
export function httpPayment(app: FastifyInstance, headers: Record<string, string>) {
  if (!app.hasRoute({ method: 'POST', url: PAYMENT_ROUTE })) return undefined;
  return async (p: PaymentTaken) => {
    const res = await app.inject({
      method: 'POST',
      url: PAYMENT_ROUTE,
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      payload: paymentBody(p),
    });
    if (res.statusCode !== 201) throw new Error(`payment: ${res.statusCode} ${res.body}`);
  };
}
