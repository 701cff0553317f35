import type { AppealStatus } from '@savdo/shared/schemas/appeals-constants';

/** The tag colour of each appeal state (the list and the card). */
export const STATUS_COLORS: Record<AppealStatus, string> = {
  NEW: 'blue',
  IN_PROGRESS: 'orange',
  ANSWERED: 'cyan',
  CLOSED: 'green',
  REJECTED: 'red',
};
