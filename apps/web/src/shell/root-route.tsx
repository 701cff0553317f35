import { Outlet } from 'react-router';
import { useRouteProgress } from './progress.ts';
import { RouteGuard } from './route-guard.tsx';

/** The root of the router: progress bar and guard around every layout and screen. */
export function RootRoute() {
  useRouteProgress();
  return (
    <RouteGuard>
      <Outlet />
    </RouteGuard>
  );
}
