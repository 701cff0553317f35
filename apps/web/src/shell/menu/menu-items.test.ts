import type { RouteDef, SectionDef } from '@savdo/shared/routes';
import { describe, expect, it } from 'vitest';
import { toMenuView } from './menu-items.ts';

const section = (id: string): SectionDef => ({ id, path: `/${id}`, titleKey: `sections.${id}` });
const route = (path: string, group?: string): RouteDef => ({
  name: path.slice(1).replaceAll('/', '-'),
  path,
  section: path.split('/')[1] ?? '',
  titleKey: `routes.${path}`,
  ...(group ? { group } : {}),
});

describe('menu view', () => {
  it('starts the home section with the landing page', () => {
    const [home] = toMenuView([
      { section: { id: 'home', path: '/', titleKey: 'sections.home' }, routes: [route('/news')] },
    ]);
    expect(home?.entries.map((e) => (e.kind === 'page' ? e.route.path : e.group))).toEqual(['/', '/news']);
  });

  it('keeps group pages together where the group first appears', () => {
    const [settings] = toMenuView([
      {
        section: section('settings'),
        routes: [
          route('/settings/a'),
          route('/settings/rbac/x', 'rbac'),
          route('/settings/b'),
          route('/settings/rbac/y', 'rbac'),
        ],
      },
    ]);
    expect(
      settings?.entries.map((e) => (e.kind === 'page' ? e.route.path : `${e.group}:${e.routes.length}`)),
    ).toEqual(['/settings/a', 'rbac:2', '/settings/b']);
  });

  it('keeps section order and ids', () => {
    const view = toMenuView([
      { section: section('cashbox'), routes: [] },
      { section: section('contract'), routes: [] },
    ]);
    expect(view.map((s) => s.id)).toEqual(['cashbox', 'contract']);
  });
});
