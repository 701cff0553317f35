import type { ComponentType } from 'react';

/** The module's pages, loaded by name (each a chunk of its own). */
export const PAGES = {
  processes: () => import('./processes-page.tsx').then((m) => m.ProcessesPage),
  offBalance: () => import('./off-balance-page.tsx').then((m) => m.OffBalancePage),
  plans: () => import('./plans-page.tsx').then((m) => m.PlansPage),
  separate: () => import('./separate-page.tsx').then((m) => m.SeparatePage),
  letters: () => import('./letters-page.tsx').then((m) => m.LettersPage),
  editor: () => import('./letter-editor-page.tsx').then((m) => m.LetterEditorPage),
} satisfies Record<string, () => Promise<ComponentType>>;
