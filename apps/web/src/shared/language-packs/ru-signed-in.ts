import { ruSignedInShell } from '@savdo/shared/i18n/signed-in-shell/ru';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import type { SignedInPack } from './pack-types.ts';

export const pack: SignedInPack = { strings: ruSignedInShell, applyDayjsLocale: () => dayjs.locale('ru') };
