import type { Language } from '@savdo/shared/i18n/languages';
import type { LanguagePack, SignedInPack } from './pack-types.ts';

export type { LanguagePack, SignedInPack } from './pack-types.ts';

export const LANGUAGE_PACKS: Record<Language, () => Promise<LanguagePack>> = {
  uz: () => import('./uz.ts').then((m) => m.pack),
  ru: () => import('./ru.ts').then((m) => m.pack),
};

export const SIGNED_IN_PACKS: Record<Language, () => Promise<SignedInPack>> = {
  uz: () => import('./uz-signed-in.ts').then((m) => m.pack),
  ru: () => import('./ru-signed-in.ts').then((m) => m.pack),
};
