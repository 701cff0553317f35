import { ROUTES } from '@savdo/shared/routes';
import { describe, expect, it, vi } from 'vitest';
import { GENERIC_SCREENS, SCREENS, screenFor } from './screens.ts';

// Stand-ins for the screens' chunks, which need the browser's i18n and antd; only their identity is tested.
const stand = vi.hoisted(() => ({ notBuilt: { screen: 'not-built' }, resource: { screen: 'resource' } }));
vi.mock('./pages/not-built-page.tsx', () => ({ NotBuiltPage: stand.notBuilt }));
vi.mock('../engine/resource-page.tsx', () => ({ ResourcePage: stand.resource }));
const strings = vi.hoisted(() => ({ loaded: 0 }));
vi.mock('../shared/screen-strings.ts', () => ({
  loadScreenStrings: async () => {
    strings.loaded += 1;
  },
}));

describe('screen registry', () => {
  it('registers only route names of the route table', () => {
    const names = new Set(ROUTES.map((r) => r.name));
    expect(Object.keys(SCREENS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('uses a registered screen first', () => {
    expect(screenFor({ name: 'auth-login', public: true })).toBe(SCREENS['auth-login']);
  });

  it('falls back to the index page for index routes, to the resource page or to "not built yet" otherwise', async () => {
    expect(screenFor({ name: 'cashbox', index: true })).toBe(GENERIC_SCREENS.sectionIndex);
    await expect(screenFor({ name: 'cashbox-cash-turnover' })()).resolves.toBe(stand.notBuilt);
    await expect(screenFor({ name: 'information-addresses-provinces' })()).resolves.toBe(stand.resource);
  });

  it("loads the screens' strings with every screen behind the sign-in, not with the public ones", async () => {
    const before = strings.loaded;
    await screenFor({ name: 'information-addresses-provinces' })();
    expect(strings.loaded).toBe(before + 1);
    await screenFor({ name: 'auth-login', public: true })().catch(() => undefined);
    expect(strings.loaded).toBe(before + 1);
  });
});
