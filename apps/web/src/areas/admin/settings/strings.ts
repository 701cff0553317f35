import type { ScreenNamespace } from '@savdo/shared/i18n/namespaces';
import { engineStrings } from '../../../engine/strings.ts';

/** The namespaces the settings module's screens fetch (with the base ones, `shell/screens.ts#moduleScreens`). */
export const settingsStrings = ['settings', ...engineStrings] as const satisfies readonly ScreenNamespace[];
