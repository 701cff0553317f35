import { ROUTES } from '@savdo/shared/routes';
import { describe, expect, it, vi } from 'vitest';
import { publicScreens } from '../areas/admin/auth/public-screens.ts';
import { screenLoader } from './router.tsx';

// The registry and the signed-in pack are chunks of their own: stand-ins record that they were asked for.
const loaded = vi.hoisted(() => ({ registry: [] as string[], signedInPacks: 0 }));
vi.mock('./screens.ts', () => ({
  screenFor: (route: { name: string }) => async () => {
    loaded.registry.push(route.name);
    return { screen: route.name };
  },
}));
vi.mock('../shared/i18n.ts', async (original) => ({
  ...(await original<typeof import('../shared/i18n.ts')>()),
  loadSignedInPack: async () => {
    loaded.signedInPacks += 1;
  },
}));

describe("the router's screens", () => {
  it('finds every public route in the list the entry holds, and only those', () => {
    const publicNames = ROUTES.filter((route) => route.public).map((route) => route.name);
    expect(publicNames.length).toBeGreaterThan(0);
    expect(Object.keys(publicScreens).sort()).toEqual(publicNames.sort());
  });

  it('loads the sign-in page without the registry or the signed-in pack', () => {
    const login = ROUTES.find((route) => route.name === 'auth-login');
    expect(login && screenLoader(login)).toBe(publicScreens['auth-login']);
  });

  it('loads a screen behind the sign-in through the registry, with the signed-in pack', async () => {
    const route = ROUTES.find((r) => r.name === 'cashbox-cash-registers');
    if (!route) throw new Error('cashbox-cash-registers is not in the route table');
    await expect(screenLoader(route)()).resolves.toEqual({ screen: 'cashbox-cash-registers' });
    expect(loaded.registry).toEqual(['cashbox-cash-registers']);
    expect(loaded.signedInPacks).toBe(1);
  });
});
