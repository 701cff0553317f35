import { uzSignedInShell } from '@savdo/shared/i18n/signed-in-shell/uz';
import dayjs from 'dayjs';
import 'dayjs/locale/uz-latn';
import type { SignedInPack } from './pack-types.ts';

/** dayjs's `uz` is Cyrillic; the Latin one is `uz-latn`. */
export const pack: SignedInPack = {
  strings: uzSignedInShell,
  applyDayjsLocale: () => dayjs.locale('uz-latn'),
};
