import type { LayoutName, RouteDef } from '@savdo/shared/routes';
import { ROUTES } from '@savdo/shared/routes';
import { createBrowserRouter } from 'react-router';
import { publicScreens } from '../areas/admin/auth/public-screens.ts';
import { buildRouteObjects, type ComponentLoader } from '../platform/route-objects.ts';
import { loadSignedInPack } from '../shared/i18n.ts';
import { RootRoute } from './root-route.tsx';
import { RouteError } from './route-error.tsx';

/** Layouts are chunks of their own too: the sign-in page never loads the sidebar and menu. */
const LAYOUTS: Record<LayoutName, ComponentLoader> = {
  default: () => import('./layouts/app-layout.tsx').then((m) => m.DefaultLayout),
  home: () => import('./layouts/app-layout.tsx').then((m) => m.HomeLayout),
  clean: () => import('./layouts/clean-layout.tsx').then((m) => m.CleanLayout),
  empty: () => import('./layouts/empty-layout.tsx').then((m) => m.EmptyLayout),
  '404': () => import('./layouts/not-found-layout.tsx').then((m) => m.NotFoundLayout),
};

/**
 * A route's screen. The screen registry (`screens.ts`: every module's lazy imports, each with the list of
 * chunks it preloads, and the modules' namespaces) is a chunk of its own, fetched by the first route behind
 * the sign-in and then cached, in parallel with the language's signed-in pack (menu labels, dayjs): the
 * sign-in page finds its screen in `publicScreens` and loads neither, so a screen added costs the sign-in
 * page nothing (`scripts/report-size.ts` checks it).
 */
export function screenLoader(route: RouteDef): ComponentLoader {
  const own = route.public ? publicScreens[route.name] : undefined;
  if (own) return own;
  return async () => {
    const [screen] = await Promise.all([
      import('./screens.ts').then((m) => m.screenFor(route)()),
      loadSignedInPack(),
    ]);
    return screen;
  };
}

/** Nothing while the first screen loads: the page is blank for a moment, then the progress bar runs. */
function NoFallback() {
  return null;
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      Component: RootRoute,
      ErrorBoundary: RouteError,
      HydrateFallback: NoFallback,
      children: buildRouteObjects(ROUTES, screenLoader, (name) => LAYOUTS[name]),
    },
  ]);
}
