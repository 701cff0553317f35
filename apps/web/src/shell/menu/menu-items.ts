import type { MenuSection, RouteDef } from '@savdo/shared/routes';

/** One entry under a section: a page, or a named group of pages. */
export type MenuEntry =
  | { kind: 'page'; route: RouteDef }
  | { kind: 'group'; group: string; routes: RouteDef[] };

export interface MenuSectionView {
  id: string;
  titleKey: string;
  entries: MenuEntry[];
}

const LANDING: Pick<RouteDef, 'name' | 'path' | 'titleKey' | 'section'> = {
  name: 'home',
  path: '/',
  titleKey: 'routes.home',
  section: 'home',
};

/**
 * Shapes the shared menu builder's output for the sidebar: pages of a group
 * stay together under the group's title, at the place of the group's first
 * page; the home section starts with a link to `/`.
 */
export function toMenuView(sections: readonly MenuSection[]): MenuSectionView[] {
  return sections.map(({ section, routes }) => {
    const entries: MenuEntry[] = [];
    const groups = new Map<string, RouteDef[]>();
    if (section.id === 'home') entries.push({ kind: 'page', route: LANDING as RouteDef });
    for (const route of routes) {
      if (!route.group) {
        entries.push({ kind: 'page', route });
        continue;
      }
      let list = groups.get(route.group);
      if (!list) {
        list = [];
        groups.set(route.group, list);
        entries.push({ kind: 'group', group: route.group, routes: list });
      }
      list.push(route);
    }
    return { id: section.id, titleKey: section.titleKey, entries };
  });
}
