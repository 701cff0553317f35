import { type ResourceDef, resourceOfRoute } from '@savdo/shared/resources';
import { type ComponentType, lazy, Suspense } from 'react';
import { useCurrentRoute } from '../platform/current-route.ts';
import { extensionOf } from './extensions.ts';
import { ResourceList } from './resource-list.tsx';

/** Pages of their own that extensions declare, each loaded once. */
const customPages = new Map<string, ComponentType>();
function customPageOf(def: ResourceDef): ComponentType | undefined {
  const load = extensionOf(def.name)?.page;
  if (!load) return undefined;
  let page = customPages.get(def.name);
  if (!page) {
    page = lazy(async () => ({ default: await load() }));
    customPages.set(def.name, page);
  }
  return page;
}

/**
 * The screen of every route that a resource definition names: the generic
 * list (or the page the resource's extension gives instead).
 */
export function ResourcePage() {
  const route = useCurrentRoute();
  const def = resourceOfRoute(route.name);
  if (!def) return null;
  const Custom = customPageOf(def);
  if (Custom)
    return (
      <Suspense fallback={null}>
        <Custom />
      </Suspense>
    );
  // Keyed by resource: moving between two resource screens starts afresh.
  return <ResourceList key={def.name} def={def} ext={extensionOf(def.name)} />;
}
