import type { ComponentType } from 'react';

/** The module's pages, loaded by name (see `contract-payments/pages.ts`: the sign-in size budget). */
export const PAGES = {
  send: () => import('./sms-page.tsx').then((m) => m.SmsPage),
} satisfies Record<string, () => Promise<ComponentType>>;
