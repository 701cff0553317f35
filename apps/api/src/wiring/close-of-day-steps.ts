import { autoPayQueueStep } from '../areas/collections/auto-pay/queue.ts';
import { ratingsScoresStep } from '../areas/collections/client-ratings/close-step.ts';
import { ratingsKatmStep } from '../areas/collections/client-ratings/katm/close-step.ts';
import { collectionProcessSteps } from '../areas/collections/collection-process/close-step.ts';
import { assignStep } from '../areas/collections/debtors/assign.ts';
import { smsQueueStep } from '../areas/collections/sms/auto.ts';
import { attendanceDaysStep } from '../areas/hr/attendance/close-step.ts';
import { hrTransfersStep } from '../areas/hr/staff/orders.ts';
import { hrSalariesStep } from '../areas/hr/staff/salaries.ts';
import type { CloseStep } from '../platform/close-of-day/step.ts';

/**
 * Every step of the close of day, in the order they run. Modules declare
 * their step beside their own code and list it here: collection stages
 * first (they read days late), then off-balance, scores, SMS queued for the
 * new day, card debits queued for the instalments due on it.
 */
export function closeOfDaySteps(): CloseStep[] {
  return [
    // collectors from their villages, streets and workplaces: before the stages, which read the responsible
    assignStep,
    // stages, off balance, separate plans: as of the new day's days late
    ...collectionProcessSteps,
    ratingsScoresStep,
    ratingsKatmStep,
    smsQueueStep,
    autoPayQueueStep,
    // every employee's row of the closed date: absent, excused, holiday or day off when no event came
    attendanceDaysStep,
    // salary changes that come into effect on the new day reach employees.salary
    hrSalariesStep,
    // transfers dated the new day move their employees (branch, section, position ...)
    hrTransfersStep,
  ];
}
