import type { ToastPayload } from '../api/toast.ts';

import { readMark, UPDATE_RELOAD_KEY, writeMark } from './reload-mark.ts';

export { UPDATE_RELOAD_KEY };

const SHOWN_SECONDS = 6;

/** True once, on the first load after a reload for a new build: the time to tell the user. */
export function takeAnnouncement(storage: Storage | undefined): boolean {
  const mark = readMark(storage);
  if (!mark || mark.announced) return false;
  return writeMark(storage, { ...mark, announced: true });
}

/**
 * After a reload for a new build (`chunk-reload.ts`), once: a toast says the app was updated. Called by
 * the toasts' holder when it mounts, just after the first render (not in the first page's script).
 */
export function announceNewBuild(
  translate: (key: string) => string,
  show: (toast: ToastPayload) => void,
): void {
  if (!takeAnnouncement(globalThis.sessionStorage)) return;
  show({
    type: 'success',
    color: 'success',
    title: translate('common.appUpdate.title'),
    subtitles: [translate('common.appUpdate.reloaded')],
    duration: SHOWN_SECONDS,
    closable: true,
    key: UPDATE_RELOAD_KEY,
  });
}
