import { Tabs, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { SessionsTab } from './sessions-tab.tsx';

// The engine's list (and the definitions) load when the tab is first opened.
const MobileDevicesTab = lazy(() =>
  import('./mobile-devices-tab.tsx').then((m) => ({ default: m.MobileDevicesTab })),
);

type TabKey = 'sessions' | 'devices';
const tabOf = (raw: string | null): TabKey => (raw === 'devices' ? 'devices' : 'sessions');

/**
 * /settings/device-control: the open sign-in sessions (revoked here) and the
 * mobile devices allowed to use the apps (the engine's list of
 * `mobile_device`). The tab is `?tab=` in the address bar with the tab's own
 * list state beside it; switching tabs starts the other list afresh.
 */
export function DeviceControlPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));

  return (
    <section data-testid="device-control">
      <Typography.Title level={1}>{t(route.titleKey)}</Typography.Title>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => setParams(key === 'sessions' ? {} : { tab: key })}
        items={[
          { key: 'sessions', label: t('settings.devices.sessions'), children: <SessionsTab /> },
          {
            key: 'devices',
            label: t('settings.devices.mobile'),
            children: (
              <Suspense fallback={null}>
                <MobileDevicesTab />
              </Suspense>
            ),
          },
        ]}
      />
    </section>
  );
}
