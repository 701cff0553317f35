import type { ResourceExtension } from './extension-types.ts';

const provided = new Map<string, ResourceExtension>();

/**
 * The shell hands the engine the extension an area gives a resource
 * (`shell/resource-extensions.ts`) when the resource's route loads, so the
 * engine never imports an area: a registry filled from above, like the
 * ledgers' hooks on the API.
 */
export function provideExtension(resource: string, extension: ResourceExtension | undefined): void {
  if (extension) provided.set(resource, extension);
}

/** The extension of a resource definition, if an area gives one (provided by the shell). */
export function extensionOf(resource: string): ResourceExtension | undefined {
  return provided.get(resource);
}
