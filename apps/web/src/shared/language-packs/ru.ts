import { ruSignInShell } from '@savdo/shared/i18n/sign-in-shell/ru';
import ruRU from 'antd/locale/ru_RU';
import type { LanguagePack } from './pack-types.ts';

export const pack: LanguagePack = { strings: ruSignInShell, antd: ruRU };
