import type { ResourceDef } from '@savdo/shared/resources';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyChange,
  type ListChange,
  type ListState,
  parseListState,
  toSearchParams,
} from './list-state.ts';

const KEEP_NONE: readonly string[] = [];

/**
 * The list state lives in the address bar: reload keeps it, and each change
 * is a history entry, so "back" returns to the previous page or filters.
 * `keepParams` names parameters of a page embedding the list (its `tab`)
 * that a change keeps; by default the list owns the whole query string.
 */
export function useListState(
  def: ResourceDef,
  keepParams: readonly string[] = KEEP_NONE,
): [ListState, (change: ListChange) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(def, params), [def, params]);
  const change = useCallback(
    (next: ListChange) => {
      const search = toSearchParams(applyChange(state, next));
      for (const key of keepParams) {
        const kept = params.get(key);
        if (kept !== null) search.set(key, kept);
      }
      setParams(search);
    },
    [state, params, keepParams, setParams],
  );
  return [state, change];
}
