import { type Language, translate } from '@savdo/shared/i18n';
import { formatIssues, v } from '@savdo/shared/validation';
import { z } from 'zod';

/** Parses input with the shared schema; a failure throws the ZodError that the error handler answers as 400. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
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
