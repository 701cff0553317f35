import type { ApiErrorBody } from './http.ts';

/**
 * The toast of product.md sections 3, 8 and 9: an error toast is red
 * (danger), closable, shown 5 s, with the server's `message` as title (or the
 * default "Nomaʼlum xatolik!") and its `errors` as lines below; the success
 * toast is shown 2 s.
 */
export const ERROR_TOAST_SECONDS = 5;
export const SUCCESS_TOAST_SECONDS = 2;
export const UNKNOWN_ERROR_KEY = 'common.toast.unknownError';
export const SUCCESS_KEY = 'common.toast.success';

export interface ToastPayload {
  type: 'error' | 'success';
  color: 'danger' | 'success';
  title: string;
  subtitles: string[];
  /** Seconds on screen. */
  duration: number;
  closable: true;
  /** Same title and lines replace the toast already shown instead of stacking. */
  key: string;
}

export type Translate = (key: string) => string;

export function buildErrorToast(body: ApiErrorBody | null | undefined, t: Translate): ToastPayload {
  const message = typeof body?.message === 'string' ? body.message.trim() : '';
  const title = message || t(UNKNOWN_ERROR_KEY);
  const subtitles = (Array.isArray(body?.errors) ? body.errors : [])
    .filter((line): line is string => typeof line === 'string' && line.trim() !== '')
    .filter((line) => line !== title);
  return {
    type: 'error',
    color: 'danger',
    title,
    subtitles,
    duration: ERROR_TOAST_SECONDS,
    closable: true,
    key: `error:${title}|${subtitles.join('|')}`,
  };
}

export function buildSuccessToast(t: Translate): ToastPayload {
  return {
    type: 'success',
    color: 'success',
    title: t(SUCCESS_KEY),
    subtitles: [],
    duration: SUCCESS_TOAST_SECONDS,
    closable: true,
    key: 'success',
  };
}
