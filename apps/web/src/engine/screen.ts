import { resourceOfRoute } from '@savdo/shared/resources';
import type { ComponentType } from 'react';

/**
 * Whether a route is a resource's screen, decided in a chunk of its own: the
 * definitions (and zod, which they bring) stay out of the first page.
 */
export function resourceScreen(routeName: string): (() => Promise<ComponentType>) | undefined {
  if (!resourceOfRoute(routeName)) return undefined;
  return () => import('./resource-page.tsx').then((m) => m.ResourcePage);
}
