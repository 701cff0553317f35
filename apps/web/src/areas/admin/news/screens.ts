import { moduleScreens, type ScreenRegistry } from '../../../platform/module-screens.ts';
import { newsStrings } from './strings.ts';

/** `/news`: the staff news feed. */
export const newsScreens: ScreenRegistry = moduleScreens(newsStrings, {
  news: () => import('./news-page.tsx').then((m) => m.NewsPage),
});
