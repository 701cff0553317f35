import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The landing page for users without the dashboard. */
export function Greeting({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <section data-testid="greeting">
      <Typography.Title level={1}>{t('dashboard.greeting.title', { name })}</Typography.Title>
      <Typography.Paragraph>{t('dashboard.greeting.welcome')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('dashboard.greeting.prompt')}</Typography.Paragraph>
    </section>
  );
}
