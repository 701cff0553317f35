// biome-ignore-all lint/suspicious/noTemplateCurlyInString: `${label}` and friends are Ant Design's own message placeholders.
import { uzSignInShell } from '@savdo/shared/i18n/sign-in-shell/uz';
import uzUZ from 'antd/locale/uz_UZ';
import type { LanguagePack } from './pack-types.ts';

/**
 * Ant Design's `uz_UZ` declares `uz-latn` but some of its form messages are
 * Russian or use a plain apostrophe instead of ʻ (DECISIONS.md "Interface").
 * These are the corrected Uzbek (Latin) messages; `${label}` and friends are
 * Ant Design's own placeholders.
 */
const uzFormFixes = {
  date: {
    format: '${label} toʻgʻri sana formatida emas',
    parse: '${label} sanaga aylantirilmaydi',
    invalid: '${label} toʻgʻri sana emas',
  },
  string: {
    len: '${label} ${len} ta belgidan iborat boʻlishi kerak',
    min: '${label} kamida ${min} ta belgidan iborat boʻlishi kerak',
    max: '${label} koʻpi bilan ${max} ta belgidan iborat boʻlishi kerak',
    range: '${label} uzunligi ${min}-${max} belgilar orasida boʻlishi kerak',
  },
};

const uzMessages = uzUZ.Form?.defaultValidateMessages ?? {};

const uzLocale = {
  ...uzUZ,
  Form: {
    ...uzUZ.Form,
    defaultValidateMessages: {
      ...uzMessages,
      date: { ...uzMessages.date, ...uzFormFixes.date },
      string: { ...uzMessages.string, ...uzFormFixes.string },
    },
  },
};

export const pack: LanguagePack = { strings: uzSignInShell, antd: uzLocale };
