import { cashOrderQuerySchema, cashOrderSchema } from '@savdo/shared/schemas/cash-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleOf } from '../src/platform/http/openapi.ts';
import { routesOf } from '../src/platform/http/route-list.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from './helpers.ts';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}
interface Operation {
  'x-rule': string;
  tags: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: {
    content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }>;
  };
  responses: Record<string, { content?: Record<string, { schema: { required?: string[] } }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let ctx: TestContext;
let doc: Document;
let devToken = '';

/** `/api/x/:id` as OpenAPI writes it: `/api/x/{id}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx, { username: 'dev', password: 'Dev#12345', isDev: true });
  devToken = await signIn(ctx, 'dev', 'Dev#12345');
  const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json', headers: bearer(devToken) });
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
});
afterAll(async () => {
  await ctx?.close();
});

describe('the OpenAPI document (GET /api/openapi.json)', () => {
  it('is OpenAPI 3.1 and describes every registered route with the rule it requires', () => {
    expect(doc.openapi).toBe('3.1.0');
    const routes = routesOf(ctx.app).filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(300);
    const missing = routes.filter((r) => !doc.paths[openapiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const wrongRule = routes.filter(
      (r) =>
        doc.paths[openapiPath(r.url)]?.[r.method.toLowerCase()]?.['x-rule'] !== ruleOf(r.access as never),
    );
    expect(wrongRule.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('names every path parameter of a path, as OpenAPI requires', () => {
    const unnamed: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(operations)) {
        const inPath = (op.parameters ?? []).filter((p) => p.in === 'path' && p.required).map((p) => p.name);
        if (names.some((n) => !inPath.includes(n ?? ''))) unnamed.push(`${method} ${path}`);
      }
    }
    expect(unnamed).toEqual([]);
  });

  it("gives a route's payloads from the zod schemas its handler parses, and its rule and errors", () => {
    const create = doc.paths['/api/cashbox/cash-orders']?.post;
    const body = create?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(body?.properties ?? {}).sort()).toEqual(Object.keys(cashOrderSchema.shape).sort());
    expect(body?.required).toEqual(expect.arrayContaining(['amount', 'currency', 'source_cashbox_id']));
    expect(create?.['x-rule']).toBe('cashbox_order.add');
    expect(create?.security).toEqual([{ bearer: [] }]);
    expect(create?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
    );
    expect(create?.responses['400']?.content?.['application/json']?.schema.required).toEqual([
      'message',
      'errors',
    ]);
    expect(Object.keys(create?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '409']),
    );

    const list = doc.paths['/api/cashbox/cash-orders']?.get;
    const query = (list?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(query.sort()).toEqual(Object.keys(cashOrderQuerySchema.shape).sort());

    const step = doc.paths['/api/cashbox/cash-orders/{id}/send']?.post;
    expect(step?.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    );
  });

  it('marks public routes without a session and tags routes by their API section', () => {
    const signInRoute = doc.paths['/api/user/sign-in-web']?.post;
    expect(signInRoute?.['x-rule']).toBe('public');
    expect(signInRoute?.security).toBeUndefined();
    expect(signInRoute?.responses['401']).toBeUndefined();
    expect(signInRoute?.tags).toEqual(['user']);
  });

  it('is served to developers only', async () => {
    await createUser(ctx, { username: 'cashier', password: 'Cash#1234', rules: ['cashbox.show'] });
    const cashier = await signIn(ctx, 'cashier', 'Cash#1234');
    const asCashier = await ctx.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: bearer(cashier),
    });
    expect(asCashier.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(401);
  });

  it('stays true: no handler parses a part of its request with a schema its route does not declare', async () => {
    // Under test `parse` throws (a 500) on such a parse (platform/http/validate.ts). One call per route
    // as a developer (every rule), with an id no record has and an empty body, reaches each handler's
    // parses of its path and query and, mostly, of its body; the developer's own session and second
    // factor are left alone, so no answer may be 403.
    const failed: string[] = [];
    const own = /^\/api\/user\/(two-factor|sign-out)/;
    for (const route of routesOf(ctx.app).filter((r) => r.url.startsWith('/api/') && !own.test(r.url))) {
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:([A-Za-z_]+)/g, '999999'),
        headers: { ...bearer(devToken), 'content-type': 'application/json' },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
      });
      if (res.statusCode >= 500 || res.statusCode === 403)
        failed.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(failed).toEqual([]);
  }, 400_000);
});
