import type { FastifyInstance } from 'fastify';
import { AppError, FieldErrors } from './errors.ts';

/** JSON nested deeper than this is refused (no payload of the product nests more than a few levels). */
export const MAX_DEPTH = 32;

interface Finding {
  field: string;
  key: 'validation.nulChar' | 'validation.tooDeep';
}

/**
 * The first field of a parsed input holding U+0000 (PostgreSQL refuses it in
 * text) in a value or a key, or nested past `MAX_DEPTH`. Walks without
 * recursion, so no input can overflow the stack.
 */
export function findBadInput(input: unknown, prefix = ''): Finding | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: prefix, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { field: path || 'body', key: 'validation.nulChar' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) return { field: path || 'body', key: 'validation.tooDeep' };
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return { field: at, key: 'validation.nulChar' };
      stack.push({ value: item, path: at, depth: depth + 1 });
    }
  }
  return null;
}

const UTF8 = /^"?utf-?8"?$/i;

/**
 * Input checks before any handler (DECISIONS.md "Bad input"): a body declared
 * in a charset other than UTF-8 is refused with 415 before it is read; a NUL
 * character anywhere in the path, query or body, or JSON nested too deep, is
 * refused with 400 naming the field.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preParsing', async (request) => {
    const type = request.headers['content-type'];
    const charset = type?.match(/;\s*charset\s*=\s*([^;\s]*)/i)?.[1];
    if (charset !== undefined && !UTF8.test(charset)) {
      throw new AppError(415, 'errors.unsupportedCharset', { charset: charset.slice(0, 40) });
    }
  });
  app.addHook('preValidation', async (request) => {
    const found =
      findBadInput(request.params) ?? findBadInput(request.query) ?? findBadInput(request.body, '');
    if (found) throw new FieldErrors([{ field: found.field, key: found.key }]);
  });
}
