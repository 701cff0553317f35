import { expect, it } from 'vitest';
import { createTestContext } from './helpers.ts';

it('builds the demo', { timeout: 3_600_000 }, async () => {
  const ctx = await createTestContext({ demo: true });
  expect(ctx).toBeDefined();
  await ctx.close();
});
