import { useSyncExternalStore } from 'react';

/**
 * What a screen may ask of the shell around it (product.md section 2,
 * "Dashboard"): hide the sidebar, switch the layout wrapper off, and put
 * something in the header's slot (the dashboard's branch selector).
 */
export interface ShellState {
  sidebarHidden: boolean;
  wrapperOff: boolean;
  /** The header element screens portal their header controls into. */
  headerSlot: HTMLElement | null;
}

const initial: ShellState = { sidebarHidden: false, wrapperOff: false, headerSlot: null };
let state: ShellState = initial;
const listeners = new Set<() => void>();

export const shellStore = {
  get: (): ShellState => state,
  set(patch: Partial<ShellState>): void {
    const next = { ...state, ...patch };
    if (
      next.sidebarHidden === state.sidebarHidden &&
      next.wrapperOff === state.wrapperOff &&
      next.headerSlot === state.headerSlot
    ) {
      return;
    }
    state = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useShell(): ShellState {
  return useSyncExternalStore(shellStore.subscribe, shellStore.get, () => initial);
}
