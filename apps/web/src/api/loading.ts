import { useSyncExternalStore } from 'react';

/**
 * The overlay of product.md section 4: on while any request of the main
 * client is in flight. A counter, so overlapping requests keep it on until
 * the last one ends.
 */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const loadingStore = {
  start(): void {
    pending += 1;
    if (pending === 1) emit();
  },
  end(): void {
    pending = Math.max(0, pending - 1);
    if (pending === 0) emit();
  },
  isLoading(): boolean {
    return pending > 0;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useIsLoading(): boolean {
  return useSyncExternalStore(loadingStore.subscribe, loadingStore.isLoading, () => false);
}
