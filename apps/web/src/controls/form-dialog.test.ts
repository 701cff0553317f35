import { masterPaymentSchema } from '@savdo/shared/schemas/installation';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http.ts';
import { saveFailureKey } from './form-dialog.tsx';

describe('saveFailureKey', () => {
  it('leaves the server refusal to the main client toast', () => {
    expect(saveFailureKey(new ApiError(409, { message: 'conflict' }))).toBeNull();
  });

  it('names values the shared schema refused before sending, and anything else', () => {
    const refused = masterPaymentSchema.safeParse({ master_id: '7' });
    expect(refused.success).toBe(false);
    expect(saveFailureKey(refused.error)).toBe('errors.badRequest');
    expect(saveFailureKey(new TypeError('x is undefined'))).toBe('errors.unknown');
  });
});
