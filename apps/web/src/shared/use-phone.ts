import { useSyncExternalStore } from 'react';

/** The phone's width limit: below Ant Design's `md` breakpoint (768 px), the same one CSS uses. */
export const PHONE_QUERY = '(max-width: 767.98px)';

const media = (): MediaQueryList | undefined =>
  typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? undefined
    : window.matchMedia(PHONE_QUERY);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isPhoneNow = (): boolean => media()?.matches ?? false;

/**
 * A phone's screen: narrower than Ant Design's `md` breakpoint. The shell then shows the menu in a
 * drawer, lists as cards (`paged-list.tsx`), filters folded (`filter-fold.tsx`) and taller controls.
 * A media query of its own rather than antd's `Grid.useBreakpoint`, which brings Row and Col into every
 * screen's first load (`scripts/report-size.ts`).
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, () => false);
}
