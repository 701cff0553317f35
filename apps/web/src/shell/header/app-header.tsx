import { Button, Drawer, Flex, Layout, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MainMenu } from '../menu/main-menu.tsx';
import { shellStore } from '../shell-store.ts';
import styles from './header.module.css';
import { LanguageSwitch } from './language-switch.tsx';
import { MenuIcon } from './menu-icon.tsx';
import { UserMenu } from './user-menu.tsx';

interface Props {
  collapsed: boolean;
  sidebarHidden: boolean;
  onToggleSider(): void;
}

/**
 * The header: menu toggle, a slot screens fill (the dashboard's branch
 * selector), language, user. While a screen hides the sidebar, the menu opens
 * in a drawer instead.
 */
export function AppHeader({ collapsed, sidebarHidden, onToggleSider }: Props) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const slotRef = useCallback((element: HTMLDivElement | null) => {
    shellStore.set({ headerSlot: element });
  }, []);

  return (
    <Layout.Header className={styles.header}>
      <Flex align="center" gap={12} className={styles.start}>
        {sidebarHidden ? (
          <>
            <Button
              type="text"
              aria-label={t('common.header.openMenu')}
              icon={<MenuIcon open={false} />}
              onClick={() => setDrawerOpen(true)}
              data-testid="menu-drawer-toggle"
            />
            <Typography.Text strong className={styles.brand}>
              {t('common.appName')}
            </Typography.Text>
            <Drawer
              placement="left"
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              title={t('common.appName')}
              size={300}
              styles={{ body: { padding: 0 } }}
            >
              <MainMenu onNavigate={() => setDrawerOpen(false)} />
            </Drawer>
          </>
        ) : (
          <Button
            type="text"
            aria-label={t(collapsed ? 'common.header.expandMenu' : 'common.header.collapseMenu')}
            icon={<MenuIcon open={!collapsed} />}
            onClick={onToggleSider}
            data-testid="sider-toggle"
          />
        )}
        <div ref={slotRef} className={styles.slot} data-testid="header-slot" />
      </Flex>
      <Flex align="center" gap={12}>
        <LanguageSwitch />
        <UserMenu />
      </Flex>
    </Layout.Header>
  );
}
