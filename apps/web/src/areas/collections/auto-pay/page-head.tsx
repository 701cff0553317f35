import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';

/** A screen's title, its actions on the right and what it is for below. */
export function PageHead({ hint, children }: { hint: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  return (
    <>
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        {children}
      </Flex>
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
    </>
  );
}
