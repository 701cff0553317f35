import { ROUTES } from '@savdo/shared/routes';
import { describe, expect, it } from 'vitest';
import { GENERIC_SCREENS, SCREENS, screenFor } from './screens.ts';

describe('screen registry', () => {
  it('registers only route names of the route table', () => {
    const names = new Set(ROUTES.map((r) => r.name));
    expect(Object.keys(SCREENS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('uses a registered screen first', () => {
    expect(screenFor({ name: 'auth-login' })).toBe(SCREENS['auth-login']);
  });

  it('falls back to the index page for index routes and to "not built yet" otherwise', () => {
    expect(screenFor({ name: 'cashbox', index: true })).toBe(GENERIC_SCREENS.sectionIndex);
    expect(screenFor({ name: 'cashbox-cash-registers' })).toBe(GENERIC_SCREENS.notBuilt);
  });
});
