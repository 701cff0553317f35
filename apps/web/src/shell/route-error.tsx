import { useTranslation } from 'react-i18next';
import { StatusNotice } from './lazy-status-notice.tsx';

/** Shown when a screen fails to load or throws while rendering (e.g. a chunk gone after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <StatusNotice
      title={t('common.routeError.title')}
      text={t('common.routeError.text')}
      actionLabel={t('common.actions.reload')}
      onAction={() => window.location.reload()}
    />
  );
}
