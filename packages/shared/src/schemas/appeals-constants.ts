/** The states and changes of an appeal, without zod (the list screen's chunk stays small). */

export const APPEAL_STATUSES = ['NEW', 'IN_PROGRESS', 'ANSWERED', 'CLOSED', 'REJECTED'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const APPEAL_ACTIONS = ['CREATE', 'ASSIGN', 'ANSWER', 'CLOSE', 'REJECT', 'REOPEN', 'EDIT'] as const;
export type AppealAction = (typeof APPEAL_ACTIONS)[number];

/** The states each action starts from (anything else answers 409). */
export const APPEAL_FROM: Readonly<Record<Exclude<AppealAction, 'CREATE'>, readonly AppealStatus[]>> = {
  ASSIGN: ['NEW', 'IN_PROGRESS'],
  ANSWER: ['IN_PROGRESS'],
  CLOSE: ['ANSWERED'],
  REJECT: ['NEW', 'IN_PROGRESS'],
  REOPEN: ['ANSWERED', 'CLOSED', 'REJECTED'],
  EDIT: ['NEW', 'IN_PROGRESS'],
};
