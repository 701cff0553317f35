import type { Language } from '@savdo/shared/i18n';

/**
 * An error the client may see: its HTTP status, an i18n key of its message
 * (`errors.*`), and optional per-field lines. Thrown anywhere in a handler;
 * the error handler translates it into `{ message, errors }`.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly errors: string[] = [],
    /** Extra fields of the answer (e.g. `captcha_required`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }
}

/** Per-field failures found against the database (unknown reference, duplicate); answered as 400 naming each field. */
export class FieldErrors extends AppError {
  constructor(readonly fields: { field: string; key: string; params?: Record<string, string | number> }[]) {
    super(400, 'errors.badRequest');
  }
}

export const badRequest = (key = 'errors.badRequest', params: Record<string, string | number> = {}) =>
  new AppError(400, key, params);
export const unauthorized = (key = 'errors.unauthorized') => new AppError(401, key);
export const forbidden = () => new AppError(403, 'errors.forbidden');
export const notFound = (key = 'errors.notFound', params: Record<string, string | number> = {}) =>
  new AppError(404, key, params);
export const conflict = (key = 'errors.conflict', params: Record<string, string | number> = {}) =>
  new AppError(409, key, params);

export interface ErrorBody {
  message: string;
  errors: string[];
  [extra: string]: unknown;
}

/** The language of the answer, from Accept-Language: Russian when asked, else Uzbek. */
export function languageOf(header: string | string[] | undefined): Language {
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  return /^\s*ru\b/i.test(value) ? 'ru' : 'uz';
}
