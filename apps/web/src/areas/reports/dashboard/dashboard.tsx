import type { DashboardTab } from '@savdo/shared/rules';
import { Spin, Tabs, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { shellStore, useShell } from '../../../platform/shell-store.ts';
import { DASHBOARD_TAB_KEY, readLocal, writeLocal } from '../../../shared/storage.ts';
import { BranchSelect } from './branch-select.tsx';
import { pickTab } from './tabs.ts';

// a tab's figures and charts (and the reports' words and definitions they need) load when a tab is shown
const TabPanel = lazy(() => import('./tab-panel.tsx').then((m) => ({ default: m.TabPanel })));

/**
 * The dashboard (product.md section 2): the permitted tabs with ids 1-8 as
 * keys, the selected one remembered; the branch selector in the header; the
 * sidebar hidden and the layout wrapper off while shown.
 */
export function Dashboard({ tabs }: { tabs: readonly DashboardTab[] }) {
  const { t } = useTranslation();
  const { headerSlot } = useShell();
  const route = useCurrentRoute();
  const [selected, setSelected] = useState(() => pickTab(tabs, readLocal(DASHBOARD_TAB_KEY)));
  const [branchId, setBranchId] = useState<number>();
  const active = tabs.some((tab) => tab.id === selected) ? selected : pickTab(tabs, null);

  useEffect(() => {
    shellStore.set({ sidebarHidden: true, wrapperOff: true });
    return () => shellStore.set({ sidebarHidden: false, wrapperOff: false });
  }, []);

  const select = (key: string) => {
    setSelected(Number(key));
    writeLocal(DASHBOARD_TAB_KEY, key);
  };

  return (
    <div data-testid="dashboard" data-branch-id={branchId}>
      {headerSlot && createPortal(<BranchSelect value={branchId} onChange={setBranchId} />, headerSlot)}
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Tabs
        activeKey={active === undefined ? undefined : String(active)}
        onChange={select}
        items={tabs.map((tab) => ({
          key: String(tab.id),
          label: t(`dashboard.tabs.${tab.key}`),
          children: String(tab.id) === String(active) && (
            <Suspense fallback={<Spin />}>
              <TabPanel tab={tab} branchId={branchId} />
            </Suspense>
          ),
        }))}
      />
    </div>
  );
}
