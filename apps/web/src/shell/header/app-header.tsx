import { Button, Flex, Layout, Typography } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shellStore } from '../../platform/shell-store.ts';
import { LanguageSwitch } from '../../shared/language-switch.tsx';
import styles from './header.module.css';
import { MenuIcon } from './menu-icon.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * Fetched when first opened: few screens hide the sidebar, and Ant Design's Drawer would otherwise weigh
 * on every screen's first load (the default layout is in each one's budget, `scripts/report-size.ts`).
 */
const MenuDrawer = lazy(() => import('./menu-drawer.tsx').then((m) => ({ default: m.MenuDrawer })));

interface Props {
  collapsed: boolean;
  /** No sidebar (a screen hid it, or a phone's screen): the menu opens in a drawer. */
  menuInDrawer: boolean;
  /** A phone's screen: the user menu shrinks to an icon, the header slot goes to a row of its own. */
  phone: boolean;
  onToggleSider(): void;
}

/**
 * The header: menu toggle, a slot screens fill (the dashboard's branch
 * selector), language, user. While a screen hides the sidebar, the menu opens
 * in a drawer instead, as it always does on a phone.
 */
export function AppHeader({ collapsed, menuInDrawer, phone, onToggleSider }: Props) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so that closing it still animates.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const slotRef = useCallback((element: HTMLDivElement | null) => {
    shellStore.set({ headerSlot: element });
  }, []);

  const slot = <div ref={slotRef} className={styles.slot} data-testid="header-slot" />;
  return (
    <Layout.Header className={phone ? `${styles.header} ${styles.phone}` : styles.header}>
      <Flex align="center" gap={phone ? 4 : 12} className={styles.start}>
        {menuInDrawer ? (
          <>
            <Button
              type="text"
              aria-label={t('common.header.openMenu')}
              icon={<MenuIcon open={false} />}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
              data-testid="menu-drawer-toggle"
            />
            <Typography.Text strong className={styles.brand}>
              {t('common.appName')}
            </Typography.Text>
            {drawerUsed && (
              <Suspense fallback={null}>
                <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
              </Suspense>
            )}
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
        {!phone && slot}
      </Flex>
      <Flex align="center" gap={phone ? 4 : 12} className={styles.end}>
        <LanguageSwitch />
        <UserMenu compact={phone} />
      </Flex>
      {phone && slot}
    </Layout.Header>
  );
}
