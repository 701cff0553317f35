import type { RouteDef } from '@savdo/shared/routes';
import { describe, expect, it } from 'vitest';
import { buildRouteObjects, CATCH_ALL, isRouteHandle } from './route-objects.ts';

const table: RouteDef[] = [
  { name: 'home', path: '/', section: 'home', titleKey: 'routes.home', layout: 'home' },
  {
    name: 'auth-login',
    path: '/auth/login',
    section: 'home',
    titleKey: 'routes.auth-login',
    layout: 'empty',
    public: true,
  },
  { name: 'cashbox', path: '/cashbox', section: 'cashbox', titleKey: 'routes.cashbox', index: true },
  { name: 'cashbox-x', path: '/cashbox/x', section: 'cashbox', titleKey: 'routes.cashbox-x', rule: 'x.show' },
];

const screen = (name: string) => async () => () => name;

describe('route objects', () => {
  const objects = buildRouteObjects(
    table,
    (r) => screen(r.name),
    (l) => screen(`layout:${l}`),
  );

  it('groups routes under one lazy route per layout used', () => {
    expect(objects.map((o) => o.id)).toEqual(['layout-default', 'layout-home', 'layout-empty', 'layout-404']);
    expect(objects.every((o) => typeof o.lazy === 'function')).toBe(true);
  });

  it('keeps every route of the table, with its definition as handle', () => {
    const leaves = objects.flatMap((o) => o.children ?? []);
    expect(leaves.map((l) => l.path)).toEqual(['/cashbox', '/cashbox/x', '/', '/auth/login', '*']);
    expect(leaves.every((l) => isRouteHandle(l.handle) && typeof l.lazy === 'function')).toBe(true);
  });

  it('puts the catch-all under the 404 layout', () => {
    const notFound = objects.find((o) => o.id === 'layout-404');
    expect(notFound?.children?.map((c) => c.handle)).toEqual([{ route: CATCH_ALL }]);
  });
});
