import swagger from '@fastify/swagger';
import { DEV_RULE } from '@savdo/shared/rules';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Access } from './access.ts';
import { checksDeclaredSchemas, noteDeclared } from './validate.ts';

/** Where the API's OpenAPI document is served (to `is_dev.show`). */
export const OPENAPI_PATH = '/api/openapi.json';

/** A route's input as the handler parses it: the shared zod schemas of its parts. */
export interface RouteSchemas {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
}

/** The error answer of every route (platform/http/error-handler.ts). */
const ERROR_SCHEMA = {
  type: 'object',
  required: ['message', 'errors'],
  properties: {
    message: { type: 'string', description: "In the caller's language (Accept-Language: uz or ru)" },
    errors: { type: 'array', items: { type: 'string' }, description: 'One line per field: "field: message"' },
  },
} as const;

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_SCHEMA } },
});

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as the caller sends it. */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
    reused: 'inline',
  });
  return json;
}

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** The rule a route requires, as written in `config.access`, for the document's `x-rule`. */
export function ruleOf(access: Access | undefined): string {
  if (access === undefined || typeof access === 'string') return access ?? 'public';
  return [access.rule].flat().join(' | ');
}

/** The answers a route may give besides its success, by what it declares. */
function errorResponses(route: RouteOptions, access: Access | undefined): Record<string, unknown> {
  const responses: Record<string, unknown> = {
    400: error('Bad input: a field, the path, the query or the body'),
  };
  if (access !== 'public') {
    responses[401] = error('No valid session (sign in again)');
    responses[403] = error('The rule is not held');
  }
  if (route.url.includes('/:')) responses[404] = error('No such record');
  const methods = [route.method].flat();
  if (methods.some((m) => m !== 'GET')) responses[409] = error('Refused by the state of the data');
  if (route.config?.rateLimit) responses[429] = error('Too many requests');
  return responses;
}

/** One route in the document: its zod schemas as JSON Schema, its rule, its tag and its answers. */
function describeRoute(schema: FastifySchema | undefined, route: RouteOptions): Record<string, unknown> {
  const access = route.config?.access;
  const out: Record<string, unknown> = {};
  for (const part of ['params', 'querystring', 'body'] as const) {
    const value = schema?.[part];
    if (isZod(value)) out[part] = jsonSchemaOf(value);
  }
  if (route.config?.idempotent) {
    out.headers = {
      type: 'object',
      properties: { 'idempotency-key': { type: 'string', description: 'Repeats answer the first answer' } },
    };
  }
  out.tags = [route.url.split('/')[2] ?? 'api'];
  out['x-rule'] = ruleOf(access);
  if (access !== 'public') out.security = [{ bearer: [] }];
  out.response = {
    200: { description: '{ data } (lists: { data, meta }); files as their type', type: 'object' },
    ...errorResponses(route, access),
  };
  return out;
}

/**
 * The OpenAPI 3.1 document of every route, built by @fastify/swagger from the
 * zod schemas routes declare in `schema` (the ones their handlers parse with,
 * checked by `parse` under test: validate.ts). Validation stays in the
 * handlers, so the compiler of those schemas accepts anything. Served at
 * OPENAPI_PATH to `is_dev.show`. Register before any route.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(() => () => true);
  if (checksDeclaredSchemas) {
    app.addHook('preValidation', async (request) => {
      const schema = request.routeOptions.schema;
      noteDeclared(request.params, schema?.params);
      noteDeclared(request.query, schema?.querystring);
      noteDeclared(request.body, schema?.body);
    });
  }
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Savdo API',
        version: '1',
        description:
          'Every answer is `{ data }` or, on error, `{ message, errors }` in the language of Accept-Language (uz, ru). ' +
          'Money and quantities are decimal strings; ids are positive integers. x-rule names the rule a route requires.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: ({ schema, url, route }) => ({ schema: describeRoute(schema, route) as FastifySchema, url }),
  });
  app.get(OPENAPI_PATH, { config: { access: { rule: DEV_RULE } } }, async () => app.swagger());
}
