import { moduleScreens } from '../../../platform/module-screens.ts';
import { investorsStrings } from './strings.ts';

/** `/investors/distribution-of-profits`: the investors' profit distributions (routes.md 2.16). */
export const investorsScreens = moduleScreens(investorsStrings, {
  'investors-distribution-of-profits': () =>
    import('./distributions-page.tsx').then((m) => m.DistributionsPage),
});
