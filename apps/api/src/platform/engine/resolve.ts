import { findResource, type ResourceDef } from '@savdo/shared/resources';

/** The definition of a resource by name, from the shared registry. */
export function resolveResource(name: string): ResourceDef {
  const def = findResource(name);
  if (!def) throw new Error(`Unknown resource ${name}`);
  return def;
}
