import { LANGUAGES, type Language } from '@savdo/shared/i18n/languages';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../shared/i18n.ts';

/** Uzbek / Russian; the choice is remembered (local storage `lang`). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const value = i18n.resolvedLanguage ? currentLanguage() : 'uz';
  return (
    <Segmented<Language>
      data-testid="lang-switch"
      aria-label={t('common.language.label')}
      size="small"
      value={value}
      options={LANGUAGES.map((lang) => ({ value: lang, label: t(`common.language.${lang}`) }))}
      onChange={(lang) => void changeLanguage(lang)}
    />
  );
}
