import { translate } from '@savdo/shared/i18n';
import type { FastifyError, FastifyInstance } from 'fastify';
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
        message: translate(lang, error.messageKey, error.params),
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
      const key = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'errors.invalidJson' : 'errors.badRequest';
      return reply.status(status).send({ message: translate(lang, key), errors: [] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: translate(lang, 'errors.internal'), errors: [] });
  });
}

/**
 * Unknown `/api` paths answer 404 in the error shape; with the web app's
 * index.html given, any other GET is a screen of the single-page app.
 */
export function registerNotFound(app: FastifyInstance, spaIndexHtml?: string): void {
  app.setNotFoundHandler((request, reply) => {
    if (spaIndexHtml && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(spaIndexHtml);
    }
    const lang = languageOf(request.headers['accept-language']);
    return reply.status(404).send({ message: translate(lang, 'errors.routeNotFound'), errors: [] });
  });
}
