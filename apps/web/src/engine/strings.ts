import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';

/**
 * The namespaces a resource screen fetches: the engine's own words, every
 * resource's field labels, and those of the modules whose extensions
 * (`extensions.ts`) render inside it. A module whose screens embed the
 * engine's list or dialogs adds these to its own.
 */
export const engineStrings = [
  'engine',
  'resources',
  'pricing',
  'settings',
  // the device list's "issue secret" action (attendance/device-extension.tsx)
  'attendance',
] as const satisfies readonly ScreenNamespace[];
