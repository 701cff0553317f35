import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';
import type { ComponentType } from 'react';
import { baseStrings } from '../shared/base-strings.ts';
import { loadScreenStrings } from '../shared/screen-strings.ts';

/** Loads a screen's component; each loader is a dynamic import, so each screen is a chunk of its own. */
export type ScreenLoader = () => Promise<ComponentType>;
/** Route name (see `routeNameOf` in the shared route table) → screen loader. */
export type ScreenRegistry = Readonly<Record<string, ScreenLoader>>;

/** A loader that fetches the screen's chunk and its namespaces (current language) in parallel. */
export function withStrings(namespaces: readonly ScreenNamespace[], load: ScreenLoader): ScreenLoader {
  const all = [...new Set([...baseStrings, ...namespaces])];
  return () => Promise.all([load(), loadScreenStrings(all)]).then(([screen]) => screen);
}

/**
 * A module's screens with the namespaces they show (its `strings.ts`): each
 * screen fetches only those (and the base ones), never another module's.
 */
export function moduleScreens(
  namespaces: readonly ScreenNamespace[],
  screens: ScreenRegistry,
): ScreenRegistry {
  return Object.fromEntries(
    Object.entries(screens).map(([name, load]) => [name, withStrings(namespaces, load)]),
  );
}
