import { findRoute, menuFor } from '@savdo/shared/routes';
import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRules } from '../../platform/session.ts';
import styles from './main-menu.module.css';
import { type MenuEntry, toMenuView } from './menu-items.ts';

type Items = NonNullable<MenuProps['items']>;

/** The sidebar draws its own edge; the menu's would stop where the menu ends. */
const MENU_THEME = { components: { Menu: { activeBarBorderWidth: 0 } } };

const sectionKey = (id: string) => `section:${id}`;

/**
 * The sidebar menu: the sections of routes.md 2.31 in order, each expandable
 * to the pages the user may open (the shared `menuFor`), built once per rule set.
 */
export function MainMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rules = useRules();
  const view = useMemo(() => toMenuView(menuFor(rules)), [rules]);
  const currentSection = findRoute(pathname)?.section;
  const [openKeys, setOpenKeys] = useState<string[]>(() =>
    currentSection ? [sectionKey(currentSection)] : [],
  );

  useEffect(() => {
    if (!currentSection) return;
    const key = sectionKey(currentSection);
    setOpenKeys((keys) => (keys.includes(key) ? keys : [...keys, key]));
  }, [currentSection]);

  const items = useMemo<Items>(() => {
    const page = ({ path, titleKey }: { path: string; titleKey: string }) => ({
      key: path,
      label: <Link to={path}>{t(titleKey)}</Link>,
    });
    const entry = (e: MenuEntry): Items[number] =>
      e.kind === 'page'
        ? page(e.route)
        : {
            type: 'group',
            key: `group:${e.group}`,
            label: t(`groups.${e.group}`),
            children: e.routes.map(page),
          };
    return view.map((section) => {
      const title = t(section.titleKey);
      const testId = { 'data-testid': `menu-section-${section.id}` };
      return {
        ...testId,
        key: sectionKey(section.id),
        label: title,
        icon: <span className={styles.letter}>{title.charAt(0)}</span>,
        children: section.entries.map(entry),
      };
    });
  }, [view, t]);

  return (
    <ConfigProvider theme={MENU_THEME}>
      <Menu
        data-testid="main-menu"
        mode="inline"
        items={items}
        selectedKeys={[pathname]}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        onClick={onNavigate}
      />
    </ConfigProvider>
  );
}
