import { currencyWord } from '@savdo/shared/format';
import { type Language, translate } from '@savdo/shared/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError, type ErrorBody, FieldErrors, languageOf } from './errors.ts';
import { zodIssueLines } from './validate.ts';

/**
 * Every error leaves as `{ message, errors }` (DECISIONS.md "The API"):
 * our AppErrors with their status, zod failures as 400 naming each field,
 * Fastify's own client errors (bad JSON, too large) as 400-class, and
 * anything else as 500 with a generic message and nothing internal.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    if (error instanceof FieldErrors) {
      const lines = error.fields.map((f) => `${f.field}: ${translate(lang, f.key, f.params ?? {})}`);
      return reply.status(400).send({ message: translate(lang, error.messageKey), errors: lines });
    }
    if (error instanceof AppError) {
      const body: ErrorBody = {
        message: translate(lang, error.messageKey, localParams(error.params, lang)),
        errors: error.errors,
        ...error.extra,
      };
      return reply.status(error.status).send(body);
    }
    if (error instanceof ZodError) {
      return reply
        .status(400)
        .send({ message: translate(lang, 'errors.badRequest'), errors: zodIssueLines(error, lang) });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return reply.status(429).send({
        message: translate(lang, 'errors.tooManyRequests', {
          seconds: Number(reply.getHeader('retry-after') ?? 60),
        }),
        errors: [],
      });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: translate(lang, FRAMEWORK_KEYS[error.code] ?? 'errors.badRequest'), errors: [] });
    }
    const refused = databaseRefusal(error);
    if (refused) {
      // A missing check in front of the database: the input is at fault, not the server (DECISIONS.md "Bad input").
      request.log.warn({ err: error, sqlstate: refused.sqlstate }, 'input refused by the database');
      return reply.status(refused.status).send({ message: translate(lang, refused.key), errors: [] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: translate(lang, 'errors.internal'), errors: [] });
  });
}

/** Messages of Fastify's own client errors (FST_ERR_*); any other answers `errors.badRequest`. */
const FRAMEWORK_KEYS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.invalidJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.unsupportedMediaType',
  FST_ERR_BAD_URL: 'errors.badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'errors.badUrl',
};

/**
 * Fastify's errors raised before routing, which never reach the error handler
 * (the `frameworkErrors` server option): a path with bad percent-encoding, a
 * path parameter past `maxParamLength`; answered 400 in the product's shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const lang = languageOf(request.headers['accept-language']);
  const key = FRAMEWORK_KEYS[error.code] ?? 'errors.badRequest';
  const status = error.code === 'FST_ERR_ASYNC_CONSTRAINT' ? 500 : 400;
  reply
    .status(status)
    .send({ message: translate(lang, status === 500 ? 'errors.internal' : key), errors: [] });
}

/**
 * A PostgreSQL refusal caused by the input (SQLSTATE class 22 data exception,
 * 23 integrity, 54 program limit such as an index row too large): 400, or 409
 * for a duplicate. Reaching it means a check is missing in front; it is logged.
 */
function databaseRefusal(error: unknown): { status: 400 | 409; key: string; sqlstate: string } | null {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const sqlstate = (cause as { code?: unknown }).code;
  if (typeof sqlstate !== 'string' || !/^(22|23|54)[0-9A-Z]{3}$/.test(sqlstate)) return null;
  if (sqlstate === '23505') return { status: 409, key: 'errors.conflict', sqlstate };
  return { status: 400, key: 'errors.badRequest', sqlstate };
}

/**
 * A path that names a file (`/assets/index-3f9a1c2b.js`, `/favicon.svg`): its last segment has an
 * extension. Such a path the build does not hold is missing, never a screen of the single-page app.
 */
export function namesFile(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  if (pathname.startsWith('/assets/')) return true;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

/**
 * Unknown `/api` paths answer 404 in the error shape; with the web app's
 * index.html given, any other GET is a screen of the single-page app, but for
 * a file the build does not hold (a chunk of an earlier build asked by a tab
 * opened before a redeploy): 404, never stored, so the tab's import fails and
 * the web app reloads into the new build (`web shell/chunk-reload.ts`).
 */
export function registerNotFound(app: FastifyInstance, spaIndexHtml?: string): void {
  app.setNotFoundHandler((request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (spaIndexHtml && request.method === 'GET' && !isApi) {
      if (namesFile(request.url)) {
        return reply
          .status(404)
          .header('cache-control', 'no-store')
          .send({ message: translate(lang, 'errors.routeNotFound'), errors: [] });
      }
      return reply.type('text/html').header('cache-control', 'no-cache').send(spaIndexHtml);
    }
    return reply.status(404).send({ message: translate(lang, 'errors.routeNotFound'), errors: [] });
  });
}

/** A message's parameters as a user reads them: a `currency` code as the language's word (soʻm / сум, $). */
function localParams(
  params: Record<string, string | number> | undefined,
  lang: Language,
): Record<string, string | number> | undefined {
  if (typeof params?.currency !== 'string') return params;
  return { ...params, currency: currencyWord(params.currency, lang) };
}
