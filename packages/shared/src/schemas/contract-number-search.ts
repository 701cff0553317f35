import { z } from 'zod';
import { type DocumentNumberSearch, parseDocumentNumber } from '../documents/index.ts';

/**
 * A contract's number as typed in a search: `41` (every branch's 41) or with its branch's prefix
 * (`TSH-41`, `tsh41`, `ТШ-41`: that branch's one), read by the shared `parseDocumentNumber`.
 */
export const contractNumberSearch = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(30, { error: 'validation.max' })
  .transform((text, ctx): DocumentNumberSearch => {
    const parsed = parseDocumentNumber(text);
    if (parsed) return parsed;
    ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
    return z.NEVER;
  });
