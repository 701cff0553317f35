import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError, isReloading, reloadForNewBuild } from './chunk-reload.ts';
import { StatusNotice } from './lazy-status-notice.tsx';

/**
 * Shown when a screen fails to load or throws while rendering. A chunk gone after a deploy reloads the
 * page once into the new build (`chunk-reload.ts`); failing again just after, the notice asks for a reload.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const newBuild = isChunkLoadError(error);
  if (isReloading() || (newBuild && reloadForNewBuild())) return null;
  return (
    <StatusNotice
      title={t(newBuild ? 'common.appUpdate.title' : 'common.routeError.title')}
      text={t(newBuild ? 'common.appUpdate.reloadNeeded' : 'common.routeError.text')}
      actionLabel={t('common.actions.reload')}
      onAction={() => window.location.reload()}
    />
  );
}
