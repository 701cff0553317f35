import type { LayoutName, RouteDef } from '@savdo/shared/routes';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** What every leaf route carries in its `handle`: its definition in the route table. */
export interface RouteHandle {
  route: RouteDef;
}

/** The catch-all of product.md section 2: any unknown path shows the not-found page with the 404 layout. */
export const CATCH_ALL: RouteDef = {
  name: 'not-found',
  path: '*',
  section: 'home',
  titleKey: 'routes.not-found',
  layout: '404',
  hideInMenu: true,
};

export const LAYOUT_ORDER: readonly LayoutName[] = ['default', 'home', 'clean', 'empty', '404'];

export type ComponentLoader = () => Promise<ComponentType>;

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'route' in value;
}

/**
 * Maps the route table to React Router routes: one pathless route per layout
 * (its component lazily loaded) holding the routes that use it, each screen
 * lazily loaded too. Data in, routes out: nothing here is hand-written per screen.
 */
export function buildRouteObjects(
  routes: readonly RouteDef[],
  screenFor: (route: RouteDef) => ComponentLoader,
  layoutFor: (layout: LayoutName) => ComponentLoader,
): RouteObject[] {
  const byLayout = new Map<LayoutName, RouteObject[]>(LAYOUT_ORDER.map((name) => [name, []]));
  for (const def of [...routes, CATCH_ALL]) {
    const handle: RouteHandle = { route: def };
    const load = screenFor(def);
    byLayout.get(def.layout ?? 'default')?.push({
      path: def.path,
      handle,
      lazy: async () => ({ Component: await load() }),
    });
  }
  return [...byLayout]
    .filter(([, children]) => children.length > 0)
    .map(([name, children]) => {
      const load = layoutFor(name);
      return { id: `layout-${name}`, lazy: async () => ({ Component: await load() }), children };
    });
}
