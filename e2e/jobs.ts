import { defineJob } from '../apps/api/src/platform/jobs/registry.ts';

/** The browser tests' job: its first attempt fails (no retries left), a retry from the screen completes it. */
export const E2E_FLAKY_JOB = 'e2e.flaky';
let attempts = 0;
export const e2eFlakyJob = defineJob({
  name: E2E_FLAKY_JOB,
  singleton: false,
  retry: { limit: 0, delaySeconds: 1, backoff: false },
  run: async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('e2e: the first attempt fails');
    return { attempts };
  },
});
