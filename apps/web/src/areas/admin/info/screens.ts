import { moduleScreens, type ScreenRegistry } from '../../../platform/module-screens.ts';
import { infoStrings } from './strings.ts';

/** Info pages with screens of their own (the rest are resource definitions). */
export const infoScreens: ScreenRegistry = {
  'info-versions': () => import('./versions-page.tsx').then((m) => m.VersionsPage),
  ...moduleScreens(infoStrings, {
    'info-api-reference': () => import('./api-reference-page.tsx').then((m) => m.ApiReferencePage),
  }),
};
