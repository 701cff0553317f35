import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import 'nprogress/nprogress.css';

/**
 * product.md section 9: minimum 0.08, speed 200 ms, trickle every 800 ms. The
 * bar is drawn without NProgress's `role="bar"` (no such ARIA role): a
 * decoration the navigation's own change of title announces.
 */
NProgress.configure({
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/**
 * A progress bar on every change of route path: started as soon as a
 * navigation to another path begins (a lazy screen may still be loading),
 * finished once the new path is rendered.
 */
export function useRouteProgress(): void {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.location?.pathname;

  useEffect(() => {
    if (navigation.state !== 'idle' && target !== undefined && target !== pathname) NProgress.start();
  }, [navigation.state, target, pathname]);

  useEffect(() => {
    if (!pathname) return;
    if (!NProgress.isStarted()) NProgress.start();
    NProgress.done();
  }, [pathname]);
}
