import { resourceOfRoute } from '@savdo/shared/resources';
import type { ComponentType } from 'react';
import { withStrings } from '../platform/module-screens.ts';
import { engineStrings } from './strings.ts';

export { provideExtension } from './extensions.ts';

/** The resource definition a route shows, if any. */
export const resourceNameOf = (routeName: string): string | undefined => resourceOfRoute(routeName)?.name;

/**
 * Whether a route is a resource's screen, decided in a chunk of its own: the
 * definitions (and zod, which they bring) stay out of the first page. The
 * screen fetches the engine's namespaces with its chunk.
 */
export function resourceScreen(routeName: string): (() => Promise<ComponentType>) | undefined {
  if (!resourceOfRoute(routeName)) return undefined;
  return withStrings(engineStrings, () => import('./resource-page.tsx').then((m) => m.ResourcePage));
}
