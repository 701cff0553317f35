import { mainClient } from '../../../api/index.ts';
import type { ResourceRow } from '../../../engine/types.ts';

const BASE = '/user/m-users';
const done = { notifySuccess: true } as const;

/**
 * The users module's writes (apps/api/src/areas/admin/users/routes.ts): the
 * engine only reads users; creating one sets a first password, blocking
 * revokes their sessions, a reset password starts expired.
 */
export const usersApi = {
  create: (values: Record<string, unknown>) => mainClient.post<ResourceRow>(BASE, values, done),
  update: (id: number, values: Record<string, unknown>) =>
    mainClient.put<ResourceRow>(`${BASE}/${id}`, values, done),
  block: (id: number) => mainClient.post<ResourceRow>(`${BASE}/${id}/block`, undefined, done),
  unblock: (id: number) => mainClient.post<ResourceRow>(`${BASE}/${id}/unblock`, undefined, done),
  resetPassword: (id: number, password: string) =>
    mainClient.post<ResourceRow>(`${BASE}/${id}/reset-password`, { password }, done),
  resetTwoFactor: (id: number) =>
    mainClient.post<ResourceRow>(`${BASE}/${id}/reset-two-factor`, undefined, done),
};
