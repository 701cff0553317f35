import { ruShell } from '@savdo/shared/i18n/shell/ru';
import ruRU from 'antd/locale/ru_RU';
import 'dayjs/locale/ru';
import type { LanguagePack } from './pack.ts';

export const pack: LanguagePack = { strings: ruShell, antd: ruRU, dayjs: 'ru' };
