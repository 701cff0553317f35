import { branchesApi } from './branches.ts';
import { mainClient, silentClient } from './client.ts';
import { userApi } from './user.ts';

/** Calls through the main client: overlay and toasts. */
export const api = { user: userApi(mainClient), branches: branchesApi(mainClient) };
/** The same calls through the silent client: no overlay, no toasts. */
export const silentApi = { user: userApi(silentClient), branches: branchesApi(silentClient) };

export type { BranchOption } from './branches.ts';
export { mainClient, signOutLocally, silentClient } from './client.ts';
export type { ApiClient, ApiEnvelope, DownloadedFile, PageMeta, RequestOptions } from './http.ts';
export { ApiError } from './http.ts';
export { reauthStore } from './reauth.ts';
export type { Captcha, CurrentUser, Me, SignInAnswer, TwoFactorEnrolment, TwoFactorStatus } from './user.ts';
