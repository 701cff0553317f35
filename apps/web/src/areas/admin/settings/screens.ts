import { moduleScreens } from '../../../platform/module-screens.ts';
import { settingsStrings } from './strings.ts';

/** Settings (routes.md 2.4) and the news editor (2.3): each screen a chunk of its own. */
export const settingsScreens = moduleScreens(settingsStrings, {
  'settings-general-settings': () => import('./general-settings-page.tsx').then((m) => m.GeneralSettingsPage),
  'settings-device-control': () => import('./device-control-page.tsx').then((m) => m.DeviceControlPage),
  'settings-sign-in-events': () => import('./sign-in-events-page.tsx').then((m) => m.SignInEventsPage),
  'info-news-editor': () => import('./news-editor-page.tsx').then((m) => m.NewsEditorPage),
});
