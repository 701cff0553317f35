import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../platform/current-route.ts';

/** Every route without a screen of its own: its title and a plain notice. */
export function NotBuiltPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  return (
    <section>
      <Typography.Title level={1}>{t(route.titleKey)}</Typography.Title>
      <Alert data-testid="not-built" type="info" showIcon title={t('common.notBuilt.notice')} />
    </section>
  );
}
