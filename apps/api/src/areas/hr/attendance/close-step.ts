import type { CloseStep } from '../../../platform/close-of-day/step.ts';
import { attachUnknownEvents } from './attach.ts';
import { recomputeDays } from './days.ts';

/**
 * The close of day's attendance step: every employee employed on the closed
 * date gets the date's row, recomputed from the stored events (ABSENT on a
 * working day with no event, EXCUSED under an approved request, HOLIDAY or
 * DAY_OFF). Events kept for a number no one had, whose number an employee
 * has now, are linked first (a hire racing with an event of its number).
 * Recomputing is idempotent, so running it twice changes nothing.
 */
export const attendanceDaysStep: CloseStep = {
  name: 'attendance.days',
  run: async ({ db, date }) => ({
    attached: await attachUnknownEvents(db),
    days: await recomputeDays(db, date, 'all'),
  }),
};
