import { App, ConfigProvider, type ConfigProviderProps, Layout, type ThemeConfig } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useShell } from '../../platform/shell-store.ts';
import { readLocal, SIDER_COLLAPSED_KEY, writeLocal } from '../../shared/storage.ts';
import { useIsPhone } from '../../shared/use-phone.ts';
import { AppHeader } from '../header/app-header.tsx';
import { MainMenu } from '../menu/main-menu.tsx';
import styles from './layouts.module.css';

type Variant = 'default' | 'home';

/**
 * On a phone, what a finger taps is at least 44 px high: buttons (small ones too), inputs, selects,
 * the menu's entries. Only these tokens, only below the breakpoint: a wider screen keeps the app's theme.
 */
const PHONE_THEME: ThemeConfig = {
  token: { controlHeight: 44, controlHeightSM: 44, controlHeightLG: 48 },
  components: { Menu: { itemHeight: 44 }, Tabs: { horizontalItemPadding: '14px 0' } },
};

/**
 * On a phone a drawer fits the screen: one from the right (a card, a document) takes its whole width,
 * the menu's from the left never more than it.
 */
const PHONE_DRAWER: ConfigProviderProps['drawer'] = {
  styles: ({ props }) => ({
    wrapper:
      props.placement === 'left'
        ? { maxWidth: '100vw' }
        : props.placement === 'right' || !props.placement
          ? { width: '100vw' }
          : {},
  }),
};

/**
 * The default layout (product.md section 2): a collapsible sidebar with the
 * menu, a header, and the content in a wrapper. On a phone (below `md`) there
 * is no sidebar: the header's menu button opens the menu in a drawer, and the
 * controls are taller (`PHONE_THEME`). A screen may hide the sidebar
 * and switch the wrapper off through the shell store (the dashboard does).
 * Screens inside get Ant Design's `App.useApp()` (modal, message, notification).
 */
function AppLayout({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const { sidebarHidden, wrapperOff } = useShell();
  const phone = useIsPhone();
  const [collapsed, setCollapsed] = useState(() => readLocal(SIDER_COLLAPSED_KEY) === '1');

  const toggle = () => {
    setCollapsed((value) => {
      writeLocal(SIDER_COLLAPSED_KEY, value ? '0' : '1');
      return !value;
    });
  };

  const layout = (
    <App component={false}>
      <Layout className={styles.app} data-layout={variant} data-phone={phone || undefined}>
        {!sidebarHidden && !phone && (
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
          <AppHeader
            collapsed={collapsed}
            menuInDrawer={sidebarHidden || phone}
            phone={phone}
            onToggleSider={toggle}
          />
          <Layout.Content className={wrapperOff ? styles.bare : styles.wrapper} data-testid="layout-content">
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </App>
  );
  return phone ? (
    <ConfigProvider theme={PHONE_THEME} drawer={PHONE_DRAWER}>
      {layout}
    </ConfigProvider>
  ) : (
    layout
  );
}

export function DefaultLayout() {
  return <AppLayout variant="default" />;
}

/** The layout of `/`: the default one, which the dashboard strips of sidebar and wrapper while shown. */
export function HomeLayout() {
  return <AppLayout variant="home" />;
}
