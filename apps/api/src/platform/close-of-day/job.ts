import { defineJob } from '../jobs/registry.ts';
import { closeDays } from './close.ts';
import type { CloseStep } from './step.ts';

/**
 * The nightly close of day: five minutes after midnight in Tashkent it
 * closes yesterday (and any date missed before it). Payload `{ until,
 * force }` closes up to another date or runs a closed date again (from the
 * jobs screen). The steps, in their order, are the wiring's list
 * (`wiring/close-of-day-steps.ts`): each area declares its own step and the
 * wiring lists it, so this engine imports no area.
 */
export const closeOfDayJob = (steps: () => readonly CloseStep[]) =>
  defineJob<{ until?: string; force?: boolean }>({
    name: 'close-of-day.run',
    singleton: true,
    cron: '5 0 * * *',
    expireInSeconds: 3600,
    retry: { limit: 5, delaySeconds: 300, backoff: true, maxDelaySeconds: 3600 },
    run: async (data, { db, log }) => {
      const closed = await closeDays(db, steps(), {
        ...(data.until ? { until: data.until } : {}),
        ...(data.force ? { force: true } : {}),
        log,
      });
      if (closed === null) throw new Error('another close of day is running');
      return { closed: closed.map((d) => d.date) };
    },
  });
