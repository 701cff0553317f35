import { useMatches } from 'react-router';
import { CATCH_ALL, isRouteHandle } from './route-objects.ts';

/** The route definition of the deepest matched route. */
export function useCurrentRoute() {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return CATCH_ALL;
}
