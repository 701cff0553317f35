import type { CloseStep } from '../close-of-day/steps.ts';
import { recomputeDays } from './days.ts';

/**
 * The close of day's attendance step: every employee employed on the closed
 * date gets the date's row, recomputed from the stored events (ABSENT on a
 * working day with no event, EXCUSED under an approved request, HOLIDAY or
 * DAY_OFF). Recomputing is idempotent, so running it twice changes nothing.
 */
export const attendanceDaysStep: CloseStep = {
  name: 'attendance.days',
  run: async ({ db, date }) => ({ days: await recomputeDays(db, date, 'all') }),
};
