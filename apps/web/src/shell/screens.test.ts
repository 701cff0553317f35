import { ROUTES } from '@savdo/shared/routes';
import { describe, expect, it, vi } from 'vitest';
import { GENERIC_SCREENS, SCREENS, screenFor } from './screens.ts';

// Stand-ins for the screens' chunks, which need the browser's i18n and antd; only their identity is tested.
const stand = vi.hoisted(() => ({ notBuilt: { screen: 'not-built' }, resource: { screen: 'resource' } }));
vi.mock('./pages/not-built-page.tsx', () => ({ NotBuiltPage: stand.notBuilt }));
vi.mock('../engine/resource-page.tsx', () => ({ ResourcePage: stand.resource }));
vi.mock('../areas/stock/warehouse/residues-page.tsx', () => ({ ResiduesPage: stand.resource }));
const strings = vi.hoisted(() => ({ loaded: [] as string[][] }));
vi.mock('../shared/screen-strings.ts', () => ({
  loadScreenStrings: async (namespaces: string[]) => {
    strings.loaded.push(namespaces);
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
    await expect(screenFor({ name: 'a-route-with-no-screen' })()).resolves.toBe(stand.notBuilt);
    await expect(screenFor({ name: 'information-addresses-provinces' })()).resolves.toBe(stand.resource);
  });

  it("loads a resource screen with the engine's strings and the base ones", async () => {
    strings.loaded = [];
    await screenFor({ name: 'information-addresses-provinces' })();
    expect(strings.loaded.flat()).toEqual(expect.arrayContaining(['lists', 'enums', 'engine', 'resources']));
  });

  it('loads the base namespaces with a screen behind the sign-in registered without its own', async () => {
    strings.loaded = [];
    await screenFor({ name: 'a-route-with-no-screen' })();
    expect(strings.loaded).toEqual([['lists', 'enums']]);
  });

  it("loads a module's screen with its own namespaces only", async () => {
    strings.loaded = [];
    await SCREENS['information-warehouses-product-residues']?.();
    expect(strings.loaded).toEqual([['lists', 'enums', 'warehouse']]);
  });
});
