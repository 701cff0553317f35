import { App, Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useShell } from '../../platform/shell-store.ts';
import { readLocal, SIDER_COLLAPSED_KEY, writeLocal } from '../../shared/storage.ts';
import { AppHeader } from '../header/app-header.tsx';
import { MainMenu } from '../menu/main-menu.tsx';
import styles from './layouts.module.css';

type Variant = 'default' | 'home';

/**
 * The default layout (product.md section 2): a collapsible sidebar with the
 * menu, a header, and the content in a wrapper. A screen may hide the sidebar
 * and switch the wrapper off through the shell store (the dashboard does).
 * Screens inside get Ant Design's `App.useApp()` (modal, message, notification).
 */
function AppLayout({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const { sidebarHidden, wrapperOff } = useShell();
  const [collapsed, setCollapsed] = useState(() => readLocal(SIDER_COLLAPSED_KEY) === '1');

  const toggle = () => {
    setCollapsed((value) => {
      writeLocal(SIDER_COLLAPSED_KEY, value ? '0' : '1');
      return !value;
    });
  };

  return (
    <App component={false}>
      <Layout className={styles.app} data-layout={variant}>
        {!sidebarHidden && (
          <Layout.Sider
            className={styles.sider}
            collapsible
            collapsed={collapsed}
            trigger={null}
            width={272}
            theme="light"
            breakpoint="lg"
            onBreakpoint={(broken) => setCollapsed(broken)}
          >
            <Link to="/" className={styles.brand}>
              {collapsed ? t('common.appShortName') : t('common.appName')}
            </Link>
            <MainMenu />
          </Layout.Sider>
        )}
        <Layout>
          <AppHeader collapsed={collapsed} sidebarHidden={sidebarHidden} onToggleSider={toggle} />
          <Layout.Content className={wrapperOff ? styles.bare : styles.wrapper} data-testid="layout-content">
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </App>
  );
}

export function DefaultLayout() {
  return <AppLayout variant="default" />;
}

/** The layout of `/`: the default one, which the dashboard strips of sidebar and wrapper while shown. */
export function HomeLayout() {
  return <AppLayout variant="home" />;
}
