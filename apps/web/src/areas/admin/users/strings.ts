import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';
import { engineStrings } from '../../../engine/strings.ts';

/** The users module has no screens of its own: its extension renders in the engine's, with their namespaces. */
export const usersStrings = [...engineStrings] as const satisfies readonly ScreenNamespace[];
