import { type Language, translate } from '@savdo/shared/i18n';
import { formatIssues, v } from '@savdo/shared/validation';
import { z } from 'zod';

/**
 * Under test, the schema each part of a request (params, query, body) was declared with in its
 * route's `schema` (null: none), noted before validation (openapi.ts), so `parse` can tell a handler
 * that parses a part with a schema its route does not declare: the OpenAPI document would be wrong.
 */
const declared = new WeakMap<object, z.ZodType | null>();
/** On under test (NODE_ENV=test, as the test runner sets it). */
export const checksDeclaredSchemas = process.env.NODE_ENV === 'test';

/** Notes the schema a request's part was declared with (under test only). */
export function noteDeclared(part: unknown, schema: unknown): void {
  if (checksDeclaredSchemas && part !== null && typeof part === 'object') {
    declared.set(part, schema instanceof z.ZodType ? schema : null);
  }
}

/** The declared schema is the parsed one, one of its union's options, or an object holding its fields. */
function covers(route: z.ZodType | null, schema: z.ZodType): boolean {
  if (route === schema) return true;
  if (route instanceof z.ZodUnion) return route.options.includes(schema);
  if (route instanceof z.ZodObject && schema instanceof z.ZodObject) {
    return Object.entries(schema.shape).every(([key, field]) => route.shape[key] === field);
  }
  return false;
}

/** Parses input with the shared schema; a failure throws the ZodError that the error handler answers as 400. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (checksDeclaredSchemas && input !== null && typeof input === 'object' && declared.has(input)) {
    if (!covers(declared.get(input) ?? null, schema)) {
      throw new Error('The route parses a part of the request with a schema its `schema` does not declare');
    }
  }
  return schema.parse(input ?? {});
}

/** The `:id` of a path: canonical decimal within int4 (`v.idParam`), else 400 naming `id`. */
export const idParams = z.object({ id: v.idParam() });

/** "field: message" lines of a zod failure, translated. */
export function zodIssueLines(error: z.ZodError, lang: Language): string[] {
  return formatIssues(error, (key, params) => translate(lang, key, params)).map(({ field, message }) =>
    field ? `${field}: ${message}` : message,
  );
}
