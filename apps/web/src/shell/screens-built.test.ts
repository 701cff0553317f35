import { resourceOfRoute } from '@savdo/shared/resources';
import { ROUTES } from '@savdo/shared/routes';
import { describe, expect, it } from 'vitest';
import { SCREENS } from './screens.ts';

describe('the route table', () => {
  it('has no screen left "not built yet": each route has its own screen, a section index or a resource page', () => {
    const unbuilt = ROUTES.filter((r) => !r.index && !SCREENS[r.name] && !resourceOfRoute(r.name)).map(
      (r) => r.path,
    );
    expect(ROUTES.length).toBeGreaterThan(250);
    expect(unbuilt).toEqual([]);
  });
});
