import { defineConfig } from 'vitest/config';

/**
 * Three layers (STYLE.md "Tests in layers"):
 * - unit: beside the code, no database, no browser;
 * - api: HTTP against a real PostgreSQL, each test file in a database of its own;
 * - e2e: headless Chromium against the built web app served by the API.
 * `npm test` (scripts/test.ts) runs unit + api in one vitest and e2e in another, side by side.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // the browser lane shares the two cores with the API lane (scripts/test.ts)
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // a screen that refreshes after a save answers within a second on a quiet machine, not always on a
          // loaded one: `expect.poll` waits up to 15 s everywhere (its default is 1 s)
          expect: { poll: { timeout: 15_000 } },
          // one retry: a click lost on a loaded two-core box should not fail the run;
          // scripts/test.ts names every test that passed only on its retry
          retry: 1,
        },
      },
    ],
  },
});
