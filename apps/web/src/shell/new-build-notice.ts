import type { ToastPayload } from '../api/toast.ts';

/**
 * `chunk-reload.ts`'s mark in session storage, read here on its own: importing that file would split it
 * out of the first page's script into a chunk of its own.
 */
export const UPDATE_RELOAD_KEY = 'appUpdateReload';
const SHOWN_SECONDS = 6;

interface Mark {
  at: number;
  announced: boolean;
}

function readMark(storage: Storage | undefined): Mark | null {
  try {
    const mark = JSON.parse(storage?.getItem(UPDATE_RELOAD_KEY) ?? 'null') as Partial<Mark> | null;
    return typeof mark?.at === 'number' ? { at: mark.at, announced: mark.announced === true } : null;
  } catch {
    return null;
  }
}

function writeMark(storage: Storage | undefined, mark: Mark): boolean {
  try {
    storage?.setItem(UPDATE_RELOAD_KEY, JSON.stringify(mark));
    return storage !== undefined;
  } catch {
    return false;
  }
}

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
