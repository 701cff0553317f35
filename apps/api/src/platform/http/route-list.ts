import type { FastifyInstance } from 'fastify';

/** One registered route: its method, its path pattern, its access (`config.access`) and whether it takes an `Idempotency-Key`. */
export interface RouteEntry {
  method: string;
  url: string;
  access: unknown;
  idempotent: boolean;
}

const lists = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Records every route registered after this call (an `onRoute` hook), so a
 * generated test (the fuzz test) covers a new route with no new test line.
 */
export function collectRoutes(app: FastifyInstance): void {
  const list: RouteEntry[] = [];
  lists.set(app, list);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        list.push({
          method,
          url: route.url,
          access: route.config?.access,
          idempotent: route.config?.idempotent === true,
        });
    }
  });
}

/** The routes `collectRoutes` recorded on this app, in registration order. */
export function routesOf(app: FastifyInstance): readonly RouteEntry[] {
  return lists.get(app) ?? [];
}
