import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentRoute } from '../platform/current-route.ts';
import { decide } from '../platform/guard.ts';
import { hasToken, useGuardUser, useMe } from '../platform/session.ts';
import { StatusNotice } from './lazy-status-notice.tsx';

/** The thin component around `decide`: redirects, waits for `me`, or renders the route. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const me = useMe();
  const user = useGuardUser();
  const decision = decide(route, { hasToken: hasToken(), me: user });
  const shown = !decision.redirect && !decision.waitForMe;
  const title = t(route.titleKey);
  const appName = t('common.appName');

  // The browser tab names the screen; `data-route` tells tests which screen settled.
  useEffect(() => {
    if (!shown) return;
    document.title = `${title} · ${appName}`;
    document.body.dataset.route = route.name;
  }, [shown, title, appName, route.name]);

  if (decision.redirect) return <Navigate to={decision.redirect} replace />;
  if (decision.waitForMe) {
    if (me.isError) {
      return (
        <StatusNotice
          title={t('common.session.loadFailed')}
          actionLabel={t('common.actions.retry')}
          onAction={() => void me.refetch()}
        />
      );
    }
    // the loading overlay of the main client is on while `me` loads
    return null;
  }
  return children;
}
