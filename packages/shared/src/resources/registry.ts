import { province, region, village } from './definitions/addresses.ts';
import { branch } from './definitions/organizations.ts';
import { brand, unit } from './definitions/product-info.ts';
import { user, userPosition } from './definitions/rbac.ts';
import { exchangeRate } from './definitions/settings.ts';
import type { ResourceDef } from './types.ts';

/** Every resource of the engine, in the order their tables are created (referenced ones first). */
export const RESOURCES: readonly ResourceDef[] = [
  branch,
  userPosition,
  user,
  province,
  region,
  village,
  unit,
  brand,
  exchangeRate,
];

const BY_NAME: ReadonlyMap<string, ResourceDef> = new Map(RESOURCES.map((r) => [r.name, r]));
const BY_ROUTE: ReadonlyMap<string, ResourceDef> = new Map(
  RESOURCES.filter((r) => r.route).map((r) => [r.route as string, r]),
);

export function findResource(name: string): ResourceDef | undefined {
  return BY_NAME.get(name);
}

/** The resource whose screen is this route, if the route is a resource screen. */
export function resourceOfRoute(routeName: string): ResourceDef | undefined {
  return BY_ROUTE.get(routeName);
}
