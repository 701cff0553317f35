import { LANGUAGES, type Language } from '@savdo/shared/i18n/languages';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, useLanguage } from './i18n.ts';

/**
 * Uzbek / Russian; the choice is remembered (local storage `lang`). Two
 * buttons rather than antd Segmented, which brings Tooltip and its popup
 * machinery into the sign-in page.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const value = useLanguage();
  return (
    <Space.Compact data-testid="lang-switch" role="group" aria-label={t('common.language.label')}>
      {LANGUAGES.map((lang: Language) => (
        <Button
          key={lang}
          size="small"
          type={lang === value ? 'primary' : 'default'}
          aria-pressed={lang === value}
          onClick={() => void changeLanguage(lang)}
        >
          {t(`common.language.${lang}`)}
        </Button>
      ))}
    </Space.Compact>
  );
}
