/**
 * Session storage: when the page was last reloaded for a new build (`chunk-reload.ts`), and whether the
 * user was told (`new-build-notice.ts`). A file of its own so that both read it without one importing the
 * other (the notice would otherwise pull the reload logic out of the first page's script).
 */
export const UPDATE_RELOAD_KEY = 'appUpdateReload';

export interface ReloadMark {
  at: number;
  announced: boolean;
}

export function readMark(storage: Storage | undefined): ReloadMark | null {
  try {
    const mark = JSON.parse(storage?.getItem(UPDATE_RELOAD_KEY) ?? 'null') as Partial<ReloadMark> | null;
    return typeof mark?.at === 'number' ? { at: mark.at, announced: mark.announced === true } : null;
  } catch {
    return null;
  }
}

/** Whether the mark was written (no storage, or a full one, keeps nothing). */
export function writeMark(storage: Storage | undefined, mark: ReloadMark): boolean {
  try {
    storage?.setItem(UPDATE_RELOAD_KEY, JSON.stringify(mark));
    return storage !== undefined;
  } catch {
    return false;
  }
}
