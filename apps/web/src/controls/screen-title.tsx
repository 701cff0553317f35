import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../platform/current-route.ts';

/** The page's title (its route's) with the page's main buttons on the right. */
export function ScreenTitle({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  return (
    <Flex justify="space-between" align="center" wrap>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      {children}
    </Flex>
  );
}
