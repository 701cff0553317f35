import { moduleScreens } from '../../../platform/module-screens.ts';
import { basicToolsStrings } from './strings.ts';

const documents = () => import('./document-pages.tsx');

/**
 * The fixed-assets screens (routes.md 2.28), all lazy. Inputs and moves are
 * the warehouse document screens over assets (one chunk), residues the
 * warehouse residues screen over assets; the units in use, their wear,
 * repricing and write-off are screens of this module. Rooms and write-off
 * reasons stay the engine's reference screens.
 */
export const basicToolsScreens = moduleScreens(basicToolsStrings, {
  'basic-tools-main-engine-inputs': () => documents().then((m) => m.AssetInputPage),
  'basic-tools-sales-from-warehouse': () => documents().then((m) => m.AssetMovesOutPage),
  'basic-tools-receipts-from-warehouse': () => documents().then((m) => m.AssetMovesInPage),
  'basic-tools-main-tools-residue': () =>
    import('../warehouse/residues-page.tsx').then((m) => m.AssetResiduesPage),
  'basic-tools-access-the-main-tools': () => import('./put-to-use-page.tsx').then((m) => m.PutToUsePage),
  'basic-tools-main-tools-in-use': () => import('./units-page.tsx').then((m) => m.UnitsPage),
  'basic-tools-wear-out': () => import('./wear-out-page.tsx').then((m) => m.WearOutPage),
  'basic-tools-repricing': () => import('./entries-page.tsx').then((m) => m.RepricingPage),
  'basic-tools-write-off': () => import('./entries-page.tsx').then((m) => m.WriteOffPage),
  'basic-tools-main-engine-groups': () => import('./groups-page.tsx').then((m) => m.AssetGroupsPage),
});
