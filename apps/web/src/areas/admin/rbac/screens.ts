import { moduleScreens } from '../../../platform/module-screens.ts';
import { rbacStrings } from './strings.ts';

const ruleSets = () => import('./rule-set-page.tsx');
const catalogue = () => import('./catalogue-page.tsx').then((m) => m.CataloguePage);

/** Rights management (routes.md 2.4): rule sets of positions and users, the catalogue, modules and sections. */
export const rbacScreens = moduleScreens(rbacStrings, {
  'settings-rbac-position-rules': () => ruleSets().then((m) => m.PositionRulesPage),
  'settings-rbac-user-rules': () => ruleSets().then((m) => m.UserRulesPage),
  'settings-user-rules': () => ruleSets().then((m) => m.UserRulesPage),
  'settings-rbac-assignable-rules': () => ruleSets().then((m) => m.AssignableRulesPage),
  'settings-rbac-rules': catalogue,
  'settings-rules': catalogue,
  'settings-rbac-modules': () => import('./modules-page.tsx').then((m) => m.ModulesPage),
  'settings-rbac-sections': () => import('./sections-page.tsx').then((m) => m.SectionsPage),
});
