import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsLoading } from '../api/loading.ts';

/** The global overlay: on while any main-client request is in flight. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const loading = useIsLoading();
  if (!loading) return null;
  return <Spin fullscreen spinning description={t('common.loading')} data-testid="loading-overlay" />;
}
