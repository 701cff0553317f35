import type { LayoutName } from '@savdo/shared/routes';
import { ROUTES } from '@savdo/shared/routes';
import { createBrowserRouter } from 'react-router';
import { RootRoute } from './root-route.tsx';
import { RouteError } from './route-error.tsx';
import { buildRouteObjects, type ComponentLoader } from './route-objects.ts';
import { screenFor } from './screens.ts';

/** Layouts are chunks of their own too: the sign-in page never loads the sidebar and menu. */
const LAYOUTS: Record<LayoutName, ComponentLoader> = {
  default: () => import('./layouts/app-layout.tsx').then((m) => m.DefaultLayout),
  home: () => import('./layouts/app-layout.tsx').then((m) => m.HomeLayout),
  clean: () => import('./layouts/clean-layout.tsx').then((m) => m.CleanLayout),
  empty: () => import('./layouts/empty-layout.tsx').then((m) => m.EmptyLayout),
  '404': () => import('./layouts/not-found-layout.tsx').then((m) => m.NotFoundLayout),
};

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
      children: buildRouteObjects(ROUTES, screenFor, (name) => LAYOUTS[name]),
    },
  ]);
}
